import { randomBytes } from 'node:crypto';
import { API_BASE_PATH } from 'contracts/constants';
import { hmacHex, paymentSignature, type PaymentProvider } from './paymentProvider.js';
import { sameText } from '../../platform/security/sameText.js';

export const SANDBOX_KEY_ID = 'rzp_sandbox_herotales';
/** The checkout script's route under the API. */
export const SANDBOX_CHECKOUT_ROUTE = '/payments/sandbox/checkout.js';

/**
 * The offline provider: orders are made here, the checkout script is ours (same interface as
 * Razorpay's) and success is signed with the same HMAC scheme under a sandbox secret.
 */
export function sandboxProvider(secret: string): PaymentProvider & { sign: (orderId: string, paymentId: string) => string } {
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    checkoutScriptUrl: `${API_BASE_PATH}${SANDBOX_CHECKOUT_ROUTE}`,
    async createOrder() {
      return { orderId: `order_sbx_${randomBytes(9).toString('base64url')}` };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return sameText(paymentSignature(secret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return sameText(hmacHex(secret, rawBody), signature);
    },
    sign: (orderId, paymentId) => paymentSignature(secret, orderId, paymentId),
  };
}
