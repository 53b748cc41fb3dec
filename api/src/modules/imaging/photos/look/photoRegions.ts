/**
 * Where things are on a face in a photo, from its 68 landmarks (jaw 0-16, brows 17-26, nose 27-35,
 * eyes 36-47, mouth 48-67), and the colours of the pixels there.
 */
import { rgbToLab, type Lab } from '../cielab.js';
import type { DetectedFace, Point } from '../faceDetector.js';
import type { RawImage } from '../readPhoto.js';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The face's frame: the brows' line, the chin, the jaw's ends and the sizes the regions are measured in. */
export interface FaceFrame {
  landmarks: Point[];
  browY: number;
  chinY: number;
  /** brow line to chin */
  height: number;
  /** jaw end to jaw end */
  width: number;
  left: number;
  right: number;
}

export const mean = (points: Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function faceFrame(face: Pick<DetectedFace, 'landmarks'>): FaceFrame {
  const l = face.landmarks;
  const browY = Math.min(...l.slice(17, 27).map((p) => p.y));
  const chinY = l[8].y;
  return { landmarks: l, browY, chinY, height: chinY - browY, width: l[16].x - l[0].x, left: l[0].x, right: l[16].x };
}

/** The pixels of a box (clipped to the picture) as CIELAB, every `step` pixels. */
export function labsIn(image: RawImage, box: Box, step = 1): Lab[] {
  const labs: Lab[] = [];
  const [x0, x1] = [Math.max(0, Math.round(box.left)), Math.min(image.width - 1, Math.round(box.right))];
  const [y0, y1] = [Math.max(0, Math.round(box.top)), Math.min(image.height - 1, Math.round(box.bottom))];
  for (let y = y0; y <= y1; y += step) {
    for (let x = x0; x <= x1; x += step) {
      const i = (y * image.width + x) * 3;
      labs.push(rgbToLab(image.data[i], image.data[i + 1], image.data[i + 2]));
    }
  }
  return labs;
}

/** The colour of the pixel at a point as CIELAB; null outside the picture. */
export function labAt(image: RawImage, { x, y }: Point): Lab | null {
  const [px, py] = [Math.round(x), Math.round(y)];
  if (px < 0 || py < 0 || px >= image.width || py >= image.height) return null;
  const i = (py * image.width + px) * 3;
  return rgbToLab(image.data[i], image.data[i + 1], image.data[i + 2]);
}

/** How much of the box lies inside the picture (0..1): a region the photo does not show tells nothing. */
export function shownShare(image: RawImage, box: Box): number {
  const area = Math.max(1, (box.right - box.left) * (box.bottom - box.top));
  const w = Math.max(0, Math.min(image.width, box.right) - Math.max(0, box.left));
  const h = Math.max(0, Math.min(image.height, box.bottom) - Math.max(0, box.top));
  return (w * h) / area;
}

export const deltaE = (p: Lab, q: Lab) => Math.hypot(p.L - q.L, p.a - q.a, p.b - q.b);

/** The median colour of some pixels. */
export const medianLab = (labs: Lab[]): Lab => ({
  L: median(labs.map((p) => p.L)),
  a: median(labs.map((p) => p.a)),
  b: median(labs.map((p) => p.b)),
});

/** The face's own skin, from the cheeks under the eyes. */
export function cheekSkin(image: RawImage, frame: FaceFrame): Lab {
  const l = frame.landmarks;
  return medianLab(labsIn(image, { left: l[36].x, right: l[45].x, top: l[29].y, bottom: l[29].y + (l[33].y - l[29].y) * 0.8 }));
}
