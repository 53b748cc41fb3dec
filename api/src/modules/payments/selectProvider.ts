import type { PaymentSettings } from './settings.js';
import type { Db } from '../../platform/db/database.js';
import { loadSecret } from '../../platform/security/secrets.js';
import type { PaymentProvider } from './paymentProvider.js';
import { razorpayProvider } from './razorpayProvider.js';
import { sandboxProvider } from './sandboxProvider.js';

/** Razorpay's credentials, or null for the offline sandbox (the choice is checked when the configuration is read). */
export function razorpaySettings(payments: PaymentSettings) {
  const { provider, razorpayKeyId: keyId, razorpayKeySecret: keySecret } = payments;
  if (provider === 'sandbox' || !keyId || !keySecret) return null;
  return { keyId, keySecret, webhookSecret: payments.razorpayWebhookSecret, apiUrl: payments.razorpayApiUrl };
}

/** Razorpay when its keys are configured, else the offline sandbox. */
export async function selectPaymentProvider(
  payments: PaymentSettings,
  db: Db,
  /** Where an earlier version kept the generated sandbox secret. */
  dataDir: string,
): Promise<{
  provider: PaymentProvider;
  sandboxSign: ((orderId: string, paymentId: string) => string) | null;
}> {
  const razorpay = razorpaySettings(payments);
  if (razorpay) return { provider: razorpayProvider(razorpay), sandboxSign: null };
  const sandbox = sandboxProvider(await loadSecret(db, payments.sandboxSecret, 'sandbox-payment-secret', dataDir));
  return { provider: sandbox, sandboxSign: sandbox.sign };
}
