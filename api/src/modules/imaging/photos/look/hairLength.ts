import type { HairLength } from 'contracts/hero';
import type { Lab } from '../cielab.js';
import type { RawImage } from '../readPhoto.js';
import { deltaE, labsIn, shownShare, type FaceFrame } from './photoRegions.js';

/** A pixel is hair when its colour is this close to the crown's (CIELAB ΔE). */
const LIKE_HAIR = 16;
/** Shares of a band that is the hair's colour from which the hair is taken to reach it. */
const REACHES = { shoulders: 0.3, chest: 0.2 };

/** How far the hair reaches below the chin, band by band: the share of each that is hair-coloured. */
export interface HairReach {
  /** beside the neck, down to the shoulders */
  shoulders: number;
  /** over the shoulders, down the chest; null when the photo stops above it */
  chest: number | null;
}

/**
 * The share of a band along the jaw's line, from a little inside it to well outside it, on the side
 * that shows more of the hair's colour (hair often falls over one shoulder). Null when the photo does
 * not show the band.
 */
function coverage(image: RawImage, frame: FaceFrame, hair: Lab, top: number, bottom: number): number | null {
  const { width } = frame;
  const step = Math.max(1, Math.round(width / 40));
  const sides = [
    { left: frame.left - width * 0.35, right: frame.left + width * 0.15, top, bottom },
    { left: frame.right - width * 0.15, right: frame.right + width * 0.35, top, bottom },
  ].filter((box) => shownShare(image, box) > 0.6);
  if (sides.length === 0) return null;
  return Math.max(
    ...sides.map((box) => {
      const labs = labsIn(image, box, step);
      return labs.filter((p) => deltaE(p, hair) < LIKE_HAIR).length / Math.max(1, labs.length);
    }),
  );
}

/** How far down below the chin the hair of the crown's colour reaches. */
export function hairReach(image: RawImage, frame: FaceFrame, hair: Lab): HairReach | null {
  const { chinY, height } = frame;
  const shoulders = coverage(image, frame, hair, chinY + height * 0.1, chinY + height * 0.7);
  if (shoulders === null) return null;
  return { shoulders, chest: coverage(image, frame, hair, chinY + height * 0.9, chinY + height * 1.6) };
}

/**
 * The hair's length as the photo shows it: long when it reaches down the chest, to the shoulders when
 * it reaches them, short when it stops above. Hair tied back shows as short: what is proposed for it
 * is decided with the child's gender (proposeLook).
 */
export function hairLengthOf(reach: HairReach): HairLength {
  if (reach.shoulders < REACHES.shoulders) return 'short';
  return reach.chest !== null && reach.chest >= REACHES.chest ? 'long' : 'shoulder';
}
