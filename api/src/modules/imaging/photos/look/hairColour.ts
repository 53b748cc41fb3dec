import { HAIR_COLOURS, type HairColour } from 'contracts/hero';
import { hexToLab, type Lab } from '../cielab.js';
import type { RawImage } from '../readPhoto.js';
import { cheekSkin, deltaE, labAt, medianLab, type FaceFrame } from './photoRegions.js';
import { headAxes } from './headAxes.js';

/** The hair colours only a grown-up's is read as (GROWN_UP_HAIR). */
export type GreyingHair = 'grey' | 'white';

/** The hair as the photo shows it on the crown: its colour, and the palette colour it is painted in. */
export interface HairSample {
  lab: Lab;
  name: HairColour;
}

/** The colours on the crown: an arc over the head, turned with it, between the hairline and the top of the head. */
function crownPixels(image: RawImage, frame: FaceFrame): Lab[] {
  const head = headAxes(frame);
  const pixels: Lab[] = [];
  for (let degrees = -70; degrees <= 70; degrees += 5) {
    for (const reach of [0.8, 0.88, 0.96]) {
      const lab = labAt(image, head.at(degrees, reach));
      if (lab) pixels.push(lab);
    }
  }
  return pixels;
}

const PAINTED = HAIR_COLOURS.map((colour) => ({ name: colour.name, lab: hexToLab(colour.hex) }));

/**
 * The child's hair colour, read on the crown: an arc over the head, turned with it, between the
 * hairline and the top of the head, where the hair is whatever the pose. What is the face's own skin
 * is left out, then the middle of what remains is named by the nearest painted colour. Null when
 * the photo shows too little hair to tell.
 */
export function hairSample(image: RawImage, frame: FaceFrame): HairSample | null {
  const pixels = crownPixels(image, frame);
  if (pixels.length < 30) return null;
  const skin = cheekSkin(image, frame);
  // Hair is darker than the skin beside it, or clearly another colour.
  const hair = pixels.filter((p) => p.L < skin.L - 12 || Math.hypot(p.a - skin.a, p.b - skin.b) > 18);
  if (hair.length < pixels.length * 0.15) return null;
  const lab = medianLab(hair);
  const nearest = [...PAINTED].sort((p, q) => deltaE(p.lab, lab) - deltaE(q.lab, lab))[0];
  return { lab, name: nearest.name };
}

/**
 * A grown-up's grey or white hair, which the child's palette has no name for: most of the crown
 * without colour (grey has almost none), clearly unlike the skin, and light (black hair is without
 * colour too, but dark). Null when the crown is not grey or white, or shows too little to tell.
 */
export function greyingHair(image: RawImage, frame: FaceFrame): GreyingHair | null {
  const pixels = crownPixels(image, frame);
  if (pixels.length < 30) return null;
  const skin = cheekSkin(image, frame);
  const pale = pixels.filter((p) => Math.hypot(p.a, p.b) < 10 && p.L > 45 && deltaE(p, skin) > 12);
  if (pale.length < pixels.length * 0.4) return null;
  return medianLab(pale).L >= 78 ? 'white' : 'grey';
}
