import type {
  Address,
  CheckoutResponse,
  DiscountResponse,
  OrderDetailsResponse,
  PaymentOrderResponse,
  PlaceOrderRequest,
  ProductOrderRequest,
} from 'contracts/schemas';
import { inEachLanguage, type Language } from 'contracts/languages';
import { COUNTRIES } from 'contracts/constants';
import type { Db } from '../../platform/db/database.js';
import type { ProductOrder, ProductOrderState } from './tables.js';
import { badRequest, conflict, notFound, type VisitorText } from '../../platform/errors/domainError.js';
import { type PaymentProvider, openPaymentOrder } from '../payments/index.js';
import { checkAddress } from './addressRules.js';
import { assertDedicationChangeable, checkedDedication } from './dedicationRules.js';
import { COUPON_USED_UP, couponDescription, findCoupon, holdCoupon, releaseCoupon, couponRefusal } from '../coupons/index.js';
import { hasChosenPictures, requestStory, requireBookRequest, printShotUrls, companionsOf } from '../personalization/index.js';
import { printOptionNames, printTypeDetails, toRupees, printSizeOf } from '../catalogue/index.js';
import { lockOrder, priceColumns, priceFromFacts, type OrderPrice } from './orderPrice.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { orderArrivesBy, sizeRoute } from './orderRoute.js';
import type { ReviewWindow } from './reviewWindow.js';

/**
 * The product order as a state machine:
 * quoted -> placed -> checked_out -> (coupon) -> payment_initiated -> paid | payment_failed.
 * Each step names the states it may start from; anything else answers 409 and changes nothing.
 */
const ALLOWED_FROM: Record<'place' | 'checkout' | 'discount' | 'initiate', ProductOrderState[]> = {
  place: ['quoted', 'placed', 'checked_out', 'payment_initiated', 'payment_failed'],
  checkout: ['placed', 'checked_out', 'payment_initiated', 'payment_failed'],
  discount: ['checked_out', 'payment_initiated', 'payment_failed'],
  initiate: ['checked_out', 'payment_initiated', 'payment_failed'],
};

const OUT_OF_ORDER: Record<keyof typeof ALLOWED_FROM, VisitorText> = {
  place: visitorText('orders.outOfOrder.place'),
  checkout: visitorText('orders.outOfOrder.checkout'),
  discount: visitorText('orders.outOfOrder.discount'),
  initiate: visitorText('orders.outOfOrder.initiate'),
};

export const ORDER_PAID: VisitorText = visitorText('orders.orderPaid');

const now = () => new Date().toISOString();

async function requireOrder(db: Db, requestUuid: string): Promise<ProductOrder> {
  const order = await db.selectFrom('product_orders').selectAll().where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (!order) throw notFound(visitorText('orders.orderNotFound'));
  return order;
}

function assertStep(order: ProductOrder, step: keyof typeof ALLOWED_FROM) {
  if (order.state === 'paid') throw conflict(ORDER_PAID);
  if (!ALLOWED_FROM[step].includes(order.state)) throw conflict(OUT_OF_ORDER[step]);
}

/**
 * A step of the order, on its locked row (orderPrice.ts): the row is read and checked there, so no
 * step in parallel can change it between the check and the write; `change` names the step's new
 * facts and state, and every amount is computed from the facts the row then has. A coupon the step
 * takes off the order gives its use back.
 */
async function inStep<T>(
  db: Db,
  requestUuid: string,
  step: keyof typeof ALLOWED_FROM,
  change: (trx: Db, order: ProductOrder) => Promise<{ values: Partial<ProductOrder>; answer: (price: OrderPrice) => T }>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, requestUuid);
    if (!order) throw notFound(visitorText('orders.orderNotFound'));
    assertStep(order, step);
    const { values, answer } = await change(trx, order);
    const facts = { ...order, ...values };
    // Shipping is known from the addresses the checkout gives: an order placed again waits for them.
    const price = await priceFromFacts(trx, facts.state === 'placed' ? { ...facts, delivery_address: null } : facts);
    await trx
      .updateTable('product_orders')
      .set({ ...values, ...priceColumns(price), updated_at: now() })
      .where('request_uuid', '=', requestUuid)
      .execute();
    if (order.coupon_code !== null && facts.coupon_code !== order.coupon_code) await releaseCoupon(trx, order.coupon_code);
    return answer(price);
  });
}

