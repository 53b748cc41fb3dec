import { Type, type Static } from '@sinclair/typebox';
import { LanguageCode, MAX_LENGTH, Text } from './common.js';

/** Who is reading, as the family calls them ("Nani", "Papa"): printed in the flipbook as "read by Nani". */
export const ReaderName = Type.String({ minLength: 1, maxLength: 40, pattern: '\\S' });

/** A story page, numbered as the book's words are. */
export const StoryPage = Type.Integer({ minimum: 1, maximum: 99 });

/** A page of a book read aloud by someone in the family (an addition: see the README's deviations). */
export const PageVoice = Type.Object({
  page: StoryPage,
  reader: ReaderName,
  language: LanguageCode,
  seconds: Type.Number({ minimum: 0 }),
  /** Changes with each new recording of the page, so a player never keeps the one replaced. */
  version: Text(MAX_LENGTH.code),
});
export type PageVoice = Static<typeof PageVoice>;

/** A book's recordings, and what the caller may do with them. */
export const PageVoicesResponse = Type.Object({
  voices: Type.Array(PageVoice),
  /** Whether the caller may record (the book's owner once its order is paid, or a record link). */
  canRecord: Type.Boolean(),
  /** A record link's reader, whom its recordings are said to be read by. */
  reader: Type.Union([ReaderName, Type.Null()]),
});
export type PageVoicesResponse = Static<typeof PageVoicesResponse>;

/** The text fields sent with a page's recording (the file is the form's `recording`). */
export const PageVoiceFields = Type.Object({ reader: Type.Optional(ReaderName), language: LanguageCode });
export type PageVoiceFields = Static<typeof PageVoiceFields>;

export const RecordLinkRequest = Type.Object({ reader: ReaderName });
export type RecordLinkRequest = Static<typeof RecordLinkRequest>;

/** A link that lets one person in the family record pages of the book, and nothing else. */
export const RecordLink = Type.Object({
  linkId: Text(MAX_LENGTH.code),
  reader: ReaderName,
  recordPath: Text(MAX_LENGTH.url),
  expiresAt: Text(40),
});
export type RecordLink = Static<typeof RecordLink>;

export const RecordLinksResponse = Type.Object({ links: Type.Array(RecordLink) });
export type RecordLinksResponse = Static<typeof RecordLinksResponse>;

/** The printed book's read-only link to its recordings (its QR code): long-lived, stopped only by the parent. */
export const ListenLink = Type.Object({ listenPath: Text(MAX_LENGTH.url), expiresAt: Text(40), stopped: Type.Boolean() });
export type ListenLink = Static<typeof ListenLink>;

/** What a listen link opens: whose book it is ('' once the name is forgotten) and its recordings; the family holds the pages. */
export const ListenedBookResponse = Type.Object({
  childFirstName: Text(MAX_LENGTH.label),
  voices: Type.Array(PageVoice),
});
export type ListenedBookResponse = Static<typeof ListenedBookResponse>;
