import type { RawImage } from '../readPhoto.js';
import { cheekSkin, labsIn, type FaceFrame } from './photoRegions.js';

/**
 * A bindi: a small spot between the brows, red or dark against the forehead's skin. The share of the
 * spot's place (just above the nose's top, between the brows' inner ends) that is clearly red or
 * dark, where the rest of the forehead is not.
 */
export function bindiShare(image: RawImage, frame: FaceFrame): number {
  const l = frame.landmarks;
  const skin = cheekSkin(image, frame);
  const size = frame.height * 0.09;
  const cx = (l[21].x + l[22].x) / 2;
  const top = frame.browY - size * 1.2;
  const spot = labsIn(image, { left: cx - size / 2, right: cx + size / 2, top, bottom: frame.browY + size * 0.2 });
  const marked = (p: { L: number; a: number }) => p.a > skin.a + 16 || p.L < skin.L - 32;
  return spot.length ? spot.filter(marked).length / spot.length : 0;
}

export const hasBindi = (image: RawImage, frame: FaceFrame) => {
  const share = bindiShare(image, frame);
  return share > 0.03 && share < 0.6;
};
