import { SKIN_TONES, type SkinToneName } from 'contracts/hero';
import type { SkinTone } from 'contracts/schemas';
import type { DetectedFace, Point } from './faceDetector.js';
import type { RawImage } from './readPhoto.js';
import { rgbToLab } from './cielab.js';

/** The lower bound of the Individual Typology Angle (ITA, degrees) each tone the pictures are drawn in stands for. */
const MIN_ITA: Record<SkinToneName, number> = { Fair: 55, Light: 41, Medium: 28, Tan: 10, Brown: -30, Deep: -Infinity };

/** The tones the illustrations are drawn in, lightest first, each with the ITA it starts at. */
export const SKIN_TONE_PALETTE = SKIN_TONES.map(({ name, hex }) => ({ skinTone: name, hexColor: hex, minIta: MIN_ITA[name] }));

export type { SkinToneName };

export function itaOf(L: number, b: number): number {
  return (Math.atan2(L - 50, b) * 180) / Math.PI;
}

/** Per-channel value of the photo's near-brightest pixels (the 98th percentile). */
function brightest(image: RawImage): number[] {
  const n = image.width * image.height;
  return [0, 1, 2].map((c) => {
    const counts = new Uint32Array(256);
    for (let i = 0; i < n; i += 1) counts[image.data[i * 3 + c]] += 1;
    let seen = 0;
    let v = 255;
    while (v > 1 && seen + counts[v] < n * 0.02) {
      seen += counts[v];
      v -= 1;
    }
    return v;
  });
}

/**
 * Gains that make the photo's brightest parts white: a warm lamp or a dim room shifts the skin's
 * lightness and yellowness, which is exactly what the ITA reads, so the light is taken out first.
 * Bounded, so a photo with nothing white in it is not pushed far.
 */
function whiteBalanceGains(image: RawImage): number[] {
  const top = brightest(image);
  const gains = top.map((v) => Math.min(2, 255 / v));
  const least = Math.min(...gains);
  return gains.map((g) => Math.min(g, least * 1.5));
}

const average = (points: Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

/** Skin is always a little red and yellow: a sample that is not is hair, background or a colour cast pushed too far. */
const looksLikeSkin = (a: number, b: number) => a > 0 && b > 2;

/**
 * The ITA of the child's skin: both cheeks (between the jaw, the nose and the mouth corner), after white
 * balance, read in their lit parts, as a painter would pick the skin's colour (a face turned from the
 * light reads far darker than the child is). Samples that are not skin-coloured are left out, then the
 * darkest half (shadow, hair) and the brightest tenth (shine).
 */
export function estimateIta(image: RawImage, face: DetectedFace): number {
  const gains = whiteBalanceGains(image);
  const l = face.landmarks;
  const cheeks = [average([l[2], l[3], l[31], l[48]]), average([l[14], l[13], l[35], l[54]])];
  const radius = Math.max(2, Math.round(face.box.width * 0.06));
  const samples: { L: number; ita: number }[] = [];
  for (const cheek of cheeks) {
    for (let dy = -radius; dy <= radius; dy += 1) {
      for (let dx = -radius; dx <= radius; dx += 1) {
        const x = Math.round(cheek.x + dx);
        const y = Math.round(cheek.y + dy);
        if (x < 0 || y < 0 || x >= image.width || y >= image.height) continue;
        const i = (y * image.width + x) * 3;
        const [r, g, b] = [0, 1, 2].map((c) => Math.min(255, image.data[i + c] * gains[c]));
        const lab = rgbToLab(r, g, b);
        if (looksLikeSkin(lab.a, lab.b)) samples.push({ L: lab.L, ita: itaOf(lab.L, lab.b) });
      }
    }
  }
  samples.sort((a, b) => a.L - b.L);
  const kept = samples.slice(Math.floor(samples.length * 0.5), Math.ceil(samples.length * 0.9));
  const itas = kept.map((s) => s.ita).sort((a, b) => a - b);
  return itas[Math.floor(itas.length / 2)] ?? 20;
}

/** The palette tone closest to the child's skin. */
export function estimateSkinTone(image: RawImage, face: DetectedFace): SkinToneName {
  const ita = estimateIta(image, face);
  return SKIN_TONE_PALETTE.find((tone) => ita >= tone.minIta)!.skinTone;
}

/** The palette as the upload answers it, with the estimated tone marked chosen. */
export function skinTonePalette(chosen: SkinToneName | null): SkinTone[] {
  return SKIN_TONE_PALETTE.map(({ skinTone, hexColor }) => ({ skinTone, hexColor, chosen: skinTone === chosen }));
}
