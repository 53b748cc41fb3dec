import { readFileSync } from 'node:fs';
import sharp, { type OverlayOptions } from 'sharp';
import { companyPages, SCENES, VARIANTS, type SampleFamily } from 'story-art';
import { companyLine } from '../personalization/index.js';
import type { StoryPage } from '../catalogue/index.js';
import { embeddedGenerator } from '../imaging/index.js';
import type { ArtHero } from './artHeroes.js';

const TILE = { width: 240, height: 180 };
const LABEL_HEIGHT = 36;

interface Product {
  slug: string;
  story: { pages: StoryPage[] };
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function label(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_HEIGHT}"><rect width="100%" height="100%" fill="#3d2c5c"/>` +
      `<text x="10" y="24" font-family="sans-serif" font-size="18" fill="#fff">${escapeXml(text)}</text></svg>`,
  );
}

/**
 * One story's contact sheet: a row per page, and in it every option for each hero, as the preview
 * draws them (story text included). Answers a PNG.
 */
export async function storyContactSheet(product: Product, heroes: ArtHero[]): Promise<Buffer> {
  const generator = embeddedGenerator(TILE.width * 2);
  const columns = heroes.length * VARIANTS.length;
  const width = columns * TILE.width;
  const tiles: OverlayOptions[] = [];
  heroes.forEach((hero, h) =>
    tiles.push({
      input: label(`${hero.firstName} (${hero.gender.toLowerCase()}, ${hero.look.skinTone.toLowerCase()})`, TILE.width * VARIANTS.length),
      left: h * TILE.width * VARIANTS.length,
      top: 0,
    }),
  );
  for (const [row, page] of product.story.pages.entries()) {
    for (const [h, hero] of heroes.entries()) {
      const images = await generator.generate({
        productSlug: product.slug,
        page,
        child: { firstName: hero.firstName, gender: hero.gender },
        look: hero.look,
        photo: null,
        options: VARIANTS.length,
      });
      for (const [option, { withWords }] of images.entries()) {
        tiles.push({
          input: await sharp(withWords).resize(TILE).png().toBuffer(),
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

/**
 * One story's family sheet: a row per page its companions come along on, and in it every option for
 * each family, as the preview draws them (the words naming the companions included). Answers a PNG.
 */
export async function familyContactSheet(product: Product, families: SampleFamily[]): Promise<Buffer> {
  const generator = embeddedGenerator(TILE.width * 2);
  const width = families.length * VARIANTS.length * TILE.width;
  const pages = product.story.pages.filter((page) => companyPages(product.slug).includes(page.pageNumber));
  const tiles: OverlayOptions[] = families.map((family, f) => ({
    input: label(
      `${family.child.en} with ${family.companions.map((companion) => companion.name).join(' and ')}`,
      TILE.width * VARIANTS.length,
    ),
    left: f * TILE.width * VARIANTS.length,
    top: 0,
  }));
  for (const [row, page] of pages.entries()) {
    for (const [f, family] of families.entries()) {
      const text = page.company ? `${page.text} ${companyLine(page.company, family.companions, 'en')}` : page.text;
      const images = await generator.generate({
        productSlug: product.slug,
        page: { ...page, text },
        child: { firstName: family.child.en, gender: family.child.gender },
        look: family.hero,
        companions: family.companions,
        photo: null,
        options: VARIANTS.length,
      });
      for (const [option, { withWords }] of images.entries()) {
        tiles.push({
          input: await sharp(withWords).resize(TILE).png().toBuffer(),
          left: (f * VARIANTS.length + option) * TILE.width,
          top: LABEL_HEIGHT + row * TILE.height,
        });
      }
    }
  }
  return sharp({ create: { width, height: LABEL_HEIGHT + pages.length * TILE.height, channels: 3, background: '#ffffff' } })
    .composite(tiles)
    .png({ palette: true, quality: 90, effort: 8 })
    .toBuffer();
}

/** Every story the shop sells, with its pages, from the seeded catalogue. */
export function storiesToDraw(): Product[] {
  const products = JSON.parse(readFileSync(new URL('../seed/content/products.json', import.meta.url), 'utf8')) as Product[];
  return products.filter((product) => SCENES[product.slug]);
}
