import { bookStory } from '../personalization/stories/bookStory.js';
import type {
  Address,
  CheckoutResponse,
  DiscountResponse,
  OrderDetailsResponse,
  PaymentOrderResponse,
  PlaceOrderRequest,
  ProductOrderRequest,
} from 'shared-contracts/schemas';
import { DEFAULT_LANGUAGE, inEachLanguage, type Language } from 'shared-contracts/languages';
import { JSON_COLUMNS, readJsonColumn } from '../../platform/db/jsonColumns.js';
import type { Db } from '../../platform/db/openDatabase.js';
import type { ProductOrder, ProductOrderState } from '../../platform/db/schema.js';
import { badRequest, conflict, notFound, type VisitorText } from '../../platform/errors/domainError.js';
import type { PaymentProvider } from '../payments/paymentProvider.js';
import { checkAddress } from './addressRules.js';
import { assertDedicationChangeable, checkedDedication } from './dedicationRules.js';
import { COUPON_USED_UP, holdCoupon, releaseCoupon } from './couponHolds.js';
import { requireBookRequest } from '../personalization/bookRequests.js';
import { printOptionNames, printTypeDetails } from './printOptions.js';
import { openPaymentOrder } from './paymentRecords.js';
import { toRupees } from '../catalogue/money.js';
import { couponDiscountPaise, couponRefusal, totalPaise } from './pricing.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

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
 * Updates an order only if it is still in a state the step may start from and still has the coupon
 * it was read with (safe against races). A coupon the update takes off the order gives its use back.
 * Call it inside a transaction, with what else the step changes.
 */
async function updateInStep(trx: Db, order: ProductOrder, step: keyof typeof ALLOWED_FROM, values: Partial<ProductOrder>) {
  const result = await trx
    .updateTable('product_orders')
    .set({ ...values, updated_at: now() })
    .where('request_uuid', '=', order.request_uuid)
    .where('state', 'in', ALLOWED_FROM[step])
    .where('coupon_code', order.coupon_code === null ? 'is' : '=', order.coupon_code)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw conflict(OUT_OF_ORDER[step]);
  if (order.coupon_code !== null && 'coupon_code' in values && values.coupon_code !== order.coupon_code)
    await releaseCoupon(trx, order.coupon_code);
}

/** POST /orders (product): the quote. Asking again before paying updates the contact details. */
export async function quoteProductOrder(db: Db, body: ProductOrderRequest): Promise<OrderDetailsResponse> {
  await requireBookRequest(db, body.requestUuid);
  const book = await db.selectFrom('books').select('request_uuid').where('request_uuid', '=', body.requestUuid).executeTakeFirst();
  if (!book) throw conflict(visitorText('orders.picturesNotChosen'));
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
  return { requestUuid: body.requestUuid, printTypeDetails: await printTypeDetails(db) };
}

/** PATCH /place: the chosen print type and size set the subtotal; totals wait for the addresses. */
export async function placeProductOrder(
  db: Db,
  requestUuid: string,
  { printType, printSize, dedication }: PlaceOrderRequest,
): Promise<void> {
  const order = await requireOrder(db, requestUuid);
  assertDedicationChangeable(order.state, dedication);
  assertStep(order, 'place');
  const message = checkedDedication(dedication);
  const size = await db
    .selectFrom('print_sizes')
    .select('price_paise')
    .where('print_type', '=', printType)
    .where('size', '=', printSize)
    .executeTakeFirst();
  if (!size) throw badRequest(visitorText('orders.unknownPrintOption'));
  await db.transaction().execute((trx) =>
    updateInStep(trx, order, 'place', {
      state: 'placed',
      print_type: printType,
      print_size: printSize,
      dedication: message,
      subtotal_paise: size.price_paise,
      shipping_paise: null,
      discount_paise: 0,
      total_paise: null,
      coupon_code: null,
    }),
  );
}

/** The title the book is called by: its story's, in the book's language (a Hindi book by its Hindi title). */
async function storyTitle(db: Db, requestUuid: string): Promise<string> {
  const story = await db
    .selectFrom('book_requests')
    .innerJoin('products', 'products.product_id', 'book_requests.product_id')
    .select(['book_requests.language', 'products.title', 'products.story_pages', 'products.story_translations'])
    .where('book_requests.request_uuid', '=', requestUuid)
    .executeTakeFirstOrThrow();
  return bookStory(story, story.language).title;
}

