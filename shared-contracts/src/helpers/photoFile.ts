import { LIMITS } from '../constants.js';

export const PHOTO_MESSAGES = {
  tooLarge: 'File size exceeds the 5 MB limit. Please upload a smaller image.',
  wrongType: 'Please choose a JPEG, PNG or WEBP image.',
  /** The server's 413. */
  rejectedAsTooLarge: 'Image too large, upload an image smaller than 5 MB',
} as const;

/**
 * Checks a chosen photo before it is sent: an image of an accepted type under 5 MB. Answers the
 * message to show, or null when the file may be uploaded. The server checks the bytes again.
 */
export function checkPhotoFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > LIMITS.photoMaxBytes) return PHOTO_MESSAGES.tooLarge;
  if (!LIMITS.photoTypes.includes(file.type)) return PHOTO_MESSAGES.wrongType;
  return null;
}
