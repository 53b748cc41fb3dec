import { Type, type Static } from '@sinclair/typebox';
import { Email, Money, RequestUuid } from './common.js';

/** Required text: at least one visible character. */
const NonEmpty = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const DepositOrderRequest = Type.Object({
  requestUuid: RequestUuid,
  orderType: Type.Literal('deposit'),
  name: NonEmpty(100),
  email: Email,
  /** Only India is offered for the deposit: +91 and 7 to 15 digits. */
  phoneNumber: Type.String({ pattern: '^\\+91[0-9]{7,15}$' }),
  country: NonEmpty(60),
});
export type DepositOrderRequest = Static<typeof DepositOrderRequest>;

export const ProductOrderRequest = Type.Object({
  requestUuid: RequestUuid,
  orderType: Type.Literal('product'),
  name: NonEmpty(100),
  email: Email,
  /** The pricing step offers India only: +91 and 6 to 15 digits, or no phone. */
  phoneNumber: Type.Union([Type.String({ pattern: '^\\+91[0-9]{6,15}$' }), Type.Null()]),
  country: NonEmpty(60),
});
export type ProductOrderRequest = Static<typeof ProductOrderRequest>;

export const CreateOrderRequest = Type.Union([DepositOrderRequest, ProductOrderRequest]);
export type CreateOrderRequest = Static<typeof CreateOrderRequest>;

/** Answer to creating a deposit order and to initiating a product payment. */
export const PaymentOrderResponse = Type.Object({ razorpayKeyId: Type.String(), razorpayOrderId: Type.String() });
export type PaymentOrderResponse = Static<typeof PaymentOrderResponse>;

export const PrintSizeVariation = Type.Object({ size: Type.String(), price: Money, originalPrice: Type.Optional(Money) });
export type PrintSizeVariation = Static<typeof PrintSizeVariation>;

export const PrintTypeDetails = Type.Object({
  printType: Type.String(),
  bestChoice: Type.Boolean(),
  sampleImageURL: Type.String(),
  description: Type.String(),
  paperFinishType: Type.String(),
  deliveryTimeline: Type.String(),
  printSizeVariations: Type.Array(PrintSizeVariation),
});
export type PrintTypeDetails = Static<typeof PrintTypeDetails>;

/** The pricing response ('order details'). */
export const OrderDetailsResponse = Type.Object({ requestUuid: RequestUuid, printTypeDetails: Type.Array(PrintTypeDetails) });
export type OrderDetailsResponse = Static<typeof OrderDetailsResponse>;

export const PlaceOrderRequest = Type.Object({ printType: NonEmpty(60), printSize: NonEmpty(60) });
export type PlaceOrderRequest = Static<typeof PlaceOrderRequest>;

export const Address = Type.Object({
  firstName: NonEmpty(30),
  lastName: NonEmpty(30),
  addressLine1: NonEmpty(80),
  addressLine2: NonEmpty(80),
  addressLine3: Type.Optional(Type.String({ maxLength: 80 })),
  city: NonEmpty(80),
  state: NonEmpty(10),
  stateName: NonEmpty(80),
  zip: Type.String({ minLength: 3, maxLength: 12, pattern: '^[A-Za-z0-9 -]+$' }),
  country: Type.Optional(Type.String({ maxLength: 2 })),
  instructions: Type.Optional(Type.String({ maxLength: 200 })),
  phoneNumber: Type.String({ pattern: '^\\+[0-9]{1,4}[0-9]{6,15}$' }),
  phoneCode: Type.String({ pattern: '^\\+[0-9]{1,4}$' }),
});
export type Address = Static<typeof Address>;

export const CheckoutRequest = Type.Object({ deliveryAddress: Address, billingAddress: Address });
export type CheckoutRequest = Static<typeof CheckoutRequest>;

export const CheckoutResponse = Type.Object({
  bookTitle: Type.String(),
  printType: Type.String(),
  subTotal: Money,
  shippingCost: Money,
  totalCost: Money,
  currency: Type.String(),
  customerName: Type.String(),
  customerEmail: Type.String(),
  customerPhoneNumber: Type.Union([Type.String(), Type.Null()]),
  requestUuid: RequestUuid,
});
export type CheckoutResponse = Static<typeof CheckoutResponse>;

export const PaymentFor = Type.Union([Type.Literal('deposit'), Type.Literal('product')]);
export type PaymentFor = Static<typeof PaymentFor>;

export const PaymentInitiationRequest = Type.Object({ paymentFor: Type.Literal('product') });
export type PaymentInitiationRequest = Static<typeof PaymentInitiationRequest>;

export const DiscountRequest = Type.Object({ couponCode: Type.String({ pattern: '^[A-Za-z0-9]{10}$' }) });
export type DiscountRequest = Static<typeof DiscountRequest>;

export const DiscountResponse = Type.Object({
  discountApplied: Type.Boolean(),
  discountAmount: Money,
  newTotalCost: Money,
  description: Type.String(),
});
export type DiscountResponse = Static<typeof DiscountResponse>;

export const PaymentConfirmationRequest = Type.Object({
  requestUuid: RequestUuid,
  paymentFor: PaymentFor,
  paymentSuccess: Type.Boolean(),
  razorpayOrderId: Type.String({ minLength: 1 }),
  razorpayPaymentId: Type.Optional(Type.String()),
  razorpaySignature: Type.Optional(Type.String()),
  errorCode: Type.Optional(Type.String()),
  errorDescription: Type.Optional(Type.String()),
  errorSource: Type.Optional(Type.String()),
  errorStep: Type.Optional(Type.String()),
  errorReason: Type.Optional(Type.String()),
});
export type PaymentConfirmationRequest = Static<typeof PaymentConfirmationRequest>;

export const PaymentConfirmationResponse = Type.Object({ paymentConfirmed: Type.Boolean(), message: Type.Optional(Type.String()) });
export type PaymentConfirmationResponse = Static<typeof PaymentConfirmationResponse>;
