import { readStorefrontConfig } from '../config/runtimeConfig.js';

/** What the payment widget answers on success (Razorpay's handler payload). */
export interface CheckoutSuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Razorpay's payment.failed payload. */
export interface CheckoutFailure {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export type CheckoutOutcome =
  { kind: 'success'; response: CheckoutSuccess } | { kind: 'failed'; response: CheckoutFailure } | { kind: 'dismissed' };

export interface PaymentWidgetRequest {
  key: string;
  orderId: string;
  /** In paise. */
  amount: number;
  description: string;
  prefill: { name: string; email: string; contact: string };
  notes?: Record<string, string>;
}

interface CheckoutWidget {
  open(): void;
  on(event: 'payment.failed', callback: (response: CheckoutFailure) => void): void;
}
type CheckoutConstructor = new (options: object) => CheckoutWidget;

let loading: Promise<CheckoutConstructor> | null = null;

/** Loads the provider's checkout script once (Razorpay's, or the sandbox's with the same interface). */
export function loadCheckoutScript(url = readStorefrontConfig().checkoutScriptUrl): Promise<CheckoutConstructor> {
  const existing = (window as unknown as { Razorpay?: CheckoutConstructor }).Razorpay;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const loaded = (window as unknown as { Razorpay?: CheckoutConstructor }).Razorpay;
      if (loaded) resolve(loaded);
      else reject(new Error('The payment script did not load.'));
    };
    script.onerror = () => reject(new Error('The payment script could not be loaded.'));
    document.head.appendChild(script);
  }).catch((error: Error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Opens the payment widget for a server-created order and settles with what the payer did: paid
 * (also after declined attempts, which the widget lets the payer retry), failed (closed after a
 * declined attempt, with the last one), or closed the widget.
 */
export async function openCheckout(request: PaymentWidgetRequest, siteName: string): Promise<CheckoutOutcome> {
  const Checkout = await loadCheckoutScript();
  let declined: CheckoutFailure | null = null;
  return new Promise<CheckoutOutcome>((resolve) => {
    const widget = new Checkout({
      key: request.key,
      order_id: request.orderId,
      amount: request.amount,
      currency: 'INR',
      name: siteName,
      description: request.description,
      prefill: request.prefill,
      notes: request.notes ?? {},
      theme: { color: '#6c4ab6' },
      handler: (response: CheckoutSuccess) => resolve({ kind: 'success', response }),
      modal: { ondismiss: () => resolve(declined ? { kind: 'failed', response: declined } : { kind: 'dismissed' }) },
    });
    widget.on('payment.failed', (response) => (declined = response));
    widget.open();
  });
}
