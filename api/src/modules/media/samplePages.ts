import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { heroFaceArea, renderWebp, SCENE_WIDTH, SCENES, SHOP_HERO, type HeroLayers } from 'story-art';
import { personaliseText } from '../imaging/generators/pageGenerator.js';
import { keepClear } from '../imaging/generators/keepClear.js';
import { storyTextOverlay } from '../imaging/generators/storyText.js';
import { translatedPages } from '../personalization/stories/bookStory.js';
import type { ProductContent } from '../seed/contentFiles.js';
import { drawBookCover } from '../imaging/covers/bookCover.js';
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
 * Writes every sample book's cover and pages in every language its story is told in (sampleCoverPath,
 * samplePagePath): the cover drawn as a parent's book's is; the
 * scene with the sample's hero (as the art build drew it when it is the shop's own hero, else drawn here)
 * and the story's words for that hero on a panel clear of the hero's head and the named things, so a
 * flipbook reads like a book in the page's language. Answers how many pictures it wrote.
 */
export async function renderSamplePages(mediaDir: string, products: ProductContent[]): Promise<number> {
  const tasks: (() => Promise<void>)[] = [];
  let written = 0;
  for (const product of products) {
    await mkdir(path.join(mediaDir, 'products', product.slug), { recursive: true });
    const pagesIn = new Map(
      storyLanguages(product).map((language) => [language, translatedPages(product.story.pages, product.translations[language])]),
    );
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
      for (const [index, page] of product.story.pages.entries()) {
        tasks.push(async () => {
          const scene = SCENES[product.slug]?.[page.scene];
          if (!scene) throw new Error(`No illustration ${page.scene} for ${product.slug}`);
          const draw = (layers: HeroLayers) => scene({ look: sample.look, variant: sample.variant, ...layers });
          const svg = draw({});
          const picture =
            sample.look === SHOP_HERO
              ? path.join(mediaDir, scenePicturePath(product.slug, page.scene, sample.variant))
              : await renderWebp(svg, SAMPLE_PAGE_WIDTH, 100);
          const { width = SAMPLE_PAGE_WIDTH, height = SAMPLE_PAGE_WIDTH } = await sharp(picture).metadata();
          const face = heroFaceArea(svg);
          const clear = face ? await keepClear(draw, face, width / SCENE_WIDTH, width, height) : [];
          for (const [language, pages] of pagesIn) {
            const text = personaliseText(pages[index].text, { firstName: sample.names[language], gender: sample.gender });
            const overlay = text ? await storyTextOverlay(text, width, height, clear) : [];
            const drawn = await sharp(picture).composite(overlay).webp({ quality: 82, effort: 4 }).toBuffer();
            await writeFile(path.join(mediaDir, samplePagePath(product.slug, language, sample.variant, page.scene)), drawn);
            written += 1;
          }
        });
      }
    }
  }
  await twoAtATime(tasks);
  return written;
}