/** POST /orders (product): the quote. Asking again before paying updates the contact details. */
export async function quoteProductOrder(db: Db, body: ProductOrderRequest, review: ReviewWindow): Promise<OrderDetailsResponse> {
  await requireBookRequest(db, body.requestUuid);
  if (!(await hasChosenPictures(db, body.requestUuid))) throw conflict(visitorText('orders.picturesNotChosen'));
  const existing = await db.selectFrom('product_orders').select('state').where('request_uuid', '=', body.requestUuid).executeTakeFirst();
  if (existing?.state === 'paid') throw conflict(visitorText('orders.bookPaid'));
  const contact = {
    customer_name: body.name.trim(),
    customer_email: body.email.trim(),
    customer_phone: body.phoneNumber,
    country: body.country.trim(),
  };
  if (existing) {
    await db
      .updateTable('product_orders')
      .set({ ...contact, updated_at: now() })
      .where('request_uuid', '=', body.requestUuid)
      .execute();
  } else {
    await db
      .insertInto('product_orders')
      .values({
        request_uuid: body.requestUuid,
        state: 'quoted',
        ...contact,
        print_type: null,
        print_size: null,
        subtotal_paise: null,
        shipping_paise: null,
        discount_paise: 0,
        total_paise: null,
        coupon_code: null,
        currency: 'INR',
        delivery_address: null,
        billing_address: null,
        created_at: now(),
        updated_at: now(),
        paid_at: null,
        shipped_at: null,
        tracking_number: null,
      })
      .execute();
  }
  // Each print type shown with the parent's own book on it, once its cover is drawn (a shot per binding, named like the print type).
  const shots = await printShotUrls(db, body.requestUuid);
  const options = await printTypeDetails(db, (await companionsOf(db, body.requestUuid)).length);
  // Each size's day, bought now and sent within India: the address comes later.
  const arrival = async (printType: string, size: string) =>
    orderArrivesBy(db, { print_type: printType, print_size: size, delivery_address: null }, review);
  return {
    requestUuid: body.requestUuid,
    printTypeDetails: await Promise.all(
      options.map(async (option) => ({
        ...option,
        sampleImageURL: shots[option.printType.toLowerCase()] ?? option.sampleImageURL,
        printSizeVariations: await Promise.all(
          option.printSizeVariations.map(async (size) => ({ ...size, arrivesBy: await arrival(option.printType, size.size) })),
        ),
      })),
    ),
  };
}

/** PATCH /place: the chosen print type and size set the subtotal; totals wait for the addresses. */
export async function placeProductOrder(
  db: Db,
  requestUuid: string,
  { printType, printSize, dedication }: PlaceOrderRequest,
): Promise<void> {
  assertDedicationChangeable((await requireOrder(db, requestUuid)).state, dedication);
  const message = checkedDedication(dedication);
  await inStep(db, requestUuid, 'place', async (trx, order) => {
    assertDedicationChangeable(order.state, dedication);
    if (!(await printSizeOf(trx, printType, printSize))) throw badRequest(visitorText('orders.unknownPrintOption'));
    return {
      values: { state: 'placed', print_type: printType, print_size: printSize, dedication: message, coupon_code: null },
      answer: () => undefined,
    };
  });
}

/** The title the book is called by: its story's, in the book's language (a Hindi book by its Hindi title). */
async function storyTitle(db: Db, requestUuid: string): Promise<string> {
  const story = await requestStory(db, requestUuid);
  if (!story) throw new Error(`No book request ${requestUuid}`);
  return story.title;
}

async function checkoutResponse(db: Db, requestUuid: string, review: ReviewWindow): Promise<CheckoutResponse> {
  const order = await requireOrder(db, requestUuid);
  const names = await printOptionNames(db, order.print_type ?? '', order.print_size ?? '');
  return {
    bookTitle: await storyTitle(db, requestUuid),
    printType: order.print_type ?? '',
    printTypeNames: inEachLanguage((language) => names[language].printType),
    printSizeNames: inEachLanguage((language) => names[language].size),
    subTotal: toRupees(order.subtotal_paise ?? 0),
    shippingCost: toRupees(order.shipping_paise ?? 0),
    depositPaid: toRupees(order.deposit_paise),
    totalCost: toRupees(order.total_paise ?? 0),
    currency: order.currency,
    customerName: order.customer_name,
    customerEmail: order.customer_email,
    customerPhoneNumber: order.customer_phone,
    requestUuid,
    arrivesBy: await orderArrivesBy(db, order, review),
  };
}

