import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { SAMPLE_HEROES } from 'story-art';
import { personaliseText } from '../../imaging/generators/pageGenerator.js';
import { STORY_FONT } from '../../imaging/fonts/storyFonts.js';
import { bookStory, starringTitle, storyAgeGroup, storyBlurb } from '../../personalization/stories/bookStory.js';
import { loadShopContent } from '../../seed/contentFiles.js';
import { readPdf } from '../../../testing/readPdf.js';
import { createWorkPool, type WorkPool } from '../../work/workPool.js';
import type { BookContent } from '../printedBook.js';
import { SOFTCOVER } from '../../catalogue/printBinding.js';
import { PRINTABLE_RANGES } from 'contracts/printable-characters';
import { interiorPages } from 'contracts/book';

jest.setTimeout(60_000);

const REFERENCE = path.join(path.dirname(fileURLToPath(import.meta.url)), '__references__', 'hindi-words-page.png');
/** The first story page's words: the fourth page inside (from 0, as the reader counts them). */
const FIRST_WORDS_PAGE = 3;
const PRINT = { dpi: 40 };
const products = loadShopContent().products;
const product = products[0];
let pool: WorkPool;

beforeAll(() => {
  pool = createWorkPool({ threads: 1 });
});
afterAll(() => pool.close());

/**
 * A story (the first unless told) as a book in `language`, its words only (no photo, so no pictures),
 * `change` applied to each page's words: the inside pages' PDF, and the cover's.
 */
async function printed(
  firstName: string,
  language: 'en' | 'hi',
  change = (text: string) => text,
  story = product,
  dedication: string | null = null,
) {
  const told = bookStory({ title: story.title, pages: story.story.pages, translations: story.translations }, language);
  const content: BookContent = {
    language,
    title: told.title,
    blurb: storyBlurb(story, language),
    ageGroup: storyAgeGroup(story, language),
    webAddress: null,
    dedication,
    binding: SOFTCOVER,
    coverTitle: starringTitle(told.title, firstName, language),
    child: { firstName, gender: 'Girl' },
    cover: { productSlug: story.slug },
    look: SAMPLE_HEROES.girl,
    companions: [],
    printSize: 'Square 8 x 8 in (20 x 20 cm)',
    photo: null,
    pages: told.pages.map((page) => ({ pageNumber: page.pageNumber, text: change(page.text), request: null, chosenImage: null })),
  };
  const files = await pool.printBook({ content, print: PRINT, width: 330, comfyuiUrl: null });
  return { interior: Buffer.from(files.interior), cover: Buffer.from(files.cover) };
}
const book = async (...args: Parameters<typeof printed>) => (await printed(...args)).interior;

/** A text with its line breaks as spaces. */
const words = (text: string) => text.replace(/\s+/g, ' ').trim();
/**
 * A text's letters in order, without its spaces and line breaks: MuPDF sets the letters of a syllable
 * read from ActualText one a glyph and may see a gap after them, breaking a line inside a word (फ़्लि पर).
 */
const letters = (text: string) => text.replace(/\s+/g, '');

