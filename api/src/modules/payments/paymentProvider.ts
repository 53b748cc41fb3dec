import { createHmac } from 'node:crypto';
import type { PaymentFailure } from './paymentSettlement.js';

export interface CreatedPaymentOrder {
  orderId: string;
}

/** A payment as the provider itself reports it. */
export interface ProviderPayment {
  orderId: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  failure: PaymentFailure;
}

/**
 * What the order flow needs from a card payment provider. Razorpay and the offline sandbox both
 * implement it with the same checkout script interface and the same signature scheme.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'sandbox';
  /** The public key the checkout script is opened with. */
  readonly keyId: string;
  /** Where the storefront loads the checkout script from. */
  readonly checkoutScriptUrl: string;
  createOrder(input: {
    amountPaise: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<CreatedPaymentOrder>;
  /** Checks the signature the checkout handed the payer: HMAC-SHA256 of `order_id|payment_id`. */
  verifyPaymentSignature(input: { orderId: string; paymentId: string; signature: string }): boolean;
  /** Checks a webhook's signature over its raw body; false when webhooks are not configured. */
  verifyWebhookSignature(rawBody: string, signature: string): boolean;
  /**
   * Asks the provider about a payment, for a failure only the payer's browser reported. A provider
   * that records every outcome itself as it happens (the sandbox) has no need of it.
   */
  fetchPayment?(paymentId: string): Promise<ProviderPayment | null>;
}

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** The signature Razorpay's checkout returns on success, and the sandbox reproduces. */
export function paymentSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}
