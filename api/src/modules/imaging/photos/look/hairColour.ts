import { HAIR_COLOURS, type HairColour } from 'contracts/hero';
import { hexToLab, type Lab } from '../cielab.js';
import type { RawImage } from '../readPhoto.js';
import { cheekSkin, deltaE, labsIn, medianLab, type FaceFrame } from './photoRegions.js';

/** The hair as the photo shows it on the crown: its colour, and the palette colour it is painted in. */
export interface HairSample {
  lab: Lab;
  name: HairColour;
}

const PAINTED = HAIR_COLOURS.map((colour) => ({ name: colour.name, lab: hexToLab(colour.hex) }));

/**
 * The child's hair colour, read from the band above the brows (the hairline and the front of the
 * crown), leaving out what is the face's own skin, then the middle of what remains; the nearest
 * painted colour is proposed. Null when the photo shows too little hair to tell.
 */
export function hairSample(image: RawImage, frame: FaceFrame): HairSample | null {
  const band = {
    left: frame.left + frame.width * 0.1,
    right: frame.right - frame.width * 0.1,
    top: frame.browY - frame.height * 0.45,
    bottom: frame.browY - frame.height * 0.12,
  };
  const step = Math.max(1, Math.round(frame.width / 48));
  const pixels = labsIn(image, band, step);
  if (pixels.length < 16) return null;
  const skin = cheekSkin(image, frame);
  // Hair is darker than the skin beside it, or clearly another colour.
  const hair = pixels.filter((p) => p.L < skin.L - 12 || Math.hypot(p.a - skin.a, p.b - skin.b) > 18);
  if (hair.length < pixels.length * 0.15) return null;
  const lab = medianLab(hair);
  const nearest = [...PAINTED].sort((p, q) => deltaE(p.lab, lab) - deltaE(q.lab, lab))[0];
  return { lab, name: nearest.name };
}