/** Mean difference per pixel of two grey pictures of one size, 0 (the same) to 255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((png) => sharp(png).greyscale().raw().toBuffer()));
  expect(x.length).toBe(y.length);
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

describe('the story font in the print PDF', () => {
  it('never draws a missing glyph (.notdef): every character the pages accept is drawn, one they refuse stops the print', async () => {
    const accepted = PRINTABLE_RANGES.flatMap(([from, to]) =>
      Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
    )
      .filter((character) => !/\s/.test(character))
      .join('');
    const lines = accepted.match(/.{1,24}/gu)!.join('\n');
    const drawn = readPdf(await book('Anaya', 'en', undefined, product, lines)).pages.join('');
    expect(letters(drawn)).toContain('ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await expect(book('Anaya', 'en', undefined, product, 'For Li 李')).rejects.toThrow(
      'The story font has no glyph for "李" in "For Li 李"',
    );
  });

  // UPDATE_REFERENCES=1 draws the reference again: look at it before keeping it.
  if (process.env.UPDATE_REFERENCES) {
    it('draws the reference again', async () => {
      writeFileSync(REFERENCE, readPdf(await book('अनाया', 'hi'), { page: FIRST_WORDS_PAGE, dpi: 72 }).png!);
      expect(existsSync(REFERENCE)).toBe(true);
    });
    return;
  }

  it("reads as typed: every Hindi story's title, the hero's name and every page in Devanagari, in the girl's forms", async () => {
    for (const story of products) {
      const files = await printed('अनाया', 'hi', undefined, story);
      // The front's title is drawn on its art; the back names the child in a Hindi sentence.
      expect(words(readPdf(files.cover).pages[0])).toContain('Hero Tales ने अनाया के लिए बनाई');
      const { pages } = readPdf(files.interior);
      // The 32 pages: "belongs to", dedication, the title page, then each story page's words on its spread, from page 4.
      expect(pages).toHaveLength(32);
      expect(words(pages[0])).toContain('यह किताब इसकी है');
      expect(words(pages[2])).toContain('अनाया के लिए एक कहानी');
      const inside = interiorPages(story.translations.hi.pages.map((_, i) => i + 1));
      const wordsPage = (pageNumber: number) => inside.findIndex((entry) => entry.kind === 'words' && entry.pageNumber === pageNumber);
      story.translations.hi.pages.forEach((page, i) =>
        expect(letters(pages[wordsPage(i + 1)])).toContain(letters(personaliseText(page.text, { firstName: 'अनाया', gender: 'Girl' }))),
      );
      expect(words(pages[wordsPage(12)])).toContain('समाप्त');
      expect(words(pages[29])).toContain('अनाया के बारे में');
    }
  });

  it('reads a Latin name in a Hindi book, and an English book with a Devanagari name, each script shaped by its rules', async () => {
    expect(words(readPdf((await printed('Anaya', 'hi')).cover).pages[0])).toContain('Hero Tales ने Anaya के लिए बनाई');
    const english = await printed('अनाया', 'en');
    expect(words(readPdf(english.cover).pages[0])).toContain('Made for अनाया by Hero Tales');
    expect(readPdf(english.interior).pages[3]).toContain('अनाया');
  });

  it('embeds a subset of the story font and no other font', async () => {
    const pdf = await PDFDocument.load(await book('अनाया', 'hi'));
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font'));
    const baseFonts = fonts
      .filter((font) => font.get(PDFName.of('Subtype')) === PDFName.of('Type0'))
      .map((font) => font.get(PDFName.of('BaseFont'))!.toString());
    expect(baseFonts).toEqual([
      expect.stringMatching(/^\/[A-Z]{6}\+Baloo2-Regular$/),
      expect.stringMatching(/^\/[A-Z]{6}\+Baloo2-SemiBold$/),
    ]);
    expect(fonts.every((font) => ['Type0', 'CIDFontType2'].includes(font.get(PDFName.of('Subtype'))!.toString().slice(1)))).toBe(true);
    const full = readFileSync(STORY_FONT.regular).length;
    const embedded = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.has(PDFName.of('Length1')));
    expect(embedded).toHaveLength(2);
    for (const file of embedded) expect((file.dict.get(PDFName.of('Length1')) as PDFNumber).asNumber()).toBeLessThan(full / 4);
  });

  it('draws the words shaped as the reference, and unlike the same letters left unjoined', async () => {
    const reference = readFileSync(REFERENCE);
    expect(await difference(readPdf(await book('अनाया', 'hi'), { page: FIRST_WORDS_PAGE, dpi: 72 }).png!, reference)).toBeLessThan(0.3);
    // A zero-width non-joiner after each virama keeps every half letter apart, as an unshaped renderer would.
    const unjoined = await book('अनाया', 'hi', (text) => text.replace(/\u094D/g, '\u094D\u200C'));
    expect(await difference(readPdf(unjoined, { page: FIRST_WORDS_PAGE, dpi: 72 }).png!, reference)).toBeGreaterThan(0.6);
  });
});
