/**
 * `npm run art:book`: builds the print files of one English and one Hindi book (a sample hero each)
 * and draws every page, the cover spread first, into a PNG sheet per book under docs/art/, so a
 * change to the printed book shows in review.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import sharp, { type OverlayOptions } from 'sharp';
import { useProjectFonts } from 'story-art';
import type { Language } from 'contracts/languages';
import { embeddedGenerator } from '../imaging/index.js';
import { bookStory, starringTitle, storyAgeGroup, storyBlurb } from '../personalization/index.js';
import { buildPrintFiles, type BookContent } from '../printing/index.js';
import { loadShopContent } from '../seed/index.js';
import { ART_HEROES } from './artHeroes.js';

// The lettering the pictures carry (the cover's name and title) in the project's own fonts, as the server draws it.
useProjectFonts();

const DPI = 72;
const TILE_HEIGHT = 300;
const GAP = 16;

/** Every page of a PDF drawn in colour, each `TILE_HEIGHT` high. */
function drawnPages(pdf: Uint8Array): Buffer[] {
  const document = mupdf.Document.openDocument(pdf, 'application/pdf');
  return Array.from({ length: document.countPages() }, (_, i) => {
    const page = document.loadPage(i);
    const [, , , height] = page.getBounds();
    const scale = TILE_HEIGHT / height;
    return Buffer.from(page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true).asPNG());
  });
}

/**
 * The cover spread on the first row, then the inside pages as facing pages are read, two spreads to a
 * row: page 1 is a right-hand page, facing the inside of the cover.
 */
async function sheet(cover: Buffer[], interior: Buffer[]): Promise<Buffer> {
  const sizes = await Promise.all([...cover, ...interior].map((png) => sharp(png).metadata()));
  const pageWidth = sizes[cover.length].width;
  const width = Math.max(sizes[0].width, 4 * pageWidth + 2 * GAP) + 2 * GAP;
  const rows = Math.ceil((interior.length + 1) / 4);
  const tiles: OverlayOptions[] = [{ input: cover[0], left: GAP, top: GAP }];
  interior.forEach((png, i) => {
    const slot = i + 1;
    const column = slot % 4;
    tiles.push({
      input: png,
      // Facing pages touch; a gap between the two spreads of a row.
      left: GAP + column * pageWidth + (column >= 2 ? 2 * GAP : 0),
      top: 2 * GAP + TILE_HEIGHT + Math.floor(slot / 4) * (TILE_HEIGHT + GAP),
    });
  });
  return sharp({ create: { width, height: 2 * GAP + (rows + 1) * (TILE_HEIGHT + GAP), channels: 3, background: '#8a8594' } })
    .composite(tiles)
    .png({ palette: true, quality: 90, effort: 8 })
    .toBuffer();
}

const folder = new URL('../../../../docs/art/', import.meta.url);
mkdirSync(folder, { recursive: true });
const { products, printTypes } = loadShopContent();
const books: { language: Language; hero: number; slug: string; printType: string; size: number; dedication: string }[] = [
  {
    language: 'en',
    hero: 0,
    slug: 'jungle-explorer',
    printType: 'Paperback',
    size: 0,
    dedication: 'For Anaya, who is brave every day.\nWith love from Nani',
  },
  {
    language: 'hi',
    hero: 2,
    slug: 'festival-of-lights',
    printType: 'Hardcover',
    size: 2,
    dedication: 'प्यारी मीरा के लिए,\nदादी की ओर से ढेर सारा प्यार',
  },
];
for (const book of books) {
  const started = performance.now();
  const hero = ART_HEROES[book.hero];
  const product = products.find((p) => p.slug === book.slug)!;
  const printType = printTypes.find((p) => p.printType === book.printType)!;
  const told = bookStory({ title: product.title, pages: product.story.pages, translations: product.translations }, book.language);
  const firstName = book.language === 'hi' ? hero.firstNameHi : hero.firstName;
  const child = { firstName, gender: hero.gender };
  const content: BookContent = {
    language: book.language,
    title: told.title,
    blurb: storyBlurb(product, book.language),
    ageGroup: storyAgeGroup(product, book.language),
    webAddress: 'herotales.in',
    dedication: book.dedication,
    binding: printType.binding,
    coverTitle: starringTitle(told.title, firstName, book.language),
    child,
    cover: { productSlug: product.slug },
    look: hero.look,
    companions: [],
    printSize: printType.printSizeVariations[book.size].size,
    photo: null,
    pages: told.pages.map((page) => ({
      pageNumber: page.pageNumber,
      text: page.text,
      request: { productSlug: product.slug, page, child, look: hero.look, options: 1, onlyOption: page.pageNumber % 3 },
      chosenImage: null,
    })),
  };
  const files = await buildPrintFiles(content, embeddedGenerator(1200), { dpi: DPI });
  const file = new URL(`book-${book.language}.png`, folder);
  writeFileSync(file, await sheet(drawnPages(files.cover), drawnPages(files.interior)));
  console.log(
    `${file.pathname}: ${book.printType}, ${content.printSize}, cover and ${files.interiorPages} inside pages in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
