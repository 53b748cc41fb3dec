import { defaultHeroLook } from 'contracts/hero';
import type { BookResponse } from 'shared-contracts';

/** A visitor's two-page book for Kabir, as `GET /api/books/{requestUuid}` answers it. */
export const oceanQuestBook: BookResponse = {
  book: {
    bookId: 3,
    pages: { 2: '/p2.webp', 1: '/p1.webp' },
    title: 'Ocean Quest',
    childFirstName: 'Kabir',
    blurb: 'Under the sea.',
    dedication: null,
    words: { 1: 'Kabir dives into the blue.', 2: 'Kabir swims home.' },
    hero: defaultHeroLook('Boy', 5),
    print: null,
  },
};
