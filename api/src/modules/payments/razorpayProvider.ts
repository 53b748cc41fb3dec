import { DomainError } from '../../platform/errors/domainError.js';
import { hmacHex, paymentSignature, type PaymentProvider, type ProviderPayment } from './paymentProvider.js';
import { sameText } from '../../platform/security/sameText.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string | null;
  apiUrl: string;
}

/** Razorpay: the Orders API (amounts in paise), its checkout script and its signatures. */
export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keyId: settings.keyId,
    checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    async createOrder({ amountPaise, currency, receipt, notes }) {
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency, receipt: receipt.slice(0, 40), notes }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        const reason = (error as Error).message;
        throw new DomainError('provider-failed', visitorText('payments.providerUnreachable', { reason }));
      }
      const body = (await response.json().catch(() => ({}))) as { id?: string; error?: { description?: string } };
      if (!response.ok || !body.id) {
        const reason = body.error?.description ?? `HTTP ${response.status}`;
        throw new DomainError('provider-failed', visitorText('payments.providerRefused', { reason }));
      }
      return { orderId: body.id };
    },
    async fetchPayment(paymentId) {
      const response = await fetch(`${settings.apiUrl}/v1/payments/${encodeURIComponent(paymentId)}`, {
        headers: { authorization: auth },
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (!response?.ok) return null;
      const body = (await response.json().catch(() => ({}))) as Record<string, string | undefined>;
      if (!body.order_id || !body.status) return null;
      return {
        orderId: body.order_id,
        status: body.status as ProviderPayment['status'],
        failure: {
          code: body.error_code,
          description: body.error_description,
          source: body.error_source,
          step: body.error_step,
          reason: body.error_reason,
        },
      };
    },
    verifyPaymentSignature({ orderId, paymentId, signature }) {
      return sameText(paymentSignature(settings.keySecret, orderId, paymentId), signature);
    },
    verifyWebhookSignature(rawBody, signature) {
      return settings.webhookSecret !== null && sameText(hmacHex(settings.webhookSecret, rawBody), signature);
    },
  };
}
