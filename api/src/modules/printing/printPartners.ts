import type { Config } from '../../platform/config/config.js';
import { filesPartner } from './filesPartner.js';
import { luluPartner } from './luluPartner.js';
import type { PrintPartner } from './printPartner.js';

/** The partner the settings name (Lulu's credentials are checked together when they are read); the shop's own address is the one the partner writes to. */
export function printPartnerFor(printing: Config['printing'], shopEmail: string): PrintPartner {
  const { provider, luluApiUrl, luluClientKey, luluClientSecret, luluWebhookSecret } = printing;
  if (provider !== 'lulu' || !luluClientKey || !luluClientSecret || !luluWebhookSecret) return filesPartner();
  return luluPartner({
    apiUrl: luluApiUrl,
    clientKey: luluClientKey,
    clientSecret: luluClientSecret,
    webhookSecret: luluWebhookSecret,
    shippingLevel: printing.luluShippingLevel ?? 'MAIL',
    contactEmail: shopEmail,
  });
}
