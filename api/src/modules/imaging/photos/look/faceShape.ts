import type { FaceShape } from 'contracts/hero';
import type { FaceFrame } from './photoRegions.js';

/** Length over width of the lower face (brow line to chin over the jaw's width) at the edges of oval. */
export const OVAL = { from: 0.9, to: 1.1 };

/**
 * The face's length over its width, from the jaw landmarks: the brow line to the chin, over the
 * width between the jaw's ends, with the jaw's taper (a round face keeps its width down to the chin).
 */
export function faceLengthRatio(frame: FaceFrame): number {
  const l = frame.landmarks;
  const jaw = Math.hypot(l[12].x - l[4].x, l[12].y - l[4].y);
  const taper = jaw / Math.max(1, frame.width);
  return frame.height / Math.max(1, frame.width) - (taper - 0.8) * 0.3;
}

export function faceShapeOf(frame: FaceFrame): FaceShape {
  const ratio = faceLengthRatio(frame);
  return ratio < OVAL.from ? 'round' : ratio > OVAL.to ? 'long' : 'oval';
}
