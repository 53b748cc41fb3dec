import type { Point } from '../faceDetector.js';
import { mean, type FaceFrame } from './photoRegions.js';

/** The head turned with the face: points measured from between the eyes, along and across the face. */
export interface HeadAxes {
  /**
   * The point `up` head-heights up the face (the chin is at -1) and `across` half-widths towards the
   * photo's right (the jaw's ends are near -0.87 and 0.87), whatever the head's tilt.
   */
  point(up: number, across: number): Point;
  /** The point on the head's outline `degrees` from straight up the face (positive towards the photo's right), at `reach` of it. */
  at(degrees: number, reach: number): Point;
  /** From between the eyes to the chin, in pixels. */
  tall: number;
  /** Half the head's width, in pixels. */
  wide: number;
}

/**
 * The head from the landmarks, centred between the eyes and turned with the line through them: as
 * wide as the jaw and a little more, and reaching as far above the eyes as the chin is below.
 */
export function headAxes(frame: FaceFrame): HeadAxes {
  const l = frame.landmarks;
  const [left, right] = [mean(l.slice(36, 42)), mean(l.slice(42, 48))];
  const centre = mean([left, right]);
  const eyes = Math.hypot(right.x - left.x, right.y - left.y);
  const across = { x: (right.x - left.x) / eyes, y: (right.y - left.y) / eyes };
  const up = { x: across.y, y: -across.x };
  const tall = Math.hypot(l[8].x - centre.x, l[8].y - centre.y);
  const wide = (Math.hypot(l[16].x - l[0].x, l[16].y - l[0].y) / 2) * 1.15;
  const point = (u: number, v: number) => ({
    x: centre.x + up.x * u * tall + across.x * v * wide,
    y: centre.y + up.y * u * tall + across.y * v * wide,
  });
  return {
    tall,
    wide,
    point,
    at(degrees, reach) {
      const angle = (degrees * Math.PI) / 180;
      return point(Math.cos(angle) * reach, Math.sin(angle) * reach);
    },
  };
}
