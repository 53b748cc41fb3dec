import type { PrintingSettings } from './settings.js';
import type { PrintPartnerName } from '../catalogue/index.js';
import { filesPartner } from './filesPartner.js';
import { luluPartner } from './luluPartner.js';
import { gelatoPartner } from './gelatoPartner.js';
import type { PrintPartner } from './printPartner.js';

/** The partners books may go to: `files` always, each other one when the shop sends to partners and its credentials are set. */
export type PrintPartners = { files: PrintPartner } & Partial<Record<Exclude<PrintPartnerName, 'files'>, PrintPartner>>;

/** The partners the settings name (each one's credentials are checked together when they are read); the shop's own address is the one Lulu writes to. */
export function printPartnersFor(printing: PrintingSettings, shopEmail: string): PrintPartners {
  const partners: PrintPartners = { files: filesPartner() };
  if (printing.provider !== 'partners') return partners;
  const { luluClientKey, luluClientSecret, luluWebhookSecret, gelatoApiKey, gelatoWebhookToken } = printing;
  if (gelatoApiKey && gelatoWebhookToken)
    partners.gelato = gelatoPartner({
      orderApiUrl: printing.gelatoApiUrl,
      productApiUrl: printing.gelatoProductApiUrl,
      apiKey: gelatoApiKey,
      webhookToken: gelatoWebhookToken,
      shipmentMethod: printing.gelatoShipmentMethod,
    });
  if (luluClientKey && luluClientSecret && luluWebhookSecret)
    partners.lulu = luluPartner({
      apiUrl: printing.luluApiUrl,
      clientKey: luluClientKey,
      clientSecret: luluClientSecret,
      webhookSecret: luluWebhookSecret,
      shippingLevel: printing.luluShippingLevel ?? 'MAIL',
      contactEmail: shopEmail,
    });
  return partners;
}
