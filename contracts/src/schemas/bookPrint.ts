import { Type, type Static } from '@sinclair/typebox';

/** A printed sheet's key: its trim in hundredths of an inch, its gutter in tenths of a millimetre ('800x800g127'). */
export const SHEET_KEY_PATTERN = '\\d{3,4}x\\d{3,4}g\\d{2,4}';

/** A part of a picture, as shares of its width and height from its top-left corner. */
export const PrintedArea = Type.Object({
  left: Type.Number({ minimum: 0, maximum: 1 }),
  top: Type.Number({ minimum: 0, maximum: 1 }),
  width: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
  height: Type.Number({ exclusiveMinimum: 0, maximum: 1 }),
});
export type PrintedArea = Static<typeof PrintedArea>;

/**
 * How a book's story pages print, so every view of the book shows each page as it is cut (an
 * addition): on the size ordered, or before one is, on the shop's first.
 */
export const BookPrint = Type.Object({
  /** The pages' width over their height. */
  trimAspect: Type.Number({ exclusiveMinimum: 0 }),
  /** The sheet the pages' pictures are drawn for, as `printedPictureUrl` names them. */
  sheet: Type.String({ pattern: `^${SHEET_KEY_PATTERN}$`, maxLength: 16 }),
  /** Whether the size is the one ordered (false: the shop's first, until one is). */
  ordered: Type.Boolean(),
  /** The part of a page's printed picture left on the page once its bleed is trimmed. */
  page: PrintedArea,
  /** The same of the climax's picture, printed across two pages. */
  spread: PrintedArea,
});
export type BookPrint = Static<typeof BookPrint>;
