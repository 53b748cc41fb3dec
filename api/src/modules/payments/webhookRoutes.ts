import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyPluginAsync } from 'fastify';
import { API_BASE_PATH } from 'contracts/constants';
import type { Db } from '../../platform/db/database.js';
import type { ShopMetrics } from '../../platform/operations/metrics.js';
import { findPayment, recordPaymentFailure, recordPaymentSuccess } from './paymentRecords.js';
import type { PaymentProvider } from './paymentProvider.js';
import type { PaymentSettlement } from './paymentSettlement.js';

export const WEBHOOK_PATH = `${API_BASE_PATH}/payments/razorpay/webhook`;

const text = Type.Optional(Type.String());

/** The parts of a Razorpay event the shop reads; everything else in it is ignored. */
const WebhookEvent = Type.Object({
  event: text,
  payload: Type.Optional(
    Type.Object({
      payment: Type.Optional(
        Type.Object({
          entity: Type.Optional(
            Type.Object({
              id: text,
              order_id: text,
              amount: Type.Optional(Type.Integer()),
              error_code: text,
              error_description: text,
              error_source: text,
              error_step: text,
              error_reason: text,
            }),
          ),
        }),
      ),
      order: Type.Optional(Type.Object({ entity: Type.Optional(Type.Object({ id: text })) })),
    }),
  ),
});

function readEvent(raw: string): Static<typeof WebhookEvent> | null {
  try {
    const event: unknown = JSON.parse(raw);
    return Value.Check(WebhookEvent, event) ? event : null;
  } catch {
    return null;
  }
}

/**
 * Razorpay's webhook: the signature is checked over the raw body, an event id is handled once, and a
 * paid order never moves backwards. It lets a payment count even when the payer's browser never
 * came back to confirm it.
 */
export const webhookRoutes: FastifyPluginAsync<{
  db: Db;
  settlement: PaymentSettlement;
  provider: PaymentProvider;
  metrics: ShopMetrics;
}> = async (app, { db, settlement, provider, metrics }) => {
  // The signature is over the bytes sent, so this plugin's JSON is kept as text.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post<{ Body: string }>(WEBHOOK_PATH.slice(API_BASE_PATH.length), async (request, reply) => {
    const raw = request.body;
    const signature = request.headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !provider.verifyWebhookSignature(raw, signature)) {
      metrics.countPayment('signature_rejected');
      return reply.code(400).send({ detail: 'Webhook signature is missing or invalid' });
    }
    const event = readEvent(raw);
    if (!event) return reply.code(400).send({ detail: 'Webhook body is not a Razorpay event' });
    const eventId = request.headers['x-razorpay-event-id'];
    // Razorpay sends the same event again until it is answered: each is handled once, and a delivery
    // whose handling failed is not marked handled, so its retry is.
    const delivery = typeof eventId === 'string' && eventId !== '' ? { eventId, event: event.event ?? 'unknown' } : undefined;
    const entity = event.payload?.payment?.entity ?? {};
    const payment = await findPayment(db, entity.order_id ?? event.payload?.order?.entity?.id ?? '');
    if (!payment) return { status: 'ignored' };
    let outcome: string = 'ok';
    if ((event.event === 'payment.captured' || event.event === 'order.paid') && entity.id) {
      if (entity.amount !== undefined && entity.amount !== payment.amount_paise) {
        request.log.warn({ orderId: payment.provider_order_id }, 'webhook amount differs from the order; not recorded');
        metrics.countPayment('amount_mismatch');
        return { status: 'amount-mismatch' };
      }
      outcome = await recordPaymentSuccess(db, settlement, payment, entity.id, delivery);
      if (outcome === 'recorded') metrics.countPayment('paid');
      if (outcome === 'order-changed') {
        request.log.warn({ orderId: payment.provider_order_id }, "payment refused: its amount is not the price of the order's facts");
        metrics.countPayment('order_changed');
      }
    } else if (event.event === 'payment.failed') {
      const failure = {
        code: entity.error_code,
        description: entity.error_description,
        source: entity.error_source,
        step: entity.error_step,
        reason: entity.error_reason,
      };
      outcome = await recordPaymentFailure(db, settlement, payment, failure, { reportedBy: 'provider', delivery });
      if (outcome === 'recorded') metrics.countPayment('failed');
    }
    if (outcome === 'duplicate') return { status: 'duplicate' };
    return { status: 'ok' };
  });
};
