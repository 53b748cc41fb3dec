import type { ServerSettings } from '../../platform/config/environment.js';
import { text, textOr, secret, choice, type SectionValues, type SettingsSection } from '../../platform/config/settingKinds.js';

/** The payments section of the configuration: the provider and its keys. */
export const PAYMENT_SETTINGS = {
  provider: choice(
    'PAYMENT_PROVIDER',
    ['razorpay', 'sandbox'],
    'the payment provider, chosen explicitly on a public storefront so it never takes test payments by a missing key; production needs `razorpay` with its keys and webhook secret, and mounts no sandbox payment route',
    'unset: Razorpay when its keys are set, else the sandbox; required when `SITE_ORIGIN` is https',
  ),
  razorpayKeyId: text(
    'RAZORPAY_KEY_ID',
    'Razorpay API key id (with `RAZORPAY_KEY_SECRET`, or neither)',
    'unset: the offline sandbox provider',
  ),
  razorpayKeySecret: text(
    'RAZORPAY_KEY_SECRET',
    'Razorpay API key secret (with `RAZORPAY_KEY_ID`, or neither)',
    'unset: the offline sandbox provider',
    { secret: true },
  ),
  razorpayWebhookSecret: text(
    'RAZORPAY_WEBHOOK_SECRET',
    'secret of the Razorpay webhook sent to `/api/payments/razorpay/webhook`',
    'unset: webhooks refused',
    { secret: true },
  ),
  razorpayApiUrl: textOr('RAZORPAY_API_URL', 'https://api.razorpay.com', 'Razorpay API address'),
  sandboxSecret: secret('SANDBOX_PAYMENT_SECRET', 'signs sandbox payments', 'generated once into the database, like `SESSION_SECRET`'),
} satisfies SettingsSection;

export type PaymentSettings = SectionValues<typeof PAYMENT_SETTINGS>;

/** What a production start needs of payments: Razorpay chosen, with its keys and webhook secret. */
export function paymentProductionNeeds(payments: PaymentSettings): string[] {
  const required = {
    RAZORPAY_KEY_ID: payments.razorpayKeyId,
    RAZORPAY_KEY_SECRET: payments.razorpayKeySecret,
    RAZORPAY_WEBHOOK_SECRET: payments.razorpayWebhookSecret,
  };
  return [
    ...(payments.provider === 'razorpay' ? [] : ['PAYMENT_PROVIDER=razorpay']),
    ...Object.entries(required)
      .filter(([, value]) => !value)
      .map(([name]) => name),
  ];
}

/**
 * The payment settings a start refuses: a storefront with a public https origin must name its
 * provider, so it never takes test payments by a missing key; Razorpay's keys come together.
 */
export function paymentSettingsRefusal(payments: PaymentSettings, server: Pick<ServerSettings, 'siteOrigin'>): string | null {
  const { provider, razorpayKeyId, razorpayKeySecret } = payments;
  if (provider === null && server.siteOrigin.startsWith('https://'))
    return `SITE_ORIGIN ${server.siteOrigin} is public: set PAYMENT_PROVIDER=razorpay (with its keys), or PAYMENT_PROVIDER=sandbox to take test payments on purpose`;
  const razorpayWanted = provider === 'razorpay' || Boolean(razorpayKeyId || razorpayKeySecret);
  if (provider !== 'sandbox' && razorpayWanted && !(razorpayKeyId && razorpayKeySecret))
    return 'Set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for Razorpay, or neither for the sandbox';
  return null;
}
