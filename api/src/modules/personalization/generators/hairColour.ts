import sharp from 'sharp';
import { labToRgb, rgbToLab, type Lab } from '../photos/cielab.js';
import type { PageRequest } from './pageGenerator.js';

/** Dark brown-black: the drawings' own hair, for a photo whose hair cannot be read. */
export const DRAWN_HAIR = '#2b1b16';

const hex = (rgb: number[]) => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The child's hair colour, read from the photo: the band above the brows (the hairline and the crown)
 * and beside the temples, leaving out what is the face's own skin, then the middle of what remains.
 * Painted hair is a little deeper and no brighter than L* 62, as the drawings' hair is, so blond stays
 * golden and black stays black without the photo's highlights.
 */
export async function hairColour(photo: PageRequest['photo']): Promise<string> {
  const l = photo.face.landmarks;
  if (l.length !== 68) return DRAWN_HAIR;
  const meta = await sharp(photo.image).metadata();
  const browTop = Math.min(...l.slice(17, 27).map((p) => p.y));
  const faceHeight = l[8].y - browTop;
  const left = Math.max(0, Math.round(l[0].x - faceHeight * 0.1));
  const right = Math.min(meta.width, Math.round(l[16].x + faceHeight * 0.1));
  const top = Math.max(0, Math.round(browTop - faceHeight * 0.75));
  const bottom = Math.min(meta.height, Math.round(browTop - faceHeight * 0.25));
  if (right - left < 4 || bottom - top < 4) return DRAWN_HAIR;
  const { data } = await sharp(photo.image)
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize({ width: 48, height: 24, fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });

  // The face's own skin, from the cheeks under the eyes, to tell hair from forehead.
  const cheek = await sharp(photo.image)
    .extract({
      left: Math.max(0, Math.round(l[36].x)),
      top: Math.max(0, Math.round(l[29].y)),
      width: Math.max(1, Math.round(l[45].x - l[36].x)),
      height: Math.max(1, Math.round((l[33].y - l[29].y) * 0.8)),
    })
    .resize({ width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer();
  const skin = rgbToLab(cheek[0], cheek[1], cheek[2]);

  const pixels: Lab[] = [];
  for (let i = 0; i < data.length; i += 3) pixels.push(rgbToLab(data[i], data[i + 1], data[i + 2]));
  // Hair is darker than the skin beside it, or clearly another colour.
  const hair = pixels.filter((p) => p.L < skin.L - 12 || Math.hypot(p.a - skin.a, p.b - skin.b) > 18);
  if (hair.length < pixels.length * 0.15) return DRAWN_HAIR;
  // The darker half: the hair itself, not the light behind it.
  const darkest = [...hair].sort((a, b) => a.L - b.L).slice(0, Math.max(1, Math.ceil(hair.length / 2)));
  const colour = { L: median(darkest.map((p) => p.L)), a: median(darkest.map((p) => p.a)), b: median(darkest.map((p) => p.b)) };
  return hex(labToRgb({ L: Math.min(62, colour.L * 0.9), a: colour.a, b: colour.b }));
}
