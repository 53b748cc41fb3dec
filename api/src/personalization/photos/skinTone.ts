import type { SkinTone } from 'shared-contracts/schemas';
import type { DetectedFace, Point } from './faceDetector.js';
import type { RawImage } from './readPhoto.js';

/**
 * The tones the illustrations are drawn in, lightest first, each with the lower bound of the
 * Individual Typology Angle (ITA, degrees) it stands for.
 */
export const SKIN_TONE_PALETTE = [
  { skinTone: 'Fair', hexColor: '#f5d5c0', minIta: 55 },
  { skinTone: 'Light', hexColor: '#e8bc98', minIta: 41 },
  { skinTone: 'Medium', hexColor: '#d29e78', minIta: 28 },
  { skinTone: 'Tan', hexColor: '#b88160', minIta: 10 },
  { skinTone: 'Brown', hexColor: '#8e5b3e', minIta: -30 },
  { skinTone: 'Deep', hexColor: '#5e3b29', minIta: -Infinity },
] as const;

export type SkinToneName = (typeof SKIN_TONE_PALETTE)[number]['skinTone'];

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};

/** sRGB (0-255) to CIELAB under D65: L* and b* are what the ITA needs. */
export function rgbToLab(r: number, g: number, b: number): { L: number; a: number; b: number } {
  const [R, G, B] = [toLinear(r), toLinear(g), toLinear(b)];
  const X = (0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047;
  const Y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
  const Z = (0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return { L: 116 * f(Y) - 16, a: 500 * (f(X) - f(Y)), b: 200 * (f(Y) - f(Z)) };
}

export function itaOf(L: number, b: number): number {
  return (Math.atan2(L - 50, b) * 180) / Math.PI;
}

const average = (points: Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

/**
 * The palette tone closest to the child's skin: the ITA of both cheeks (between the jaw, the nose and
 * the mouth corner), after a grey-world white balance of the whole photo, with the darkest and
 * brightest fifth of the samples (shadow, shine) left out.
 */
export function estimateSkinTone(image: RawImage, face: DetectedFace): SkinToneName {
  const n = image.width * image.height;
  const sums = [0, 0, 0];
  for (let i = 0; i < n; i += 1) for (let c = 0; c < 3; c += 1) sums[c] += image.data[i * 3 + c];
  const grey = (sums[0] + sums[1] + sums[2]) / 3;
  // A mild correction: the photo's colour cast is halved, not removed, as real scenes are rarely grey.
  const gains = sums.map((s) => 1 + 0.5 * (grey / Math.max(s, 1) - 1));

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
        samples.push({ L: lab.L, ita: itaOf(lab.L, lab.b) });
      }
    }
  }
  samples.sort((a, b) => a.L - b.L);
  const kept = samples.slice(Math.floor(samples.length * 0.2), Math.ceil(samples.length * 0.8));
  const itas = kept.map((s) => s.ita).sort((a, b) => a - b);
  const ita = itas[Math.floor(itas.length / 2)] ?? 20;
  return SKIN_TONE_PALETTE.find((tone) => ita >= tone.minIta)!.skinTone;
}

/** The palette as the upload answers it, with the estimated tone marked chosen. */
export function skinTonePalette(chosen: SkinToneName | null): SkinTone[] {
  return SKIN_TONE_PALETTE.map(({ skinTone, hexColor }) => ({ skinTone, hexColor, chosen: skinTone === chosen }));
}
