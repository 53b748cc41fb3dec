import type { RawImage } from '../readPhoto.js';
import type { Box, FaceFrame } from './photoRegions.js';

const luma = (image: RawImage, x: number, y: number) => {
  const i = (Math.round(y) * image.width + Math.round(x)) * 3;
  return 0.299 * image.data[i] + 0.587 * image.data[i + 1] + 0.114 * image.data[i + 2];
};

/** The strongest line across the bridge (see glassesScore) from which glasses are proposed. */
export const FRAME_LINE = 32;

/**
 * The strongest horizontal line across a box: for each row, the mean change of brightness between
 * the two rows above and the two below it, the largest of the rows. A frame's bridge is a line
 * across the whole box; skin, lashes and shadows are not.
 */
function strongestLine(image: RawImage, box: Box): number {
  const [x0, x1] = [Math.max(1, Math.round(box.left)), Math.min(image.width - 2, Math.round(box.right))];
  const [y0, y1] = [Math.max(2, Math.round(box.top)), Math.min(image.height - 3, Math.round(box.bottom))];
  let strongest = 0;
  for (let y = y0; y <= y1; y += 1) {
    let sum = 0;
    for (let x = x0; x <= x1; x += 1)
      sum += Math.abs(luma(image, x, y + 1) + luma(image, x, y + 2) - luma(image, x, y - 1) - luma(image, x, y - 2));
    if (x1 > x0) strongest = Math.max(strongest, sum / (x1 - x0 + 1));
  }
  return strongest;
}

/**
 * How clearly a frame's bridge crosses the nose between the eyes: the strongest line there. Eyeliner,
 * lashes and brows do not reach it; a frame does, whatever its shape.
 */
export function glassesScore(image: RawImage, frame: FaceFrame): number {
  const l = frame.landmarks;
  const gap = l[42].x - l[39].x;
  return strongestLine(image, {
    left: l[39].x + gap * 0.2,
    right: l[42].x - gap * 0.2,
    top: l[27].y - frame.height * 0.06,
    bottom: l[28].y + frame.height * 0.02,
  });
}

/** Glasses are proposed when their bridge clearly shows: round ones; the parent may choose square. */
export const wearsGlasses = (image: RawImage, frame: FaceFrame) => glassesScore(image, frame) > FRAME_LINE;
