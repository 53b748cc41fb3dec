import type { FastifyInstance } from 'fastify';
import { API_BASE_PATH } from 'shared-contracts/constants';
import type { Db } from '../db/openDatabase.js';
import { findPayment, recordPaymentFailure, recordPaymentSuccess } from '../orders/paymentRecords.js';
import type { PaymentProvider } from './paymentProvider.js';

export const WEBHOOK_PATH = `${API_BASE_PATH}/payments/razorpay/webhook`;

interface PaymentEntity {
  id?: string;
  order_id?: string;
  amount?: number;
  error_code?: string;
  error_description?: string;
  error_source?: string;
  error_step?: string;
  error_reason?: string;
}

interface WebhookEvent {
  event?: string;
  payload?: { payment?: { entity?: PaymentEntity }; order?: { entity?: { id?: string } } };
}

/**
 * Razorpay's webhook: the signature is checked over the raw body, an event id is handled once, and a
 * paid order never moves backwards. It lets a payment count even when the payer's browser never
 * came back to confirm it.
 */
export async function webhookRoutes(app: FastifyInstance, { db, provider }: { db: Db; provider: PaymentProvider }) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    scope.post(WEBHOOK_PATH.slice(API_BASE_PATH.length), async (request, reply) => {
      const raw = request.body as string;
      const signature = request.headers['x-razorpay-signature'];
      if (typeof signature !== 'string' || !provider.verifyWebhookSignature(raw, signature)) {
        return reply.code(400).send({ detail: 'Webhook signature is missing or invalid' });
      }
      let event: WebhookEvent;
      try {
        event = JSON.parse(raw) as WebhookEvent;
      } catch {
        return reply.code(400).send({ detail: 'Webhook body is not JSON' });
      }
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
          return { status: 'amount-mismatch' };
        }
        outcome = await recordPaymentSuccess(db, payment, entity.id, delivery);
      } else if (event.event === 'payment.failed') {
        const failure = {
          code: entity.error_code,
          description: entity.error_description,
          source: entity.error_source,
          step: entity.error_step,
          reason: entity.error_reason,
        };
        outcome = await recordPaymentFailure(db, payment, failure, { reportedBy: 'provider', delivery });
      }
      if (outcome === 'duplicate') return { status: 'duplicate' };
      return { status: 'ok' };
    });
  });
}
