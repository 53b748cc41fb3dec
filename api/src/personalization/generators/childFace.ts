import sharp from 'sharp';
import { hexToLab, labToRgb, rgbToLab, type Lab } from '../photos/cielab.js';
import { faceCutout } from './faceCutout.js';
import type { PageRequest } from './pageGenerator.js';

/** The face is painted at this width at most, then scaled: the same soft brushwork at every size. */
const PAINT_WIDTH = 256;

function percentile(sorted: Float32Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/**
 * Repaints the photo's pixels in the chosen skin tone: the face's own middle tone becomes exactly the
 * illustration's skin, so the face and the drawn head are one colour; the photo's light and shade (eyes,
 * brows, nose, mouth) stay as darker and lighter strokes, with the slow shading across the face (a lamp
 * on one side) flattened, as a painter would.
 */
function repaint(lab: Lab[], litL: Float32Array, width: number, height: number, tone: Lab): Buffer {
  const n = width * height;
  // The slow light across the face taken mostly out, the features kept.
  const shade = Float32Array.from(lab, (p, i) => (p.L - litL[i]) * 0.7 + p.L * 0.3);

  // Middle and spread of the skin, from the centre of the face (no hair, no background).
  const inner: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = (x + 0.5) / width - 0.5;
      const dy = (y + 0.5) / height - 0.5;
      if (dx * dx + dy * dy < 0.35 * 0.35) inner.push(y * width + x);
    }
  }
  const middleOf = (values: (i: number) => number) => {
    const sorted = Float32Array.from(inner, values).sort();
    return { middle: percentile(sorted, 0.55), spread: percentile(sorted, 0.9) - percentile(sorted, 0.1) };
  };
  const lightness = middleOf((i) => shade[i]);
  const red = middleOf((i) => lab[i].a).middle;
  const yellow = middleOf((i) => lab[i].b).middle;
  // Features as clear on a pale photo as on a contrasty one, never harsher than the drawings' lines.
  const contrast = Math.min(1.6, Math.max(0.7, 24 / Math.max(8, lightness.spread)));
  const within = (v: number, limit: number) => Math.min(limit, Math.max(-limit, v));

  const out = Buffer.alloc(n * 3);
  for (let i = 0; i < n; i += 1) {
    // Towards the rim the photo's hairline, ears and background fade into plain skin, so the face melts into the drawn head.
    const dx = ((i % width) + 0.5) / width - 0.5;
    const dy = (Math.floor(i / width) + 0.5) / height - 0.5;
    const rim = Math.min(1, Math.max(0, (Math.hypot(dx, dy) - 0.3) / 0.18));
    const keep = 1 - rim * 0.8;
    const d = (shade[i] - lightness.middle) * contrast * keep;
    // Shadows deepen a little faster than highlights brighten, as in the illustrations' own shading.
    const L = tone.L + (d < 0 ? d * 1.15 : d * 0.8);
    const [r, g, b] = labToRgb({
      L: Math.min(97, Math.max(4, L)),
      // Lips and cheeks a little rosier than the skin, as in the photo; no colour casts.
      a: tone.a + within((lab[i].a - red) * 0.5, 10) * keep,
      b: tone.b + within((lab[i].b - yellow) * 0.3, 5) * keep,
    });
    out[i * 3] = r;
    out[i * 3 + 1] = g;
    out[i * 3 + 2] = b;
  }
  return out;
}

/** The slow light across the face: lightness blurred over a fifth of the face's width. */
async function slowLight(lab: Lab[], width: number, height: number): Promise<Float32Array> {
  const lightness = Buffer.from(lab.map((p) => Math.round(p.L * 2.55)));
  const blurred = await sharp(lightness, { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.5, width / 5))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return Float32Array.from(blurred, (v) => v / 2.55);
}

/**
 * The child's face from the photo in an ellipse with a feathered edge, repainted in the chosen skin
 * tone and softened to the illustrations' brushwork, so it sits on the drawn head as painted skin
 * rather than a pasted photo. Answers a PNG with transparency.
 */
export async function paintedFace(photo: PageRequest['photo'], skinToneHex: string, width: number, height: number): Promise<Buffer> {
  const paintWidth = Math.min(width, PAINT_WIDTH);
  const paintHeight = Math.max(1, Math.round((height * paintWidth) / width));
  const rgb = await faceCutout(photo, paintWidth, paintHeight);
  const lab = Array.from({ length: paintWidth * paintHeight }, (_, i) => rgbToLab(rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2]));
  const painted = repaint(lab, await slowLight(lab, paintWidth, paintHeight), paintWidth, paintHeight, hexToLab(skinToneHex));
  const feather = Math.max(2, width * 0.08);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${feather.toFixed(1)}"/></filter></defs>` +
      `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${(width / 2) * 0.84}" ry="${(height / 2) * 0.86}" fill="#fff" filter="url(#f)"/></svg>`,
  );
  return (
    sharp(painted, { raw: { width: paintWidth, height: paintHeight, channels: 3 } })
      .resize({ width, height, fit: 'fill', kernel: 'cubic' })
      // Crisp eyes and smile, like the drawings' lines, over softened skin.
      .sharpen({ sigma: Math.max(0.5, width / 240), m1: 0, m2: 2 })
      .ensureAlpha()
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer()
  );
}
