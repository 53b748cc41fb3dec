import type { EyeColour } from 'contracts/hero';
import type { Lab } from '../cielab.js';
import type { RawImage } from '../readPhoto.js';
import { labsIn, mean, medianLab, type FaceFrame } from './photoRegions.js';

/**
 * The iris's colour: inside each eye's outline, the pixels that are neither the white of the eye
 * (bright) nor the pupil and lashes (the darkest), as one median colour.
 */
export function irisColour(image: RawImage, frame: FaceFrame): Lab | null {
  const l = frame.landmarks;
  const pixels: Lab[] = [];
  for (const eye of [l.slice(36, 42), l.slice(42, 48)]) {
    const centre = mean(eye);
    const half = (Math.max(...eye.map((p) => p.x)) - Math.min(...eye.map((p) => p.x))) * 0.22;
    const top = Math.min(...eye.map((p) => p.y));
    const bottom = Math.max(...eye.map((p) => p.y));
    pixels.push(...labsIn(image, { left: centre.x - half, right: centre.x + half, top, bottom }));
  }
  const sorted = pixels.filter((p) => p.L < 70).sort((a, b) => a.L - b.L);
  // Leave out the darkest third (pupil, lashes): the iris is what is left.
  const iris = sorted.slice(Math.floor(sorted.length / 3));
  return iris.length >= 6 ? medianLab(iris) : null;
}

/** The painted eye colour nearest what the photo shows; most children in India have dark brown eyes. */
export function eyeColourOf(iris: Lab): EyeColour {
  const chroma = Math.hypot(iris.a, iris.b);
  const hue = (Math.atan2(iris.b, iris.a) * 180) / Math.PI;
  if (iris.L < 34) return 'dark-brown';
  if (iris.b < -2) return 'blue';
  if (chroma < 7) return iris.L > 45 ? 'grey' : 'dark-brown';
  if (hue > 100 && iris.a < 0) return 'green';
  if (iris.L > 44 && hue > 70) return 'hazel';
  return 'brown';
}
