import sharp, { type Metadata } from 'sharp';
import { LIMITS } from 'contracts/constants';
import { DomainError, type VisitorText } from '../../../platform/errors/domainError.js';
import { TOO_LARGE_MESSAGE } from '../../../platform/http/multipartForm.js';
import { visitorText } from '../../../platform/i18n/visitorText.js';

const UNREADABLE: VisitorText = visitorText('personalization.photo.unreadable');

/** Larger pictures are refused before decoding: a small file can unpack into gigabytes of pixels. */
export const MAX_PIXELS = 40_000_000;
/** Stored photos are scaled down to this; a face needs no more. */
const STORED_MAX_SIDE = 1600;
/** Analysis works on a smaller copy: faces are found as well and much faster. */
const ANALYSIS_MAX_SIDE = 960;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The type from the file's first bytes, whatever its name or declared type says. */
export function sniffImageType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface NormalisedPhoto {
  /** JPEG upright, at most 1600 px, with every piece of metadata (EXIF, GPS, ICC) removed. */
  jpeg: Buffer;
  width: number;
  height: number;
  /** RGB pixels of a smaller copy, for the checks. */
  analysis: RawImage;
}

/**
 * Reads an uploaded photo: size and type checked first, decoding bounded, orientation applied and
 * metadata dropped before anything is kept. Refusals are DomainErrors with the visitor's message.
 */
export async function normalisePhoto(bytes: Buffer): Promise<NormalisedPhoto> {
  if (bytes.length >= LIMITS.photoMaxBytes) throw new DomainError('too-large', TOO_LARGE_MESSAGE);
  if (!sniffImageType(bytes)) throw new DomainError('unsupported-type', visitorText('personalization.photo.unsupportedType'));
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new DomainError('invalid', UNREADABLE);
  }
  if (!metadata.width || !metadata.height) throw new DomainError('invalid', UNREADABLE);
  if (metadata.width * metadata.height > MAX_PIXELS || (metadata.pages ?? 1) > 1) {
    throw new DomainError('invalid', visitorText('personalization.photo.tooManyPixels'));
  }
  try {
    const upright = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
    const { data: jpeg, info } = await upright
      .clone()
      .resize({ width: STORED_MAX_SIDE, height: STORED_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const analysis = await sharp(jpeg)
      .resize({ width: ANALYSIS_MAX_SIDE, height: ANALYSIS_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      jpeg,
      width: info.width,
      height: info.height,
      analysis: { data: analysis.data, width: analysis.info.width, height: analysis.info.height },
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('invalid', UNREADABLE);
  }
}
