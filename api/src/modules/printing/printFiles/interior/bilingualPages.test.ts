import { SAMPLE_HEROES } from 'story-art';
import { bookStory, starringTitle } from '../../../personalization/stories/bookStory.js';
import { loadShopContent } from '../../../seed/contentFiles.js';
import { readPdf } from '../../../../testing/readPdf.js';
import { createWorkPool, type WorkPool } from '../../../work/workPool.js';
import { SOFTCOVER } from '../../../catalogue/printBinding.js';
import { bookPageList, type BookContent } from '../../printedBook.js';

jest.setTimeout(120_000);

const product = loadShopContent().products[0];
const columns = {
  title: product.title,
  story_pages: JSON.stringify(product.story.pages),
  story_translations: JSON.stringify(product.translations),
};
const LATIN = /[A-Za-z]{3}/;
const DEVANAGARI = /[\u0900-\u097F]{2}/;

let pool: WorkPool;
beforeAll(() => {
  pool = createWorkPool({ threads: 1 });
});
afterAll(() => pool.close());

/** A bilingual book, `first` printed first, its words only (no pictures, for speed): its inside pages' text, and the list of pages. */
async function bilingualBook(first: 'en' | 'hi') {
  const second = first === 'en' ? 'hi' : 'en';
  const names = { en: 'Kabir', hi: 'कबीर' };
  const [told, other] = [bookStory(columns, first), bookStory(columns, second)];
  const content: BookContent = {
    language: first,
    title: told.title,
    blurb: '',
    ageGroup: '',
    webAddress: null,
    dedication: null,
    binding: SOFTCOVER,
    coverTitle: starringTitle(told.title, names[first], first),
    second: { language: second, title: other.title, childFirstName: names[second] },
    child: { firstName: names[first], gender: 'Boy' },
    cover: { productSlug: product.slug },
    look: SAMPLE_HEROES.boy,
    companions: [],
    printSize: 'Square 8 x 8 in (20 x 20 cm)',
    photo: null,
    pages: told.pages.map((page) => ({
      pageNumber: page.pageNumber,
      text: page.text,
      secondText: other.pages.find((p) => p.pageNumber === page.pageNumber)!.text,
      request: null,
      chosenImage: null,
    })),
  };
  const files = await pool.printBook({ content, print: { dpi: 40 }, width: 330, comfyuiUrl: null });
  return { pages: readPdf(files.interior).pages.map((text) => text.replace(/\s+/g, ' ')), list: bookPageList(content), told, other };
}

describe('a bilingual book, English and Hindi', () => {
  it('prints both scripts on every text page, the first language first, each with the child’s name as it spells it', async () => {
    const { pages, list, told, other } = await bilingualBook('en');
    const wordsPages = list.flatMap((entry, index) => (entry.kind === 'words' ? [{ index, pageNumber: entry.pageNumber }] : []));
    expect(wordsPages.length).toBe(told.pages.length);
    for (const { index, pageNumber } of wordsPages) {
      const text = pages[index];
      expect({ pageNumber, latin: LATIN.test(text), devanagari: DEVANAGARI.test(text) }).toEqual({
        pageNumber,
        latin: true,
        devanagari: true,
      });
      // English first, then Hindi.
      expect(text.search(LATIN)).toBeLessThan(text.search(DEVANAGARI));
    }
    const all = pages.join(' ');
    expect(all).toContain('Kabir');
    expect(all.replace(/\s/g, '')).toContain('कबीर');
    // The title page carries both titles.
    const titlePage = pages[list.findIndex((entry) => entry.kind === 'title')].replace(/\s/g, '');
    expect(titlePage).toContain(told.title.replace(/\s/g, ''));
    expect(titlePage).toContain(other.title.replace(/\s/g, ''));
  });

  it('prints Hindi first when the parent chooses it', async () => {
    const { pages, list } = await bilingualBook('hi');
    const index = list.findIndex((entry) => entry.kind === 'words');
    expect(pages[index].search(DEVANAGARI)).toBeLessThan(pages[index].search(LATIN));
  });
});
