import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { COVERS } from '../covers.js';
import { DEFAULT_SKIN } from '../palette.js';
import { PRINT_SAMPLES } from '../printSamples.js';
import { SCENES, VARIANTS } from '../scenes.js';

/** The committed reference renderings, one lossless WebP per picture, named as the picture is. */
export const GOLDEN_DIR = fileURLToPath(new URL('../../golden-images/', import.meta.url));

/** Small enough to keep in the repository, large enough to show a moved prop or a changed colour. */
export const GOLDEN_WIDTH = 200;

/**
 * How far a rendering may drift from its reference (a new librsvg, another machine's anti-aliasing)
 * and still count as the same picture: the mean difference per channel (0-255), and the share of
 * pixels with a channel more than CHANGED_PIXEL apart.
 */
export const TOLERANCE = { meanDelta: 0.6, changedShare: 0.003 };
const CHANGED_PIXEL = 24;

export interface Picture {
  /** e.g. `jungle-explorer/scene-04-v2`, `ocean-quest/cover`, `print/hardcover` */
  name: string;
  svg: () => string;
}

/** Every picture the shop shows: each story's cover, each scene in each variant, the print samples. */
export function everyPicture(): Picture[] {
  const options = { skinTone: DEFAULT_SKIN, hair: 'short' as const };
  const pictures: Picture[] = [];
  for (const [slug, cover] of Object.entries(COVERS)) pictures.push({ name: `${slug}/cover`, svg: () => cover(options) });
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

/** An SVG rasterised by librsvg straight at GOLDEN_WIDTH, as a lossless WebP (every pixel kept, a third smaller than PNG). */
export function renderSmall(svg: string): Promise<Buffer> {
  const viewBoxWidth = Number(/viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+)/.exec(svg)?.[1] ?? GOLDEN_WIDTH);
  return sharp(Buffer.from(svg), { density: (72 * GOLDEN_WIDTH) / viewBoxWidth })
    .resize({ width: GOLDEN_WIDTH })
    .webp({ lossless: true, effort: 6 })
    .toBuffer();
}

const rgba = (image: Buffer) => sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/** How two renderings differ: null when their sizes differ, else the measures TOLERANCE bounds. */
export async function difference(actual: Buffer, expected: Buffer): Promise<{ meanDelta: number; changedShare: number } | null> {
  const [a, b] = await Promise.all([rgba(actual), rgba(expected)]);
  if (a.info.width !== b.info.width || a.info.height !== b.info.height) return null;
  let total = 0;
  let changed = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let most = 0;
    for (let c = 0; c < 4; c += 1) {
      const delta = Math.abs(a.data[i + c] - b.data[i + c]);
      total += delta;
      most = Math.max(most, delta);
    }
    if (most > CHANGED_PIXEL) changed += 1;
  }
  const pixels = a.data.length / 4;
  return { meanDelta: total / a.data.length, changedShare: changed / pixels };
}
