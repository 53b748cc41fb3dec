import type { Db } from '../../platform/db/database.js';

/** The payments made or tried for a request, for the parent's export: what for, how much, the provider's references and any failure. */
export async function paymentPersonalData(db: Db, requestUuid: string) {
  const rows = await db
    .selectFrom('payments')
    .select([
      'payment_for',
      'provider',
      'amount_paise',
      'currency',
      'status',
      'provider_order_id',
      'provider_payment_id',
      'error_description',
      'created_at',
    ])
    .where('request_uuid', '=', requestUuid)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    for: row.payment_for,
    provider: row.provider,
    amount: row.amount_paise / 100,
    currency: row.currency,
    status: row.status,
    providerOrderId: row.provider_order_id,
    providerPaymentId: row.provider_payment_id,
    failure: row.error_description,
    createdAt: row.created_at,
  }));
}
