import { bookLeaves as leavesOf, type Leaf } from 'contracts/book/leaves';
import type { Book, Language } from 'shared-contracts';

export type { Leaf };

/** The flipbook's pages: the printed book's, from the flipbook's answer (page 0 is the book's own cover). */
export function bookLeaves(book: Book, language: Language): Leaf[] {
  const { 0: cover = null, ...pictures } = book.pages;
  return leavesOf(
    {
      title: book.title,
      childFirstName: book.childFirstName,
      cover,
      pictures,
      words: book.words,
      dedication: book.dedication,
      blurb: book.blurb,
      hero: book.hero,
      company: book.company,
      print: book.print,
      second: book.second,
    },
    language,
  );
}
