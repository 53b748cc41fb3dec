import { bookPages, bookWord, climaxPage, interiorPages, PICTURE_BOOK_PAGES, pictureAloneUrl } from './bookPages.js';

describe('the pages of a book', () => {
  it('reads as a 32-page picture book: front matter, each story page as a spread, back matter, the imprint last', () => {
    const inside = interiorPages(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(inside).toHaveLength(PICTURE_BOOK_PAGES);
    expect(inside.slice(0, 5)).toEqual([
      { kind: 'belongs-to' },
      { kind: 'dedication' },
      { kind: 'title' },
      { kind: 'words', pageNumber: 1 },
      { kind: 'story', pageNumber: 1 },
    ]);
    // Page 1 is a right-hand page: every story picture falls on a right-hand (odd) page, its words facing it.
    inside.forEach((page, index) => {
      if (page.kind === 'story') expect((index + 1) % 2).toBe(1);
      if (page.kind === 'words' && page.pageNumber !== 10)
        expect(inside[index + 1]).toEqual({ kind: 'story', pageNumber: page.pageNumber });
    });
    // The climax, the third page from the end: its words facing the hero, then over the page its wordless spread.
    expect(climaxPage(Array.from({ length: 12 }, (_, i) => i + 1))).toBe(10);
    expect(inside.slice(21, 25)).toEqual([
      { kind: 'words', pageNumber: 10 },
      { kind: 'turn', pageNumber: 10 },
      { kind: 'climax', pageNumber: 10, side: 'left' },
      { kind: 'climax', pageNumber: 10, side: 'right' },
    ]);
    inside.forEach((page, index) => {
      if (page.kind === 'climax') expect((index + 1) % 2).toBe(page.side === 'left' ? 0 : 1);
    });
    expect(inside.slice(29)).toEqual([{ kind: 'about' }, { kind: 'keepsake' }, { kind: 'imprint' }]);
    expect(bookPages([1, 2]).map((page) => page.kind)).toEqual([
      'front-cover',
      ...interiorPages([1, 2]).map((page) => page.kind),
      'back-cover',
    ]);
  });

  it("pads to the binding's least and its multiple, and only then", () => {
    expect(interiorPages([1, 2, 3], { minimumPages: 4, pageMultiple: 4 }).map((page) => page.kind)).toEqual([
      'belongs-to',
      'dedication',
      'title',
      'words',
      'story',
      'words',
      'story',
      'words',
      'story',
      'about',
      'keepsake',
      'imprint',
    ]);
    expect(interiorPages([1, 2, 3, 4], { minimumPages: 4, pageMultiple: 4 })).toHaveLength(16);
    expect(
      interiorPages(
        Array.from({ length: 14 }, (_, i) => i + 1),
        { minimumPages: 32, pageMultiple: 4 },
      ),
    ).toHaveLength(36);
  });

  it("finds a picture's word-free copy beside it", () => {
    expect(pictureAloneUrl('/api/generated/r/abc-p3-o1.webp')).toBe('/api/generated/r/abc-p3-o1-alone.webp');
  });

  it('names the child in both languages', () => {
    expect(bookWord('en', 'storyFor', 'Anaya')).toBe('A story for Anaya');
    expect(bookWord('hi', 'storyFor', 'अनाया')).toBe('अनाया के लिए एक कहानी');
    expect(bookWord('en', 'storyFor', "A$'$&")).toBe("A story for A$'$&");
    // The day the book is made, in India, as each language writes it.
    const made = new Date('2026-11-29T20:00:00Z');
    expect(bookWord('en', 'madeOn', 'Anaya', made)).toBe('Made for Anaya on 30 November 2026');
    expect(bookWord('hi', 'madeOn', 'अनाया', made)).toBe('30 नवंबर 2026 को अनाया के लिए बनाई गई');
    expect(bookWord('en', 'rights', 'Anaya', made)).toBe('© 2026 Hero Tales. All rights reserved.');
  });
});
