import type { HeroLook } from 'contracts/hero';
import type { RawImage } from '../readPhoto.js';
import { mean, type Box, type FaceFrame } from './photoRegions.js';

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

/** Glasses are proposed when their bridge clearly shows. */
const wearsGlasses = (image: RawImage, frame: FaceFrame) => glassesScore(image, frame) > FRAME_LINE;

/**
 * Above this, the lenses' lower rims hold their line across the lens (see rimHold): square frames.
 * The labelled photos' square frames hold 0.97, round ones 0.78-0.86.
 */
export const SQUARE_RIM = 0.92;

/**
 * How far the lower rim under each eye holds one line across the lens: the strongest line under
 * the eye across most of its width, against the same across its middle. A square rim's bottom is
 * straight, so it stays as strong; a round one curves up away from the line. Scale and contrast
 * free: the same for thin or thick, dark or light frames.
 */
export function rimHold(image: RawImage, frame: FaceFrame): number {
  const l = frame.landmarks;
  const holds = [l.slice(36, 42), l.slice(42, 48)].map((eye) => {
    const centre = mean(eye);
    const wide = eye[3].x - eye[0].x;
    const under = (spread: number) =>
      strongestLine(image, {
        left: centre.x - wide * spread,
        right: centre.x + wide * spread,
        top: centre.y + wide * 0.3,
        bottom: centre.y + wide * 1.4,
      });
    const middle = under(0.5);
    return middle > 0 ? under(0.8) / middle : 0;
  });
  return (holds[0] + holds[1]) / 2;
}

/** The glasses proposed from the photo: none unless their bridge clearly shows, then by their rims' shape. */
export function glassesOf(image: RawImage, frame: FaceFrame): HeroLook['glasses'] {
  if (!wearsGlasses(image, frame)) return 'none';
  return rimHold(image, frame) > SQUARE_RIM ? 'square' : 'round';
}
