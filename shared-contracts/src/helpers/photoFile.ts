import { LIMITS } from 'contracts/constants';
import type { SiteMessage } from '../messages/siteMessages.js';

/** Why a chosen photo cannot be sent, as keys of the site's messages (worded in the visitor's language). */
export interface PhotoRefusal {
  /** The upload's one message for a photo it refuses, whether by size or by type (docs/product.md#photo). */
  message: SiteMessage;
  /** Said after it for a photo of another type, which the message alone would leave puzzling. */
  reason?: SiteMessage;
}

/**
 * Checks a chosen photo before it is sent: an image of an accepted type under 5 MB (a file of
 * exactly 5 MB is refused, as the server refuses it). Answers what to show, or null when the file
 * may be uploaded. The server checks the bytes again.
 */
export function checkPhotoFile(file: Pick<File, 'size' | 'type'>): PhotoRefusal | null {
  if (file.size >= LIMITS.photoMaxBytes) return { message: 'photo.tooLarge' };
  if (!LIMITS.photoTypes.includes(file.type)) return { message: 'photo.tooLarge', reason: 'photo.wrongType' };
  return null;
}
