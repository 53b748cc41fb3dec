import type { Book } from 'shared-contracts';
import { defaultHeroLook } from 'contracts/hero';
import { bookLeaves } from './bookLeaves';

const book: Book = {
  bookId: 1,
  pages: { 10: '/p10.webp', 2: '/p2.webp', 1: '/p1.webp', 0: '/cover.webp' },
  title: 'The Brave Little Explorer',
  childFirstName: 'Anaya',
  blurb: 'A jungle adventure.',
  dedication: null,
  words: { 1: 'Anaya packs her bag.', 2: 'A parrot calls.', 10: 'Home at last.' },
  hero: defaultHeroLook('Girl', 6),
  print: null,
};

const twelve = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, `/p${i + 1}.webp`]));
const words = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [i + 1, `Page ${i + 1}.`]));

describe("the flipbook's pages", () => {
  it('of a bilingual book carry both titles on the title page, and each story page’s words in both languages, the first first', () => {
    const second = {
      language: 'hi' as const,
      title: 'बहादुर खोजी',
      childFirstName: 'अनाया',
      words: { 1: 'अनाया अपना थैला भरती है।', 2: 'एक तोता बुलाता है।' },
    };
    const leaves = bookLeaves({ ...book, second }, 'en');
    expect(leaves.find((leaf) => leaf.key === 'title')).toMatchObject({ title: 'The Brave Little Explorer', secondTitle: 'बहादुर खोजी' });
    expect(leaves.find((leaf) => leaf.key === 'words-1')).toEqual({
      key: 'words-1',
      kind: 'words',
      text: 'Anaya packs her bag.',
      second: { text: 'अनाया अपना थैला भरती है।', language: 'hi' },
      theEnd: null,
    });
    // A page the second language has no words for shows the first's alone.
    expect(leaves.find((leaf) => leaf.key === 'words-10')).not.toHaveProperty('second');
  });

  it('are the printed book: the cover, front matter, each story page as its words facing its picture, back matter, the back cover', () => {
    const leaves = bookLeaves(book, 'en');
    expect(leaves).toHaveLength(34);
    expect(leaves.slice(0, 8)).toEqual([
      { key: 'cover', kind: 'picture', image: '/cover.webp', area: null },
      { key: 'belongs-to', kind: 'belongs-to', text: 'This book belongs to' },
      { key: 'dedication', kind: 'dedication', text: null },
      {
        key: 'title',
        kind: 'title',
        title: 'The Brave Little Explorer',
        storyFor: 'A story for Anaya',
        shop: 'Hero Tales',
        hero: book.hero,
      },
      { key: 'words-1', kind: 'words', text: 'Anaya packs her bag.', theEnd: null },
      { key: 'page-1', kind: 'picture', image: '/p1.webp', area: null },
      { key: 'words-2', kind: 'words', text: 'A parrot calls.', theEnd: null },
      { key: 'page-2', kind: 'picture', image: '/p2.webp', area: null },
    ]);
    // "The End" under the last page's words, then "About".
    expect(leaves.slice(8, 11)).toEqual([
      { key: 'words-10', kind: 'words', text: 'Home at last.', theEnd: 'The End' },
      { key: 'page-10', kind: 'picture', image: '/p10.webp', area: null },
      {
        key: 'about',
        kind: 'about',
        heading: 'About Anaya',
        line: 'Every picture in this book was drawn for Anaya.',
        hero: book.hero,
        company: null,
      },
    ]);
    // Who came along is said there too, in the book's language.
    expect(bookLeaves({ ...book, company: 'Nani and Bruno' }, 'en')[10]).toMatchObject({
      company: 'Along on every adventure: Nani and Bruno.',
    });
    expect(bookLeaves({ ...book, company: 'नानी और ब्रूनो' }, 'hi')[10]).toMatchObject({ company: 'हर रोमांच में साथ: नानी और ब्रूनो।' });
    // A keepsake page instead of a second empty frame.
    expect(leaves[11]).toEqual({
      key: 'keepsake',
      kind: 'keepsake',
      heading: "Anaya's keepsake page",
      madeOn: expect.stringMatching(/^Made for Anaya on \d{1,2} \w+ \d{4}$/),
      fields: ['A note from the one who gave this book', 'My favourite page', 'Who read it to me first', 'How tall I was'],
    });
    expect(leaves[12]).toEqual({ key: 'drawing-12', kind: 'drawing', heading: "Draw Anaya's next adventure" });
    expect(leaves.at(-2)).toMatchObject({
      kind: 'imprint',
      lines: [
        'The Brave Little Explorer',
        'Made for Anaya by Hero Tales',
        expect.stringMatching(/^© \d{4} Hero Tales/),
        'Printed on demand, one copy, for Anaya.',
      ],
    });
    // The back: the story's world from the cover's art, not its words alone.
    expect(leaves.at(-1)).toEqual({
      key: 'back',
      kind: 'back',
      image: '/cover.webp',
      blurb: 'A jungle adventure.',
      shop: 'Hero Tales',
      madeFor: 'Made for Anaya by Hero Tales',
    });
    expect(new Set(leaves.map((leaf) => leaf.key)).size).toBe(leaves.length);
  });

  it("keeps the giver's message, words its pages in Hindi, and draws a cover without a picture as its title", () => {
    const leaves = bookLeaves({ ...book, pages: { 1: '/p1.webp' }, dedication: 'प्यारी अनाया के लिए' }, 'hi');
    expect(leaves.slice(0, 4).map((leaf) => leaf.kind)).toEqual(['cover', 'belongs-to', 'dedication', 'title']);
    expect(leaves[2]).toMatchObject({ text: 'प्यारी अनाया के लिए' });
    expect(leaves[3]).toMatchObject({ storyFor: 'Anaya के लिए एक कहानी' });
    expect(leaves.find((leaf) => leaf.kind === 'words')).toMatchObject({ theEnd: 'समाप्त' });
  });

  it("tells a story's climax over the page: its words facing the hero, then its picture across a wordless spread", () => {
    const leaves = bookLeaves({ ...book, pages: { ...twelve, 0: '/cover.webp' }, words }, 'en');
    const climax = leaves.findIndex((leaf) => leaf.key === 'words-10');
    expect(leaves.slice(climax, climax + 6)).toEqual([
      { key: 'words-10', kind: 'words', text: 'Page 10.', theEnd: null },
      { key: 'turn-10', kind: 'turn', hero: book.hero },
      { key: 'climax-10-left', kind: 'picture', image: '/p10.webp', area: { left: 0, top: 0, width: 0.5, height: 1 } },
      { key: 'climax-10-right', kind: 'picture', image: '/p10.webp', area: { left: 0.5, top: 0, width: 0.5, height: 1 } },
      { key: 'words-11', kind: 'words', text: 'Page 11.', theEnd: null },
      { key: 'page-11', kind: 'picture', image: '/p11.webp', area: null },
    ]);
    // The wordless spread opens on a left-hand page (an even page inside, after the cover).
    expect(climax % 2).toBe(0);
    expect(leaves).toHaveLength(34);
  });

  it("shows each story picture as its printed page draws it, the climax's two pages wide, and the cover whole", () => {
    const page = { left: 0.015, top: 0.015, width: 0.97, height: 0.97 };
    const spread = { ...page, left: 0.0075, width: 0.985 };
    const leaves = bookLeaves(
      {
        ...book,
        pages: { ...twelve, 0: '/cover.webp' },
        words,
        print: { trimAspect: 1, sheet: '800x800g127', ordered: false, page, spread },
      },
      'en',
    );
    expect(leaves.find((leaf) => leaf.key === 'page-1')).toMatchObject({ image: '/p1-print-800x800g127.webp', area: page });
    expect(leaves.find((leaf) => leaf.key === 'climax-10-left')).toMatchObject({
      image: '/p10-print-800x800g127-spread.webp',
      area: { ...spread, width: spread.width / 2 },
    });
    expect(leaves.find((leaf) => leaf.key === 'climax-10-right')).toMatchObject({
      area: { ...spread, left: spread.left + spread.width / 2, width: spread.width / 2 },
    });
    expect(leaves[0]).toMatchObject({ kind: 'picture', image: '/cover.webp', area: null });
  });
});