async function checkoutResponse(db: Db, requestUuid: string): Promise<CheckoutResponse> {
  const order = await requireOrder(db, requestUuid);
  const names = await printOptionNames(db, order.print_type ?? '', order.print_size ?? '');
  return {
    bookTitle: await storyTitle(db, requestUuid),
    printType: order.print_type ?? '',
    printTypeNames: inEachLanguage((language) => names[language].printType),
    subTotal: toRupees(order.subtotal_paise ?? 0),
    shippingCost: toRupees(order.shipping_paise ?? 0),
    totalCost: toRupees(order.total_paise ?? 0),
    currency: order.currency,
    customerName: order.customer_name,
    customerEmail: order.customer_email,
    customerPhoneNumber: order.customer_phone,
    requestUuid,
  };
}

/** PATCH /checkout: addresses checked, shipping from the delivery country, total = subtotal + shipping. */
export async function checkoutProductOrder(db: Db, requestUuid: string, delivery: Address, billing: Address): Promise<CheckoutResponse> {
  const order = await requireOrder(db, requestUuid);
  assertStep(order, 'checkout');
  const { country, address: deliveryAddress } = await checkAddress(db, delivery, 'Delivery');
  const { address: billingAddress } = await checkAddress(db, billing, 'Billing');
  const rate = await db.selectFrom('shipping_rates').select('cost_paise').where('country_code', '=', country).executeTakeFirst();
  if (!rate) throw badRequest(visitorText('orders.noShippingRate'));
  const subtotal = order.subtotal_paise ?? 0;
  await db.transaction().execute((trx) =>
    updateInStep(trx, order, 'checkout', {
      state: 'checked_out',
      delivery_address: JSON.stringify(deliveryAddress),
      billing_address: JSON.stringify(billingAddress),
      shipping_paise: rate.cost_paise,
      discount_paise: 0,
      coupon_code: null,
      total_paise: totalPaise(subtotal, rate.cost_paise, 0),
    }),
  );
  return checkoutResponse(db, requestUuid);
}

/**
 * PATCH /discount: a valid coupon sets the discount; an invalid one resets it to none. A coupon takes
 * one of its uses when applied (couponHolds.ts); the order keeps it until it changes or pays.
 */
export async function applyCoupon(db: Db, requestUuid: string, couponCode: string, language: Language): Promise<DiscountResponse> {
  const order = await requireOrder(db, requestUuid);
  assertStep(order, 'discount');
  const subtotal = order.subtotal_paise ?? 0;
  const shipping = order.shipping_paise ?? 0;
  const code = couponCode.toUpperCase();
  const coupon = await db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirst();
  return db.transaction().execute(async (trx) => {
    let refusal = couponRefusal(coupon, subtotal, now().slice(0, 10));
    if (!refusal && code !== order.coupon_code && !(await holdCoupon(trx, code))) refusal = COUPON_USED_UP;
    const discount = refusal || !coupon ? 0 : couponDiscountPaise(coupon, subtotal);
    const total = totalPaise(subtotal, shipping, discount);
    await updateInStep(trx, order, 'discount', {
      state: 'checked_out',
      discount_paise: discount,
      coupon_code: refusal ? null : code,
      total_paise: total,
    });
    return {
      discountApplied: !refusal,
      discountAmount: toRupees(discount),
      newTotalCost: toRupees(total),
      description: refusal ? refusal[language] : couponDescription(coupon!, language),
    };
  });
}

/** A coupon's description in a language: its translation, else the English one. */
function couponDescription(coupon: { description: string; translated_descriptions: string }, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return coupon.description;
  return readJsonColumn(JSON_COLUMNS.textByLanguage, coupon.translated_descriptions)[language] ?? coupon.description;
}

/** PATCH /payment_initiation: a provider order for the total computed here. */
export async function initiateProductPayment(db: Db, provider: PaymentProvider, requestUuid: string): Promise<PaymentOrderResponse> {
  const order = await requireOrder(db, requestUuid);
  assertStep(order, 'initiate');
  if (!order.total_paise || order.total_paise <= 0) throw conflict(OUT_OF_ORDER.initiate);
  const razorpayOrderId = await openPaymentOrder(db, provider, {
    requestUuid,
    paymentFor: 'product',
    amountPaise: order.total_paise,
  });
  await db.transaction().execute((trx) => updateInStep(trx, order, 'initiate', { state: 'payment_initiated' }));
  return { razorpayKeyId: provider.keyId, razorpayOrderId };
}