/** Refuses a delivery country the order's size has no print route to (the print-type data): it is not printed for there. */
async function assertRouted(db: Db, order: ProductOrder, country: string): Promise<void> {
  if (!order.print_type || !order.print_size || (await sizeRoute(db, order.print_type, order.print_size, country))) return;
  const names = await printOptionNames(db, order.print_type, order.print_size);
  const known = COUNTRIES.checkout.some((offered) => offered.code === country);
  throw badRequest(
    visitorText('orders.noRoute', {
      size: inEachLanguage((language) => names[language].size),
      country: known ? visitorText(`orders.country.${country as 'IN' | 'US' | 'UK'}`) : country,
    }),
  );
}

/** PATCH /checkout: addresses checked, shipping from the delivery country, total = subtotal + shipping - the deposit paid. */
export async function checkoutProductOrder(
  db: Db,
  requestUuid: string,
  { delivery, billing }: { delivery: Address; billing: Address },
  review: ReviewWindow,
): Promise<CheckoutResponse> {
  const order = await requireOrder(db, requestUuid);
  assertStep(order, 'checkout');
  const { country, address: deliveryAddress } = await checkAddress(db, delivery, 'Delivery');
  await assertRouted(db, order, country);
  const { address: billingAddress } = await checkAddress(db, billing, 'Billing');
  const rate = await db.selectFrom('shipping_rates').select('cost_paise').where('country_code', '=', country).executeTakeFirst();
  if (!rate) throw badRequest(visitorText('orders.noShippingRate'));
  await inStep(db, requestUuid, 'checkout', async () => ({
    values: {
      state: 'checked_out',
      delivery_address: JSON.stringify(deliveryAddress),
      billing_address: JSON.stringify(billingAddress),
      coupon_code: null,
    },
    answer: () => undefined,
  }));
  return checkoutResponse(db, requestUuid, review);
}

/**
 * PATCH /discount: a valid coupon sets the discount; an invalid one resets it to none. A coupon takes
 * one of its uses when applied (coupons/coupons.ts); the order keeps it until it changes or pays.
 */
export async function applyCoupon(db: Db, requestUuid: string, couponCode: string, language: Language): Promise<DiscountResponse> {
  const code = couponCode.toUpperCase();
  return inStep(db, requestUuid, 'discount', async (trx, order) => {
    const coupon = await findCoupon(trx, code);
    const subtotal = (await priceFromFacts(trx, order)).subtotal ?? 0;
    let refusal = couponRefusal(coupon, subtotal, now().slice(0, 10));
    if (!refusal && code !== order.coupon_code && !(await holdCoupon(trx, code))) refusal = COUPON_USED_UP;
    return {
      values: { state: 'checked_out', coupon_code: refusal ? null : code },
      answer: (price) => ({
        discountApplied: !refusal,
        discountAmount: toRupees(price.discount),
        newTotalCost: toRupees(price.total ?? 0),
        description: refusal ? refusal[language] : couponDescription(coupon!, language),
      }),
    };
  });
}

/**
 * PATCH /payment_initiation: a provider order for the total the order's facts give now. Whatever
 * changes after, the payment marks the order paid only for the price its facts then give
 * (paymentRecords.ts).
 */
export async function initiateProductPayment(db: Db, provider: PaymentProvider, requestUuid: string): Promise<PaymentOrderResponse> {
  const dueNow = (values: Partial<ProductOrder>, expected?: number) =>
    inStep(db, requestUuid, 'initiate', async (trx, order) => {
      const { total } = await priceFromFacts(trx, order);
      if (!total || total <= 0 || (expected !== undefined && total !== expected)) throw conflict(OUT_OF_ORDER.initiate);
      return { values, answer: () => total };
    });
  const total = await dueNow({});
  // The provider is asked outside the order's lock; the order is marked only if its price is still the one asked for.
  const razorpayOrderId = await openPaymentOrder(db, provider, { requestUuid, paymentFor: 'product', amountPaise: total });
  await dueNow({ state: 'payment_initiated' }, total);
  return { razorpayKeyId: provider.keyId, razorpayOrderId };
}
