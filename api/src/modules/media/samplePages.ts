import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { renderWebp, SCENES, SHOP_HERO } from 'story-art';
import type { ProductContent } from '../seed/index.js';
import { drawBookCover } from '../imaging/index.js';
import {
  SAMPLE_CARD_WIDTH,
  SAMPLE_COVER_WIDTH,
  SAMPLE_PAGE_WIDTH,
  SAMPLES,
  sampleCoverPath,
  samplePagePath,
  storyLanguages,
} from './sampleBooks.js';

/** Where the art build keeps a scene as the shop shows it, SAMPLE_PAGE_WIDTH wide. */
export const scenePicturePath = (slug: string, scene: string, variant: number) =>
  path.join('products', slug, `${scene}-v${variant}-${SAMPLE_PAGE_WIDTH}.webp`);

/** Runs the tasks two at a time: the machines that build have two cores or more. */
async function twoAtATime(tasks: (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Writes every sample book's cover in every language its story is told in (sampleCoverPath), drawn as
 * a parent's book's is, and each of its pages (samplePagePath): the scene with the sample's hero, as
 * the art build drew it when it is the shop's own hero, else drawn here. The words are not drawn in:
 * the book sets them on the facing page. Answers how many pictures it wrote.
 */
export async function renderSamplePages(mediaDir: string, products: ProductContent[]): Promise<number> {
  const tasks: (() => Promise<void>)[] = [];
  let written = 0;
  for (const product of products) {
    await mkdir(path.join(mediaDir, 'products', product.slug), { recursive: true });
    for (const sample of SAMPLES) {
      // Each sample its own cover, as a parent's book has: its hero, the title and its name in each language.
      for (const language of storyLanguages(product)) {
        tasks.push(async () => {
          const title = product.translations[language]?.title ?? product.title;
          const cover = await drawBookCover(
            { productSlug: product.slug, look: sample.look, title, language, firstName: sample.names[language] },
            SAMPLE_COVER_WIDTH,
          );
          for (const width of [SAMPLE_COVER_WIDTH, SAMPLE_CARD_WIDTH]) {
            const drawn = await sharp(cover).resize({ width }).webp({ quality: 82, effort: 4 }).toBuffer();
            await writeFile(path.join(mediaDir, sampleCoverPath(product.slug, language, sample.variant, width)), drawn);
            written += 1;
          }
        });
      }
      for (const page of product.story.pages) {
        tasks.push(async () => {
          const target = path.join(mediaDir, samplePagePath(product.slug, sample.variant, page.scene));
          if (sample.look === SHOP_HERO)
            await copyFile(path.join(mediaDir, scenePicturePath(product.slug, page.scene, sample.variant)), target);
          else {
            const scene = SCENES[product.slug]?.[page.scene];
            if (!scene) throw new Error(`No illustration ${page.scene} for ${product.slug}`);
            await writeFile(target, await renderWebp(scene({ look: sample.look, variant: sample.variant }), SAMPLE_PAGE_WIDTH));
          }
          written += 1;
        });
      }
    }
  }
  await twoAtATime(tasks);
  return written;
}
