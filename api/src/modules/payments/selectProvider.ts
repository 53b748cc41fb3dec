import type { ServerConfig } from '../../platform/config/config.js';
import type { Db } from '../../platform/db/openDatabase.js';
import { loadSecret } from '../../platform/security/secrets.js';
import type { PaymentProvider } from './paymentProvider.js';
import { razorpayProvider } from './razorpayProvider.js';
import { sandboxProvider } from './sandboxProvider.js';

/** Razorpay when its keys are configured, else the offline sandbox. */
export async function selectPaymentProvider(
  config: ServerConfig,
  db: Db,
): Promise<{
  provider: PaymentProvider;
  sandboxSign: ((orderId: string, paymentId: string) => string) | null;
}> {
  if (config.razorpay) return { provider: razorpayProvider(config.razorpay), sandboxSign: null };
  const sandbox = sandboxProvider(await loadSecret(db, config.sandboxPaymentSecret, 'sandbox-payment-secret', config.dataDir));
  return { provider: sandbox, sandboxSign: sandbox.sign };
}
