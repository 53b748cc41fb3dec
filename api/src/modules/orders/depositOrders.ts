import type { DepositOrderRequest, PaymentOrderResponse } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { conflict } from '../../platform/errors/domainError.js';
import { type PaymentProvider, openPaymentOrder } from '../payments/index.js';
import { requireBookRequest } from '../personalization/index.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

/** POST /orders (deposit): the token payment that unlocks more preview pages, priced by the product. */
export async function createDepositOrder(db: Db, provider: PaymentProvider, body: DepositOrderRequest): Promise<PaymentOrderResponse> {
  const book = await requireBookRequest(db, body.requestUuid);
  const existing = await db.selectFrom('deposit_orders').select('state').where('request_uuid', '=', body.requestUuid).executeTakeFirst();
  if (existing?.state === 'paid') throw conflict(visitorText('orders.depositPaid'));
  const now = new Date().toISOString();
  const row = {
    state: 'created' as const,
    customer_name: body.name.trim(),
    customer_email: body.email.trim(),
    customer_phone: body.phoneNumber,
    country: body.country.trim(),
    amount_paise: book.deposit_paise,
    currency: 'INR',
    updated_at: now,
  };
  await db
    .insertInto('deposit_orders')
    .values({ request_uuid: body.requestUuid, ...row, created_at: now, paid_at: null })
    .onConflict((oc) => oc.column('request_uuid').doUpdateSet(row).where('deposit_orders.state', '!=', 'paid'))
    .execute();
  const razorpayOrderId = await openPaymentOrder(db, provider, {
    requestUuid: body.requestUuid,
    paymentFor: 'deposit',
    amountPaise: book.deposit_paise,
  });
  return { razorpayKeyId: provider.keyId, razorpayOrderId };
}
