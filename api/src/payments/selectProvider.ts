import type { ServerConfig } from '../config.js';
import { loadSecret } from '../security/secrets.js';
import type { PaymentProvider } from './paymentProvider.js';
import { razorpayProvider } from './razorpayProvider.js';
import { sandboxProvider } from './sandboxProvider.js';

/** Razorpay when its keys are configured, else the offline sandbox. */
export function selectPaymentProvider(config: ServerConfig): {
  provider: PaymentProvider;
  sandboxSign: ((orderId: string, paymentId: string) => string) | null;
} {
  if (config.razorpay) return { provider: razorpayProvider(config.razorpay), sandboxSign: null };
  const sandbox = sandboxProvider(loadSecret(config.sandboxPaymentSecret, config.dataDir, 'sandbox-payment-secret'));
  return { provider: sandbox, sandboxSign: sandbox.sign };
}
