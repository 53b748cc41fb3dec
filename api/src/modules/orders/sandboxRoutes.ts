import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../platform/db/database.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import type { ReviewWindow } from './reviewWindow.js';
import { badRequest, conflict, notFound } from '../../platform/errors/domainError.js';
import { findPayment, recordPaymentFailure, recordPaymentSuccess, SANDBOX_CHECKOUT_ROUTE } from '../payments/index.js';
import { orderSettlement } from './orderSettlement.js';
import { ORDER_PAID } from './productOrders.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

/** Test cards of the sandbox, as on the payment dialog. */
export const SANDBOX_CARDS = { success: '4111111111111111', declined: '4000000000000002' };

const SCRIPT_FILE = fileURLToPath(new URL('../../../public/sandbox-checkout.js', import.meta.url));

const PayBody = Type.Object({ orderId: Type.String({ minLength: 1, maxLength: 100 }), cardNumber: Type.String({ maxLength: 30 }) });

/**
 * The sandbox's side of a card payment: the checkout script and the "bank" it talks to. Paying
 * records the result at once, as Razorpay's webhook would.
 */
export const sandboxRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  jobs: JobQueue;
  review: ReviewWindow;
  sign: (orderId: string, paymentId: string) => string;
}> = async (app, { db, jobs, review, sign }) => {
  const settlement = orderSettlement(jobs, review);
  const script = readFileSync(SCRIPT_FILE, 'utf8');

  app.get(SANDBOX_CHECKOUT_ROUTE, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script),
  );

  app.post('/payments/sandbox/pay', { schema: { body: PayBody } }, async (request) => {
    const { orderId, cardNumber } = request.body;
    const payment = await findPayment(db, orderId);
    if (!payment || payment.provider !== 'sandbox') throw notFound(visitorText('orders.sandbox.noSuchPaymentOrder'));
    if (payment.status === 'paid') throw conflict(ORDER_PAID);
    const card = cardNumber.replace(/\D/g, '');
    const paymentId = `pay_sbx_${randomBytes(9).toString('base64url')}`;
    if (card === SANDBOX_CARDS.success) {
      await recordPaymentSuccess(db, settlement, payment, paymentId);
      return { razorpay_payment_id: paymentId, razorpay_order_id: orderId, razorpay_signature: sign(orderId, paymentId) };
    }
    if (card === SANDBOX_CARDS.declined) {
      const error = {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your card was declined by the bank.',
        source: 'bank',
        step: 'payment_authorization',
        reason: 'card_declined',
      };
      await recordPaymentFailure(db, settlement, payment, error, { reportedBy: 'provider' });
      return { error: { ...error, metadata: { order_id: orderId, payment_id: paymentId } } };
    }
    const { success, declined } = SANDBOX_CARDS;
    throw badRequest(visitorText('orders.sandbox.useTestCard', { success, declined }));
  });
};
