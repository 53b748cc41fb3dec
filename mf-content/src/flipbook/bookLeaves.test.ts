import type { Book } from 'shared-contracts';
import { bookLeaves } from './bookLeaves';

const book: Book = {
  bookId: 1,
  pages: { 10: '/p10.webp', 2: '/p2.webp', 1: '/p1.webp', 0: '/cover.webp' },
  title: 'The Brave Little Explorer',
  childFirstName: 'Anaya',
  blurb: 'A jungle adventure.',
  dedication: null,
};

describe("the flipbook's pages", () => {
  it('are the printed book: cover, title page, the story in page order, the end, the back cover', () => {
    expect(bookLeaves(book, 'en')).toEqual([
      { key: 'cover', kind: 'picture', image: '/cover.webp' },
      { key: 'title', kind: 'title', title: 'The Brave Little Explorer', storyFor: 'A story for Anaya', shop: 'Hero Tales' },
      { key: 'page-1', kind: 'picture', image: '/p1.webp' },
      { key: 'page-2', kind: 'picture', image: '/p2.webp' },
      { key: 'page-10', kind: 'picture', image: '/p10.webp' },
      { key: 'end', kind: 'end', image: '/p10.webp', theEnd: 'The End' },
      { key: 'back', kind: 'back', blurb: 'A jungle adventure.', shop: 'Hero Tales', madeFor: 'Made for Anaya by Hero Tales' },
    ]);
  });

  it("add the giver's message after the title, words its pages in Hindi, and draw a cover without a picture as its title", () => {
    const leaves = bookLeaves({ ...book, pages: { 1: '/p1.webp' }, dedication: 'प्यारी अनाया के लिए' }, 'hi');
    expect(leaves.map((leaf) => leaf.kind)).toEqual(['cover', 'title', 'dedication', 'picture', 'end', 'back']);
    expect(leaves[1]).toMatchObject({ storyFor: 'Anaya के लिए एक कहानी' });
    expect(leaves[2]).toMatchObject({ text: 'प्यारी अनाया के लिए' });
    expect(leaves[4]).toMatchObject({ theEnd: 'समाप्त' });
  });
});
