import { bookPages, bookWord, interiorPages } from './bookPages.js';

describe('the pages of a book', () => {
  it('reads cover, title, dedication, story, end, back cover', () => {
    expect(bookPages([1, 2], { dedication: true }).map((page) => page.kind)).toEqual([
      'front-cover',
      'title',
      'dedication',
      'story',
      'story',
      'end',
      'back-cover',
    ]);
    expect(bookPages([1, 2], { dedication: false }).map((page) => page.kind)).not.toContain('dedication');
  });

  it('pads the inside with blanks to the binding multiple, and only then', () => {
    expect(interiorPages([1, 2, 3], { dedication: false, pageMultiple: 4 }).map((page) => page.kind)).toEqual([
      'title',
      'story',
      'story',
      'story',
      'end',
      'blank',
      'blank',
      'blank',
    ]);
    expect(interiorPages([1, 2, 3, 4], { dedication: true, pageMultiple: 2 })).toHaveLength(8);
    expect(interiorPages([1, 2, 3, 4, 5], { dedication: true, pageMultiple: 2 })).toHaveLength(8);
  });

  it('names the child in both languages', () => {
    expect(bookWord('en', 'storyFor', 'Anaya')).toBe('A story for Anaya');
    expect(bookWord('hi', 'storyFor', 'अनाया')).toBe('अनाया के लिए एक कहानी');
    expect(bookWord('en', 'storyFor', "A$'$&")).toBe("A story for A$'$&");
  });
});
