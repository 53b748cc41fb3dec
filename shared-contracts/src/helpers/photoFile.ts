import { LIMITS } from '../constants.js';
import type { Failure } from '../api/apiErrors.js';

export const PHOTO_MESSAGES = {
  /** The specification's one message for a photo it refuses, whether by size or by type. */
  tooLarge: 'File size exceeds the 5 MB limit. Please upload a smaller image.',
  /** Said after it for a photo of another type, which the message alone would leave puzzling. */
  wrongType: 'Please choose a JPEG, PNG or WEBP image.',
  /** The server's 413. */
  rejectedAsTooLarge: 'Image too large, upload an image smaller than 5 MB',
} as const;

/**
 * Checks a chosen photo before it is sent: an image of an accepted type under 5 MB (a file of
 * exactly 5 MB is refused, as the server refuses it). Answers what to show, or null when the file
 * may be uploaded. The server checks the bytes again.
 */
export function checkPhotoFile(file: Pick<File, 'size' | 'type'>): Failure | null {
  if (file.size >= LIMITS.photoMaxBytes) return { message: PHOTO_MESSAGES.tooLarge };
  if (!LIMITS.photoTypes.includes(file.type)) return { message: PHOTO_MESSAGES.tooLarge, reason: PHOTO_MESSAGES.wrongType };
  return null;
}
