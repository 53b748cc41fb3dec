import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { COUNTRIES, LIMITS } from '../constants.js';
import { inEachLanguage } from '../i18n/languages.js';
import { ArrivesBy, Email, MAX_LENGTH, Money, RequestUuid, Text } from './common.js';
import { MAX_COMPANIONS } from '../hero/companionChoices.js';

/** A phone number as sent: the country's calling code, then its digits within the step's limits. */
const phonePattern = (countries: readonly { phoneCode: string }[], digits: { min: number; max: number }) =>
  `^(${countries.map((country) => country.phoneCode.replace('+', '\\+')).join('|')})[0-9]{${digits.min},${digits.max}}$`;

/** Required text: at least one visible character. */
const NonEmpty = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

export const DepositOrderRequest = Type.Object({
  requestUuid: RequestUuid,
  orderType: Type.Literal('deposit'),
  name: NonEmpty(100),
  email: Email,
  /** The deposit's country's code (India: +91) and 7 to 15 digits. */
  phoneNumber: Text(20, { pattern: phonePattern(COUNTRIES.deposit, LIMITS.depositPhoneDigits) }),
  country: NonEmpty(60),
});
export type DepositOrderRequest = Static<typeof DepositOrderRequest>;

export const ProductOrderRequest = Type.Object({
  requestUuid: RequestUuid,
  orderType: Type.Literal('product'),
  name: NonEmpty(100),
  email: Email,
  /** The pricing step's country's code (India: +91) and 6 to 15 digits, or no phone. */
  phoneNumber: Type.Union([Text(20, { pattern: phonePattern(COUNTRIES.pricing, LIMITS.phoneDigits) }), Type.Null()]),
  country: NonEmpty(60),
});
export type ProductOrderRequest = Static<typeof ProductOrderRequest>;

export const CreateOrderRequest = Type.Union([DepositOrderRequest, ProductOrderRequest]);
export type CreateOrderRequest = Static<typeof CreateOrderRequest>;

/** Answer to creating a deposit order and to initiating a product payment. */
export const PaymentOrderResponse = Type.Object({ razorpayKeyId: Text(MAX_LENGTH.id), razorpayOrderId: Text(MAX_LENGTH.id) });
export type PaymentOrderResponse = Static<typeof PaymentOrderResponse>;

export const PrintSizeVariation = Type.Object({
  size: Text(MAX_LENGTH.label),
  price: Money,
  originalPrice: Type.Optional(Money),
  /** Bought now and sent within India (an addition). */
  arrivesBy: Type.Optional(ArrivesBy),
});
export type PrintSizeVariation = Static<typeof PrintSizeVariation>;

/** A print type's words in one language: what its card shows. */
export const PrintTypeTexts = Type.Object({
  printType: Text(MAX_LENGTH.label),
  description: Text(MAX_LENGTH.text),
  paperFinishType: Text(MAX_LENGTH.label),
  deliveryTimeline: Text(MAX_LENGTH.label),
  /** Each size's name, by the size an order is placed with. */
  sizes: Type.Record(Type.String(), Text(MAX_LENGTH.label)),
});
export type PrintTypeTexts = Static<typeof PrintTypeTexts>;

/** Something named in each of the shop's languages. */
const InEachLanguage = <T extends TSchema>(schema: T) => Type.Object(inEachLanguage(() => schema));

/**
 * One print option. `printType` and each `size` are the values an order is placed with (the English
 * names); `texts` has the card's words in every language, so a page shows them in its language
 * whichever language the price was asked in.
 */
export const PrintTypeDetails = Type.Object({
  printType: Text(MAX_LENGTH.label),
  bestChoice: Type.Boolean(),
  sampleImageURL: Text(MAX_LENGTH.url),
  description: Text(MAX_LENGTH.text),
  paperFinishType: Text(MAX_LENGTH.label),
  deliveryTimeline: Text(MAX_LENGTH.label),
  printSizeVariations: Type.Array(PrintSizeVariation),
  texts: InEachLanguage(PrintTypeTexts),
  /** What the people and pets beside the hero add, each, to every size's price above (which includes them); absent when they add nothing. */
  companionPrice: Type.Optional(Type.Object({ each: Money, count: Type.Integer({ minimum: 1, maximum: MAX_COMPANIONS }) })),
});
export type PrintTypeDetails = Static<typeof PrintTypeDetails>;

