import { Type, type Static } from '@sinclair/typebox';
import { Email, LanguageCode, MAX_LENGTH, RequestUuid, Text } from './common.js';
import { ProductStatus } from './catalogue.js';
import { BookPrint } from './bookPrint.js';
import { HeroLook } from './hero.js';
import { SecondLanguageWords } from './secondLanguage.js';

/** A country's states, named in `lang` (English without it). */
export const StatesQuery = Type.Object({ country_code: Text(2, { pattern: '^[A-Z]{2}$' }), lang: Type.Optional(LanguageCode) });
export type StatesQuery = Static<typeof StatesQuery>;

export const State = Type.Object({ code: Text(MAX_LENGTH.code), name: Text(MAX_LENGTH.label) });
export type State = Static<typeof State>;

export const StatesResponse = Type.Object({ states: Type.Array(State) });
export type StatesResponse = Static<typeof StatesResponse>;

export const FaqType = Text(40, { pattern: '^[a-z-]{1,40}$' });

export const Faq = Type.Object({ question: Text(MAX_LENGTH.sentence), answer: Text(MAX_LENGTH.document) });
export type Faq = Static<typeof Faq>;

export const FaqsResponse = Type.Object({ faqs: Type.Array(Faq) });
export type FaqsResponse = Static<typeof FaqsResponse>;

export const Book = Type.Object({
  bookId: Type.Integer(),
  /** Each page's picture (without its words) by page number; 0 is the cover, when there is a picture of it. */
  pages: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Text(MAX_LENGTH.url)),
  /** The words of the book's own pages, so the flipbook shows the whole book (an addition; see the README's deviations). */
  title: Text(MAX_LENGTH.label),
  childFirstName: Text(MAX_LENGTH.label),
  blurb: Text(MAX_LENGTH.document),
  dedication: Type.Union([Text(MAX_LENGTH.document), Type.Null()]),
  /** The words each story page prints, by page number: the book sets them on the page facing its picture. */
  words: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Text(MAX_LENGTH.document)),
  /** The hero the book is drawn with, for its "About {name}" page (null while a visitor's hero is not confirmed). */
  hero: Type.Union([HeroLook, Type.Null()]),
  /** Who comes along with the hero, their names as a sentence in the book's language says them (for "About {name}"). */
  company: Type.Optional(Text(MAX_LENGTH.label)),
  /** How the book is printed, so the flipbook shows each page as it is cut (an addition): null for a sample. */
  print: Type.Union([BookPrint, Type.Null()]),
  /** A bilingual book's second language and its words (an addition). */
  second: Type.Optional(SecondLanguageWords),
});
export type Book = Static<typeof Book>;

export const BookResponse = Type.Object({ book: Book });
export type BookResponse = Static<typeof BookResponse>;

/** A family share link of a book (an addition): the page that opens it read-only, and until when it works. */
export const BookShareResponse = Type.Object({ sharePath: Text(MAX_LENGTH.url), expiresAt: Text(40) });
export type BookShareResponse = Static<typeof BookShareResponse>;

export const SampleFlipbooksQuery = Type.Object({
  gender: Type.Optional(Type.String({ maxLength: 10 })),
  productId: Type.Optional(Type.Integer()),
  /** The stories named in this language (English without it). */
  lang: Type.Optional(LanguageCode),
});
export type SampleFlipbooksQuery = Static<typeof SampleFlipbooksQuery>;

export const SampleFlipbook = Type.Object({
  productId: Type.Integer(),
  displayName: Text(MAX_LENGTH.label),
  /** Whether its story can be made yet ('coming-soon': it can be read, not personalised; an addition). */
  productStatus: ProductStatus,
  requestUuid: RequestUuid,
  displayImage: Text(MAX_LENGTH.url),
  sampleFlipbookId: Type.Integer(),
  priority: Type.Number(),
});
export type SampleFlipbook = Static<typeof SampleFlipbook>;

export const SampleFlipbooksResponse = Type.Object({ flipbooks: Type.Array(SampleFlipbook) });
export type SampleFlipbooksResponse = Static<typeof SampleFlipbooksResponse>;

export const ContactCaseRequest = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  email: Email,
  subject: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  message: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }),
  requestUuid: Type.Optional(RequestUuid),
});
export type ContactCaseRequest = Static<typeof ContactCaseRequest>;
