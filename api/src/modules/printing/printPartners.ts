import type { ServerConfig } from '../../platform/config/config.js';
import { filesPartner } from './filesPartner.js';
import { luluPartner } from './luluPartner.js';
import type { PrintPartner } from './printPartner.js';

/** The partner the settings name; the shop's own address is the one the partner writes to. */
export function printPartnerFor(settings: ServerConfig['printPartner'], shopEmail: string): PrintPartner {
  return settings.provider === 'lulu' ? luluPartner({ ...settings, contactEmail: shopEmail }) : filesPartner();
}