/** The pricing response ('order details'). */
export const OrderDetailsResponse = Type.Object({ requestUuid: RequestUuid, printTypeDetails: Type.Array(PrintTypeDetails) });
export type OrderDetailsResponse = Static<typeof OrderDetailsResponse>;

export const PlaceOrderRequest = Type.Object({
  printType: NonEmpty(60),
  printSize: NonEmpty(60),
  /** The giver's message for the book's dedication page (an addition; see the README's deviations): 250 characters on 6 lines at most, checked by dedicationProblem. */
  dedication: Type.Optional(Type.String({ maxLength: 2000 })),
});
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
  /** Any calling code: which country goes with which code is the checkout's rule (the server says it in words). */
  phoneNumber: Text(20, { pattern: `^\\+[0-9]{1,4}[0-9]{${LIMITS.phoneDigits.min},${LIMITS.phoneDigits.max}}$` }),
  phoneCode: Text(5, { pattern: '^\\+[0-9]{1,4}$' }),
});
export type Address = Static<typeof Address>;

export const CheckoutRequest = Type.Object({ deliveryAddress: Address, billingAddress: Address });
export type CheckoutRequest = Static<typeof CheckoutRequest>;

export const CheckoutResponse = Type.Object({
  bookTitle: Text(MAX_LENGTH.label),
  printType: Text(MAX_LENGTH.label),
  /** The print type's name in each language, for the summary whatever the page's language. */
  printTypeNames: InEachLanguage(Text(MAX_LENGTH.label)),
  /** The ordered size's name in each language, for the summary (an addition; see the README's deviations). */
  printSizeNames: InEachLanguage(Text(MAX_LENGTH.label)),
  subTotal: Money,
  shippingCost: Money,
  /** The book's paid deposit, counted towards the total (an addition; see the README's deviations). */
  depositPaid: Money,
  totalCost: Money,
  currency: Text(3),
  customerName: Text(MAX_LENGTH.label),
  customerEmail: Text(254),
  customerPhoneNumber: Type.Union([Text(20), Type.Null()]),
  requestUuid: RequestUuid,
  /** Paid now, to the delivery address (an addition). */
  arrivesBy: Type.Optional(ArrivesBy),
});
export type CheckoutResponse = Static<typeof CheckoutResponse>;

export const PaymentFor = Type.Union([Type.Literal('deposit'), Type.Literal('product')]);
export type PaymentFor = Static<typeof PaymentFor>;

export const PaymentInitiationRequest = Type.Object({ paymentFor: Type.Literal('product') });
export type PaymentInitiationRequest = Static<typeof PaymentInitiationRequest>;

export const DiscountRequest = Type.Object({ couponCode: Text(10, { pattern: '^[A-Za-z0-9]{10}$' }) });
export type DiscountRequest = Static<typeof DiscountRequest>;

export const DiscountResponse = Type.Object({
  discountApplied: Type.Boolean(),
  discountAmount: Money,
  newTotalCost: Money,
  description: Text(MAX_LENGTH.sentence),
});
export type DiscountResponse = Static<typeof DiscountResponse>;

export const PaymentConfirmationRequest = Type.Object({
  requestUuid: RequestUuid,
  paymentFor: PaymentFor,
  paymentSuccess: Type.Boolean(),
  razorpayOrderId: Text(MAX_LENGTH.id, { minLength: 1 }),
  razorpayPaymentId: Type.Optional(Text(MAX_LENGTH.id)),
  razorpaySignature: Type.Optional(Text(MAX_LENGTH.label)),
  errorCode: Type.Optional(Text(MAX_LENGTH.id)),
  errorDescription: Type.Optional(Text(MAX_LENGTH.sentence)),
  errorSource: Type.Optional(Text(MAX_LENGTH.id)),
  errorStep: Type.Optional(Text(MAX_LENGTH.id)),
  errorReason: Type.Optional(Text(MAX_LENGTH.id)),
});
export type PaymentConfirmationRequest = Static<typeof PaymentConfirmationRequest>;

