import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { HERO_SHADE, INK, skinRamp } from 'story-art';
import { hexToLab, labToRgb, rgbToLab, type Lab } from '../photos/cielab.js';
import { faceCutout } from './faceCutout.js';
import { hairColour } from './hairColour.js';
import { inkedFeatures } from './inkedFeatures.js';
import { kuwahara } from './kuwahara.js';
import type { PageRequest } from './pageGenerator.js';

/**
 * The face is painted once at this size (the face area's own proportions, 49 x 55), then drawn at each
 * page's size: its strokes are the same on every page and its lines, being vector, sharp on all.
 */
export const PAINT_WIDTH = 256;
export const PAINT_HEIGHT = 287;
/** One line unit of the drawings in the painted face's pixels: the face area is 116 units wide. */
const UNIT = PAINT_WIDTH / 116;

/** The child's face as the book paints it, made once per book and drawn on every page. */
export interface Likeness {
  /** The painted skin and shading, RGB at PAINT_WIDTH x PAINT_HEIGHT. */
  paint: Buffer;
  /** The face's 68 landmarks in the painted face's pixels (none when the photo had none). */
  landmarks: { x: number; y: number }[];
  /** The hair colour read from the photo, for the drawn hair and the brows. */
  hairColor: string;
  /** The chosen skin tone, the ramp's middle. */
  skin: string;
}

/** Lightness blurred over a fifth of the face's width: the slow light across it (a lamp on one side). */
async function slowLight(lightness: Float32Array, width: number, height: number): Promise<Float32Array> {
  const bytes = Buffer.from(Array.from(lightness, (L) => Math.round(L * 2.55)));
  const blurred = await sharp(bytes, { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.5, width / 5))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return Float32Array.from(blurred, (v) => v / 2.55);
}

const mix = (a: Lab, b: Lab, t: number): Lab => ({ L: a.L + (b.L - a.L) * t, a: a.a + (b.a - a.a) * t, b: a.b + (b.b - a.b) * t });

/**
 * Where a tone falls on the ramp, as a painter would lay it: flat near each of the four tones, blended
 * softly between them. `t` is the shading in ramp steps (0 the skin, -1 the shadow, +1 and +2 the lights).
 */
function onRamp(ramp: Lab[], t: number): Lab {
  const position = Math.min(2, Math.max(-1, t)) + 1;
  const step = Math.min(2, Math.floor(position));
  const within = position - step;
  // Flat for the fifth of a step nearest each tone, blended (smoothly) over the three fifths between.
  const blend = Math.min(1, Math.max(0, (within - 0.2) / 0.6));
  return mix(ramp[step], ramp[step + 1], blend * blend * (3 - 2 * blend));
}

/**
 * The photo's face repainted on the skin ramp: its slow light flattened, its shading (the forms of
 * cheeks, nose, eye sockets, the darks of the features) laid in the ramp's four tones, a little of the
 * photo's rosiness kept on lips and cheeks, and towards the rim plain mid tone, so it melts into the
 * drawn head.
 */
function repaint(lab: Lab[], litL: Float32Array, width: number, height: number, ramp: Lab[]): Buffer {
  const shade = Float32Array.from(lab, (p, i) => (p.L - litL[i]) * 0.75 + p.L * 0.25);
  const inner: number[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = (x + 0.5) / width - 0.5;
      const dy = (y + 0.5) / height - 0.5;
      if (dx * dx + dy * dy < 0.3 * 0.3) inner.push(y * width + x);
    }
  }
  const sorted = Float32Array.from(inner, (i) => shade[i]).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
  const middle = at(0.55);
  const spread = Math.max(6, at(0.9) - at(0.1));
  const red = [...Float32Array.from(inner, (i) => lab[i].a).sort()][Math.floor(inner.length * 0.5)];

  const out = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    const dx = ((i % width) + 0.5) / width - 0.5;
    const dy = (Math.floor(i / width) + 0.5) / height - 0.5;
    const rim = Math.min(1, Math.max(0, (Math.hypot(dx, dy) - 0.32) / 0.16));
    // The face's forms at 2.4 ramp steps across the middle 80 % of its shading: weaker, and the face model no
    // longer knows the child by it (npm run bench:likeness -w api).
    const t = ((shade[i] - middle) / spread) * 2.4 * (1 - rim);
    const tone = onRamp(ramp, t);
    const rosy = Math.min(8, Math.max(0, lab[i].a - red)) * 0.6 * (1 - rim);
    const [r, g, b] = labToRgb({ ...tone, a: tone.a + rosy });
    out[i * 3] = r;
    out[i * 3 + 1] = g;
    out[i * 3 + 2] = b;
  }
  return out;
}

/**
 * Paints the child's likeness from the photo in the book's style: the face cut out and levelled,
 * smoothed into strokes (a median, then Kuwahara's filter), its tones laid on the skin ramp of the
 * chosen tone, with the hair colour read from the photo. The features are inked when it is drawn.
 */
