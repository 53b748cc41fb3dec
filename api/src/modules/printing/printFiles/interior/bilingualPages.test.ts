import { bookStory, starringTitle } from '../../../personalization/stories/bookStory.js';
import { readPdf } from '../../../../testing/readPdf.js';
import { FIRST_STORY, wordsOnlyBook } from '../../../../testing/wordsOnlyBook.js';
import { createWorkPool, type WorkPool } from '../../../work/workPool.js';
import { bookPageList } from '../../printedBook.js';

jest.setTimeout(120_000);

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
  const [told, other] = [bookStory(FIRST_STORY, first), bookStory(FIRST_STORY, second)];
  const content = wordsOnlyBook(
    first,
    { firstName: names[first], gender: 'Boy' },
    { coverTitle: starringTitle(told.title, names[first], first), second: { language: second, childFirstName: names[second] } },
  );
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
