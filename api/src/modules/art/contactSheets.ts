import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { SCENES, VARIANTS } from 'story-art';
import type { StoryPage } from '../../platform/db/jsonColumns.js';
import { embeddedGenerator } from '../personalization/generators/embeddedGenerator.js';
import type { PageRequest } from '../personalization/generators/pageGenerator.js';
import { detectFaces, faceAtScale } from '../personalization/photos/faceDetector.js';
import { normalisePhoto } from '../personalization/photos/readPhoto.js';
import { SKIN_TONE_PALETTE, type SkinToneName } from '../personalization/photos/skinTone.js';

const require = createRequire(import.meta.url);
const DEMO_DIR = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');

/** A sample hero: a portrait cut from one of the face model's demo photos, a name, a gender and a skin tone. */
interface SampleHero {
  firstName: string;
  gender: 'Boy' | 'Girl';
  tone: SkinToneName;
  demo: string;
  crop: { left: number; top: number; width: number; height: number };
}

/** Three heroes unlike each other in skin tone, hair and gender, so a change to the art shows on all three. */
export const SAMPLE_HEROES: SampleHero[] = [
  { firstName: 'Anaya', gender: 'Girl', tone: 'Light', demo: 'sample3.jpg', crop: { left: 880, top: 30, width: 520, height: 680 } },
  { firstName: 'Arjun', gender: 'Boy', tone: 'Brown', demo: 'sample5.jpg', crop: { left: 1033, top: 100, width: 316, height: 410 } },
  { firstName: 'Meera', gender: 'Girl', tone: 'Tan', demo: 'sample6.jpg', crop: { left: 1086, top: 170, width: 376, height: 490 } },
];

const TILE = { width: 320, height: 240 };
const LABEL_HEIGHT = 36;

interface Product {
  slug: string;
  story: { pages: StoryPage[] };
}

async function heroPhoto(hero: SampleHero): Promise<PageRequest['photo']> {
  const jpeg = await sharp(path.join(DEMO_DIR, hero.demo)).extract(hero.crop).jpeg({ quality: 92 }).toBuffer();
  const photo = await normalisePhoto(jpeg);
  const [face] = await detectFaces(photo.analysis);
  if (!face) throw new Error(`No face in the sample hero ${hero.firstName}'s photo`);
  return { image: photo.jpeg, face: faceAtScale(face, photo.width / photo.analysis.width) };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function label(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_HEIGHT}"><rect width="100%" height="100%" fill="#3d2c5c"/>` +
      `<text x="10" y="24" font-family="sans-serif" font-size="18" fill="#fff">${escapeXml(text)}</text></svg>`,
  );
}

/**
 * One story's contact sheet: a row per page, and in it every option for each sample hero, as the
 * preview draws them (story text included). Answers a PNG.
 */
export async function storyContactSheet(product: Product, heroes: { hero: SampleHero; photo: PageRequest['photo'] }[]): Promise<Buffer> {
  const generator = embeddedGenerator(TILE.width * 2);
  const columns = heroes.length * VARIANTS.length;
  const width = columns * TILE.width;
  const tiles: OverlayOptions[] = [];
  heroes.forEach(({ hero }, h) =>
    tiles.push({
      input: label(`${hero.firstName} (${hero.gender.toLowerCase()}, ${hero.tone.toLowerCase()})`, TILE.width * VARIANTS.length),
      left: h * TILE.width * VARIANTS.length,
      top: 0,
    }),
  );
  for (const [row, page] of product.story.pages.entries()) {
    for (const [h, { hero, photo }] of heroes.entries()) {
      const tone = SKIN_TONE_PALETTE.find((t) => t.skinTone === hero.tone)!;
      const images = await generator.generate({
        productSlug: product.slug,
        page,
        child: { firstName: hero.firstName, gender: hero.gender },
        skinToneHex: tone.hexColor,
        photo,
        options: VARIANTS.length,
      });
      for (const [option, image] of images.entries()) {
        tiles.push({
          input: await sharp(image).resize(TILE).png().toBuffer(),
          left: (h * VARIANTS.length + option) * TILE.width,
          top: LABEL_HEIGHT + row * TILE.height,
        });
      }
    }
  }
  const height = LABEL_HEIGHT + product.story.pages.length * TILE.height;
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .png({ palette: true, quality: 90, effort: 8 })
    .toBuffer();
}

/** Every story the shop sells, with its pages, from the seeded catalogue. */
export function storiesToDraw(): Product[] {
  const products = JSON.parse(readFileSync(new URL('../seed/content/products.json', import.meta.url), 'utf8')) as Product[];
  return products.filter((product) => SCENES[product.slug]);
}

export async function sampleHeroes() {
  return Promise.all(SAMPLE_HEROES.map(async (hero) => ({ hero, photo: await heroPhoto(hero) })));
}
