import type { Config } from '../../platform/config/config.js';
import { filesPartner } from './filesPartner.js';
import { luluPartner } from './luluPartner.js';
import { gelatoPartner } from './gelatoPartner.js';
import type { PrintPartner } from './printPartner.js';

/** The partner the settings name (its credentials are checked together when they are read); the shop's own address is the one Lulu writes to. */
export function printPartnerFor(printing: Config['printing'], shopEmail: string): PrintPartner {
  const { provider, luluApiUrl, luluClientKey, luluClientSecret, luluWebhookSecret, gelatoApiKey, gelatoWebhookToken } = printing;
  if (provider === 'gelato' && gelatoApiKey && gelatoWebhookToken)
    return gelatoPartner({
      orderApiUrl: printing.gelatoApiUrl,
      productApiUrl: printing.gelatoProductApiUrl,
      apiKey: gelatoApiKey,
      webhookToken: gelatoWebhookToken,
      shipmentMethod: printing.gelatoShipmentMethod,
    });
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