/** Where a paid book is on its way ('Where is my book?'): each step's time once it has happened (an addition; see the README's deviations). */
/** What an order costs, line by line, as it was paid: the coupon on the book's price, then the deposit counted. */
export const OrderAmounts = Type.Object({
  subTotal: Money,
  discountAmount: Money,
  couponCode: Type.Union([Text(10), Type.Null()]),
  shippingCost: Money,
  depositPaid: Money,
  totalCost: Money,
  currency: Text(3),
});
export type OrderAmounts = Static<typeof OrderAmounts>;

export const OrderProgressResponse = Type.Object({
  requestUuid: RequestUuid,
  /** False while the order is not paid: the page then points back to the checkout. */
  paid: Type.Boolean(),
  bookTitle: Text(MAX_LENGTH.label),
  childFirstName: Text(MAX_LENGTH.label),
  steps: Type.Object({
    paid: Type.Union([Text(40), Type.Null()]),
    printing: Type.Union([Text(40), Type.Null()]),
    shipped: Type.Union([Text(40), Type.Null()]),
    delivered: Type.Union([Text(40), Type.Null()]),
  }),
  trackingNumber: Type.Union([Text(MAX_LENGTH.id), Type.Null()]),
  carrier: Type.Union([Text(MAX_LENGTH.label), Type.Null()]),
  trackingUrl: Type.Union([Text(MAX_LENGTH.url), Type.Null()]),
  /** The print partner did not take the book: the staff are on it (an addition). */
  printProblem: Type.Boolean(),
  /** As the book stands: from its shipping once the partner has shipped it (an addition). */
  arrivesBy: Type.Optional(ArrivesBy),
  /** The paid order's amounts; null while it is not paid. */
  amounts: Type.Union([OrderAmounts, Type.Null()]),
  /** A family link to the book has been given out and not stopped (an addition): 'Stop sharing' is offered then. */
  shared: Type.Boolean(),
  /** While the paid book may still change (its review window, an addition): until when, and what may change. */
  review: Type.Union([
    Type.Object({
      until: Text(40),
      dedication: Type.Union([Text(MAX_LENGTH.document), Type.Null()]),
      /** The names of the people and pets beside the hero, in the book's order: they may change too. */
      companionNames: Type.Array(Text(LIMITS.childFirstNameMaxCodeUnits), { maxItems: 4 }),
      /** Pages or the cover are being drawn again after a change of name. */
      redrawing: Type.Boolean(),
    }),
    Type.Null(),
  ]),
});
export type OrderProgressResponse = Static<typeof OrderProgressResponse>;

/** PATCH /orders/{requestUuid}/book: a paid book changed in its review window, at no charge (an addition). */
export const BookRevisionRequest = Type.Object({
  /** At most 16 characters as seen (childFirstNameProblem). */
  childFirstName: Type.String({ minLength: 1, maxLength: LIMITS.childFirstNameMaxCodeUnits }),
  /** The dedication as on the order page; empty: no dedication page. */
  dedication: Type.String({ maxLength: 2000 }),
  /** New names for the book's companions, in their order (one for each); kept when not sent. */
  companionNames: Type.Optional(Type.Array(Type.String({ maxLength: LIMITS.childFirstNameMaxCodeUnits }), { maxItems: 4 })),
});
export type BookRevisionRequest = Static<typeof BookRevisionRequest>;

export const BookRevisionResponse = Type.Object({
  status: Type.Literal('saved'),
  /** The name changed: every page and the cover are being drawn again with it. */
  redrawing: Type.Boolean(),
});
export type BookRevisionResponse = Static<typeof BookRevisionResponse>;

export const PaymentConfirmationResponse = Type.Object({
  paymentConfirmed: Type.Boolean(),
  message: Type.Optional(Text(MAX_LENGTH.sentence)),
});
export type PaymentConfirmationResponse = Static<typeof PaymentConfirmationResponse>;
