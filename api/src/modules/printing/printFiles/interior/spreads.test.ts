import sharp from 'sharp';
import { climaxPage, interiorPages } from 'contracts/book';
import { SAMPLE_HEROES } from 'story-art';
import { bookStory, starringTitle } from '../../../personalization/stories/bookStory.js';
import { loadShopContent } from '../../../seed/contentFiles.js';
import { drawPdfPages, readPdf } from '../../../../testing/readPdf.js';
import { createWorkPool, type WorkPool } from '../../../work/workPool.js';
import { printPictureWidth, type BookContent } from '../../printedBook.js';
import { spreadDesign } from './storySpread.js';

jest.setTimeout(180_000);

const { products, printTypes } = loadShopContent();
/** Low, for speed: the spreads are laid out the same at 300 dpi. */
const DPI = 40;
const PAPERBACK = printTypes.find((type) => type.printType === 'Paperback')!;
const SQUARE = PAPERBACK.printSizeVariations.find(({ size }) => size.startsWith('Square'))!.size;

let pool: WorkPool;
beforeAll(() => {
  pool = createWorkPool({ threads: 1 });
});
afterAll(() => pool.close());

/** Jungle Explorer as the shop prints it while it can draw the pages again: every page drawn for the square sheet. */
function jungleBook(): BookContent {
  const product = products.find((p) => p.slug === 'jungle-explorer')!;
  const told = bookStory({ title: product.title, pages: product.story.pages, translations: {} }, 'en');
  const child = { firstName: 'Anaya', gender: 'Girl' as const };
  return {
    language: 'en',
    title: told.title,
    blurb: 'A jungle story.',
    ageGroup: 'Ages 3-8',
    webAddress: null,
    dedication: null,
    binding: PAPERBACK.binding,
    coverTitle: starringTitle(told.title, child.firstName, 'en'),
    child,
    cover: { productSlug: product.slug },
    look: SAMPLE_HEROES.girl,
    companions: [],
    printSize: SQUARE,
    photo: null,
    pages: told.pages.map((page) => ({
      pageNumber: page.pageNumber,
      text: page.text,
      request: { productSlug: product.slug, page, child, look: SAMPLE_HEROES.girl, options: 1, onlyOption: page.pageNumber % 3 },
      chosenImage: null,
    })),
  };
}

/** One column of a page drawn in grey, top to bottom. */
async function column(png: Buffer, x: number): Promise<Uint8Array> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  return Uint8Array.from({ length: info.height }, (_, row) => data[row * info.width + x]);
}

const meanDifference = (a: Uint8Array, b: Uint8Array) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]), 0) / a.length;

describe('a story page printed as a spread', () => {
  it('runs its picture across both pages where it is drawn again, sets spot pages on paper, and tells the climax over the page', async () => {
    const content = jungleBook();
    const files = await pool.printBook({ content, print: { dpi: DPI }, width: printPictureWidth(content, DPI), comfyuiUrl: null });
    const numbers = content.pages.map((page) => page.pageNumber);
    const pages = interiorPages(numbers);
    const design = (pageNumber: number) =>
      spreadDesign(
        content.pages.find((page) => page.pageNumber === pageNumber)!,
        true,
        pageNumber === climaxPage(numbers),
      ).design;
    expect(numbers.map(design).filter((kind) => kind === 'spot')).toHaveLength(3);
    expect(numbers.filter((pageNumber) => design(pageNumber) === 'climax')).toEqual([10]);

    // Every spread a story page begins: its left-hand page (even, from index 1) and the page facing it.
    const spreads = pages.flatMap((entry, left) =>
      left % 2 === 1 && (entry.kind === 'words' || entry.kind === 'climax') ? [{ entry, left, right: pages[left + 1] }] : [],
    );
    expect(spreads).toHaveLength(13);
    const drawn = drawPdfPages(
      files.interior,
      spreads.flatMap(({ left }) => [left, left + 1]),
      DPI,
    );
    const { width = 0 } = await sharp(drawn[0]).metadata();
    const bleed = Math.round(0.125 * DPI);
    const { pages: text } = readPdf(files.interior);
    for (const [i, { entry, left, right }] of spreads.entries()) {
      const [leftPage, rightPage] = [drawn[2 * i], drawn[2 * i + 1]];
      // The two columns either side of the spine, where the pages meet when the book lies open.
      const atSpine = meanDifference(await column(leftPage, width - bleed - 1), await column(rightPage, bleed));
      const kind = entry.kind === 'climax' ? 'climax spread' : `${design(entry.pageNumber)}, facing ${right.kind}`;
      const said = `page ${entry.pageNumber} (${kind}): ${atSpine.toFixed(1)} grey levels apart at the spine`;
      // One picture across both pages joins at the spine; words on paper facing a picture do not; two papers do.
      const joined = entry.kind === 'climax' || design(entry.pageNumber) === 'across' || right.kind === 'turn';
      expect({ said, joined: atSpine < 12 }).toEqual({ said, joined });
      const words = content.pages.find((page) => page.pageNumber === entry.pageNumber)!.text;
      const opening = words.replace('{name}', 'Anaya').split(' ').slice(0, 3).join(' ');
      // The words on the spread's left page; none on the climax's.
      if (entry.kind === 'words') expect(text[left].replace(/\s+/g, ' ')).toContain(opening);
      else expect(text[left].trim() + text[left + 1].trim()).toBe('');
    }
    // "The End" under the last page's words, not a page of its own.
    expect(text[pages.findIndex((entry) => entry.kind === 'words' && entry.pageNumber === 12)]).toContain('The End');
    expect(text.filter((page) => page.includes('The End'))).toHaveLength(1);
  });
});