export async function paintLikeness(photo: PageRequest['photo'], skinToneHex: string): Promise<Likeness> {
  const [{ pixels, landmarks }, hairColor] = await Promise.all([faceCutout(photo, PAINT_WIDTH, PAINT_HEIGHT), hairColour(photo)]);
  const softened = await sharp(pixels, { raw: { width: PAINT_WIDTH, height: PAINT_HEIGHT, channels: 3 } })
    .median(5)
    .raw()
    .toBuffer();
  const strokes = kuwahara(kuwahara(softened, PAINT_WIDTH, PAINT_HEIGHT, 4), PAINT_WIDTH, PAINT_HEIGHT, 3);
  const lab = Array.from({ length: PAINT_WIDTH * PAINT_HEIGHT }, (_, i) =>
    rgbToLab(strokes[i * 3], strokes[i * 3 + 1], strokes[i * 3 + 2]),
  );
  const lit = await slowLight(
    Float32Array.from(lab, (p) => p.L),
    PAINT_WIDTH,
    PAINT_HEIGHT,
  );
  const ramp = Object.values(skinRamp(skinToneHex)).map(hexToLab);
  ramp.sort((a, b) => a.L - b.L);
  return { paint: repaint(lab, lit, PAINT_WIDTH, PAINT_HEIGHT, ramp), landmarks, hairColor, skin: skinToneHex };
}

/**
 * Likenesses painted lately, by photo and tone: a book's pages are drawn one after another. A painted
 * face comes from a child's photo, so it is kept in memory only for a few books and a few minutes.
 */
const painted = new Map<string, { likeness: Promise<Likeness>; until: number }>();
const KEPT = 8;
const KEPT_MS = 10 * 60_000;

/** The book's likeness of the child: painted on the first page asked for, the same one on every page after. */
export function likenessFor(photo: PageRequest['photo'], skinToneHex: string): Promise<Likeness> {
  const now = Date.now();
  for (const [key, entry] of painted) if (entry.until < now) painted.delete(key);
  const key = createHash('sha1').update(photo.image).update(skinToneHex).update(JSON.stringify(photo.face.landmarks)).digest('hex');
  const kept = painted.get(key);
  if (kept) return kept.likeness;
  const likeness = paintLikeness(photo, skinToneHex);
  likeness.catch(() => painted.delete(key));
  painted.set(key, { likeness, until: now + KEPT_MS });
  if (painted.size > KEPT) painted.delete(painted.keys().next().value as string);
  return likeness;
}

/**
 * The painted face at the given size, as a PNG with a feathered oval edge: the painted skin, and over
 * it the features inked from the landmarks as vector lines, so they are as crisp on a print page as
 * on a preview (asleep: with the eyes closed), and the far side from the scene's light glazed as the
 * drawn body is.
 */
export async function drawLikeness(
  likeness: Likeness,
  width: number,
  height: number,
  { eyesClosed = false, light = 'left' }: { eyesClosed?: boolean; light?: 'left' | 'right' } = {},
): Promise<Buffer> {
  const feather = Math.max(2, width * 0.08);
  const view = `viewBox="0 0 ${PAINT_WIDTH} ${PAINT_HEIGHT}" preserveAspectRatio="none" width="${width}" height="${height}"`;
  // The glaze the drawing lays over the hero's far side from the light, continued across the face (its centre is
  // the hero's; UNIT converts hero units to the painted face's pixels).
  const towardsFar = light === 'right' ? -UNIT : UNIT;
  const [near, far] = [PAINT_WIDTH / 2 + HERO_SHADE.from * towardsFar, PAINT_WIDTH / 2 + HERO_SHADE.to * towardsFar];
  const shade =
    `<defs><linearGradient id="shade" gradientUnits="userSpaceOnUse" x1="${near}" y1="0" x2="${far}" y2="0">` +
    `<stop offset="0" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity="${HERO_SHADE.opacity}"/></linearGradient></defs>` +
    `<rect width="${PAINT_WIDTH}" height="${PAINT_HEIGHT}" fill="url(#shade)"/>`;
  const features = inkedFeatures(likeness.landmarks, UNIT, likeness.hairColor, eyesClosed ? { closedEyesSkin: likeness.skin } : {});
  const ink = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${view}>${features}${shade}</svg>`);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${feather.toFixed(1)}"/></filter></defs>` +
      `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${(width / 2) * 0.86}" ry="${(height / 2) * 0.88}" fill="#fff" filter="url(#f)"/></svg>`,
  );
  const inked = await sharp(likeness.paint, { raw: { width: PAINT_WIDTH, height: PAINT_HEIGHT, channels: 3 } })
    .resize({ width, height, fit: 'fill', kernel: 'cubic' })
    .composite([{ input: ink }])
    .png()
    .toBuffer();
  return sharp(inked)
    .ensureAlpha()
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}
