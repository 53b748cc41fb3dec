import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { COVERS, coverSpread, coverWidthFor } from '../covers.js';
import { SHOP_HERO } from '../samples.js';
import { PRINT_SAMPLES } from '../printSamples.js';
import { SCENES, VARIANTS } from '../scenes.js';

/** The committed reference renderings, one lossless WebP per picture, named as the picture is. */
export const GOLDEN_DIR = fileURLToPath(new URL('../../golden-images/', import.meta.url));

/** Small enough to keep in the repository, large enough to show a moved prop or a changed colour. */
export const GOLDEN_WIDTH = 200;

/**
 * How far a rendering may drift from its reference (a new librsvg, another machine's anti-aliasing)
 * and still count as the same picture: the mean difference per channel (0-255), and the share of
 * a channel's values more than CHANGED_PIXEL apart.
 */
export const TOLERANCE = { meanDelta: 0.6, changedShare: 0.003 };
const CHANGED_PIXEL = 24;

export interface Picture {
  /** e.g. `jungle-explorer/scene-04-v2`, `ocean-quest/cover`, `print/hardcover` */
  name: string;
  svg: () => string;
}

/** Every picture the shop shows: each story's cover (and its printed spread), each scene in each variant, the print samples. */
export function everyPicture(): Picture[] {
  const options = { look: SHOP_HERO };
  const pictures: Picture[] = [];
  for (const [slug, cover] of Object.entries(COVERS)) {
    pictures.push({ name: `${slug}/cover`, svg: () => cover(options) });
    // A landscape book's whole cover: the widest front panel, and the back with it.
    const width = coverWidthFor(11 / 8.5);
    pictures.push({ name: `${slug}/cover-spread`, svg: () => coverSpread(slug, { ...options, width, spine: 60, bleed: 100 }) });
  }
  for (const [slug, scenes] of Object.entries(SCENES)) {
    for (const [id, scene] of Object.entries(scenes)) {
      for (const variant of VARIANTS) pictures.push({ name: `${slug}/${id}-v${variant}`, svg: () => scene({ ...options, variant }) });
    }
  }
  for (const [kind, sample] of Object.entries(PRINT_SAMPLES)) pictures.push({ name: `print/${kind}`, svg: sample });
  return pictures;
}

export const goldenFile = (name: string) => path.join(GOLDEN_DIR, `${name}.webp`);

/** The names of the committed references. */
export function goldenNames(): string[] {
  return readdirSync(GOLDEN_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.webp'))
    .map((file) => file.slice(0, -'.webp'.length).split(path.sep).join('/'))
    .sort();
}

/** An SVG rasterised by librsvg straight at GOLDEN_WIDTH. */
export function renderSmall(svg: string): Sharp {
  const viewBoxWidth = Number(/viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+)/.exec(svg)?.[1] ?? GOLDEN_WIDTH);
  return sharp(Buffer.from(svg), { density: (72 * GOLDEN_WIDTH) / viewBoxWidth }).resize({ width: GOLDEN_WIDTH });
}

/** A rendering as the references keep it: lossless WebP (every pixel kept, a third smaller than PNG). */
export const encodeGolden = (image: Sharp) => image.webp({ lossless: true, effort: 6 }).toBuffer();

const rgb = (image: Sharp) => image.flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });

/**
 * How a rendering differs from a reference, measured by libvips: null when their sizes differ, else
 * the mean difference per channel and the largest share of a channel's values more than CHANGED_PIXEL apart.
 */
export async function difference(actual: Sharp, referenceFile: string): Promise<{ meanDelta: number; changedShare: number } | null> {
  const [a, b] = await Promise.all([rgb(actual.clone()), rgb(sharp(referenceFile))]);
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) return null;
  const raw = { raw: { width: a.info.width, height: a.info.height, channels: a.info.channels } };
  const delta = await sharp(a.data, raw)
    .composite([{ input: b.data, ...raw, blend: 'difference' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const [all, changed] = await Promise.all([
    sharp(delta, raw).stats(),
    sharp(delta, raw)
      .threshold(CHANGED_PIXEL + 1, { grayscale: false })
      .stats(),
  ]);
  return {
    meanDelta: all.channels.reduce((sum, channel) => sum + channel.mean, 0) / all.channels.length,
    changedShare: Math.max(...changed.channels.map((channel) => channel.mean / 255)),
  };
}
