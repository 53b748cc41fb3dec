/**
 * Renders the illustrations to WebP with sharp (librsvg). `renderAll(outDir)` writes every cover, every sample page
 * in every variant and the two print samples (the storefront's build calls it).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SHOP_HERO } from './samples.js';
import { SCENES, VARIANTS } from './scenes.js';
import { COVERS } from './covers.js';
import { PRINT_SAMPLES } from './printSamples.js';
import { useProjectFonts } from './fonts/projectFonts.js';

export const COVER_WIDTHS = [320, 640, 960] as const;
export const SCENE_WIDTHS = [480, 960] as const;
export const PRINT_WIDTHS = [480, 960] as const;

/** The width of the SVG's viewBox (the user units that density 72 maps to one pixel each). */
function viewBoxWidth(svg: string): number {
  const m = /viewBox="[-0-9.]+ [-0-9.]+ ([0-9.]+) [0-9.]+"/.exec(svg);
  return m ? Number(m[1]) : 1600;
}

/** Rasterises an SVG straight at the target width (density chosen so no upscaling happens), as RGBA. */
async function rasterise(svg: string, width: number): Promise<ReturnType<typeof sharp>> {
  const density = Math.max(1, (72 * width) / viewBoxWidth(svg));
  return sharp(Buffer.from(svg), { density }).resize({ width, kernel: 'lanczos3' });
}

/** One SVG as a WebP `width` pixels wide. */
export async function renderWebp(svg: string, width: number, quality = 82): Promise<Buffer> {
  return (await rasterise(svg, width)).webp({ quality, effort: 4, smartSubsample: true }).toBuffer();
}

/** Renders once at the largest width, then scales that raster down for the smaller ones (crisp and much faster). */
async function renderWidths(svg: string, widths: readonly number[], quality = 82): Promise<Map<number, Buffer>> {
  const sorted = [...widths].sort((a, b) => b - a);
  const base = await (await rasterise(svg, sorted[0])).png({ compressionLevel: 0 }).toBuffer();
  const out = new Map<number, Buffer>();
  for (const w of sorted) {
    const img = w === sorted[0] ? sharp(base) : sharp(base).resize({ width: w, kernel: 'lanczos3' });
    out.set(w, await img.webp({ quality, effort: 4, smartSubsample: true }).toBuffer());
  }
  return out;
}

interface Job {
  label: string;
  svg: () => string;
  files: (w: number) => string;
  widths: readonly number[];
}

async function runPool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++];
      await fn(item);
    }
  });
  await Promise.all(workers);
}

export interface RenderSummary {
  files: number;
  ms: number;
}

/**
 * Writes products/<slug>/cover-<w>.webp, products/<slug>/scene-XX-v<variant>-<w>.webp (the shop's own hero)
 * and print/<paperback|hardcover>-<w>.webp under outDir. Overwrites, so running it twice gives the same files.
 */
export async function renderAll(
  outDir: string,
  options: { concurrency?: number; log?: (line: string) => void } = {},
): Promise<RenderSummary> {
  useProjectFonts();
  const log = options.log ?? ((line: string) => console.log(line));
  const started = Date.now();
  const jobs: Job[] = [];
  for (const [slug, cover] of Object.entries(COVERS)) {
    jobs.push({
      label: `${slug} cover`,
      svg: () => cover({ look: SHOP_HERO }),
      files: (w) => path.join('products', slug, `cover-${w}.webp`),
      widths: COVER_WIDTHS,
    });
  }
  for (const [slug, scenes] of Object.entries(SCENES)) {
    for (const [id, scene] of Object.entries(scenes)) {
      for (const variant of VARIANTS) {
        jobs.push({
          label: `${slug} ${id} v${variant}`,
          svg: () => scene({ look: SHOP_HERO, variant }),
          files: (w) => path.join('products', slug, `${id}-v${variant}-${w}.webp`),
          widths: SCENE_WIDTHS,
        });
      }
    }
  }
  for (const [kind, sample] of Object.entries(PRINT_SAMPLES)) {
    jobs.push({ label: `print ${kind}`, svg: sample, files: (w) => path.join('print', `${kind}-${w}.webp`), widths: PRINT_WIDTHS });
  }
  const dirs = new Set(jobs.flatMap((j) => j.widths.map((w) => path.dirname(path.join(outDir, j.files(w))))));
  for (const d of dirs) await mkdir(d, { recursive: true });

  let files = 0;
  const timings: Record<string, number> = {};
  await runPool(jobs, options.concurrency ?? 2, async (job) => {
    const t = Date.now();
    const rendered = await renderWidths(job.svg(), job.widths);
    for (const [w, buf] of rendered) {
      await writeFile(path.join(outDir, job.files(w)), buf);
      files++;
    }
    const group = job.label.split(' ')[0];
    timings[group] = (timings[group] ?? 0) + (Date.now() - t);
  });
  const ms = Date.now() - started;
  for (const [group, t] of Object.entries(timings)) log(`[art] ${group}: ${(t / 1000).toFixed(1)}s of render time`);
  log(`[art] wrote ${files} files for ${jobs.length} pictures to ${outDir} in ${(ms / 1000).toFixed(1)}s`);
  return { files, ms };
}
