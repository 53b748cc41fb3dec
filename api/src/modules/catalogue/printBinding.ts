import { Type, type Static } from '@sinclair/typebox';

/** How a print option is bound, as its printer asks for the files. */
export const PrintBinding = Type.Object({
  /** The inside's page count is a multiple of this (a signature of folded sheets: 4 for softcover, 2 for hardcover). */
  pageMultiple: Type.Integer({ minimum: 1 }),
  /** The least pages inside its print partners take for this binding; 32 when a stored binding does not say. */
  minimumPages: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Thickness of the paper per page (half a leaf), in millimetres: with the page count it makes the spine. */
  paperMmPerPage: Type.Number({ minimum: 0 }),
  /** What the cover adds to the spine (a hard case's two boards), in millimetres. */
  boardMm: Type.Number({ minimum: 0 }),
  /** Bleed on every side of an inside page, in millimetres. */
  bleedMm: Type.Number({ minimum: 0 }),
  /** Bleed (or, for a hard case, the wrap round the boards) on every side of the cover spread, in millimetres. */
  coverBleedMm: Type.Number({ minimum: 0 }),
  /** How far words keep from the spine on the inside pages, in millimetres (SAFE_ZONE_MM when not said). */
  gutterMm: Type.Optional(Type.Number({ minimum: 0 })),
});
export type PrintBinding = Static<typeof PrintBinding>;

/** Text and faces stay this far inside the trim, 0.5 in: a cut a little off never reaches them, nor a reader's thumbs. */
export const SAFE_ZONE_MM = 12.7;

/** How far words keep from the spine on a binding's inside pages, in millimetres. */
export const gutterMmOf = (binding: PrintBinding) => Math.max(SAFE_ZONE_MM, binding.gutterMm ?? 0);
/** The spine carries the title from this width on: narrower, its letters would run onto the covers. */
export const SPINE_TEXT_MIN_MM = 6;

/** The bleed print partners ask for on every side: 0.125 in (9 pt), written in millimetres. */
export const PRINT_BLEED_MM = 3.175;

/** A softcover's binding: the one an order is printed with when its print type is no longer offered. */
export const SOFTCOVER: PrintBinding = {
  pageMultiple: 4,
  minimumPages: 32,
  paperMmPerPage: 0.08,
  boardMm: 0,
  bleedMm: PRINT_BLEED_MM,
  coverBleedMm: PRINT_BLEED_MM,
};

export const POINTS_PER_INCH = 72;
export const MM_PER_INCH = 25.4;
export const mmToPoints = (mm: number) => (mm * POINTS_PER_INCH) / MM_PER_INCH;

/** The spine's width in millimetres for a book with this many inside pages. */
export const spineMm = (binding: PrintBinding, interiorPageCount: number) =>
  Math.round((interiorPageCount * binding.paperMmPerPage + binding.boardMm) * 100) / 100;
