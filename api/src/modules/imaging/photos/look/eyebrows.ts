import type { Eyebrows } from 'contracts/hero';
import type { RawImage } from '../readPhoto.js';
import { cheekSkin, labsIn, median, type FaceFrame } from './photoRegions.js';

/** A brow's height over the face's (brow line to chin) at the edges of medium. */
export const MEDIUM_BROW = { from: 0.035, to: 0.06 };

/**
 * How thick the brows are: along each brow, the height of the run of pixels clearly darker than the
 * skin around its landmark, over the face's height; the median of the columns.
 */
export function browThickness(image: RawImage, frame: FaceFrame): number {
  const skin = cheekSkin(image, frame);
  const l = frame.landmarks;
  const reach = frame.height * 0.09;
  const heights: number[] = [];
  for (const point of [...l.slice(18, 21), ...l.slice(23, 26)]) {
    const column = labsIn(image, { left: point.x, right: point.x, top: point.y - reach, bottom: point.y + reach });
    heights.push(column.filter((p) => p.L < skin.L - 14).length);
  }
  return median(heights) / Math.max(1, frame.height);
}

export function eyebrowsOf(image: RawImage, frame: FaceFrame): Eyebrows {
  const thickness = browThickness(image, frame);
  return thickness < MEDIUM_BROW.from ? 'fine' : thickness > MEDIUM_BROW.to ? 'thick' : 'medium';
}
