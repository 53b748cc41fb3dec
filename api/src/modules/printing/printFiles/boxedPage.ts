import type { PDFDocument, PDFPage } from 'pdf-lib';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where words go on the inside page at `index` (0 is page 1, a right-hand page): `margin` inside the
 * trim, and `gutter` from the spine, which is on a right-hand page's left and a left-hand page's right.
 */
export function safeArea(trim: Rect, index: number, margin: number, gutter: number): Rect {
  const spineOnLeft = index % 2 === 0;
  return {
    x: trim.x + (spineOnLeft ? gutter : margin),
    y: trim.y + margin,
    width: trim.width - margin - gutter,
    height: trim.height - 2 * margin,
  };
}

export const inset = (rect: Rect, by: number): Rect => ({
  x: rect.x + by,
  y: rect.y + by,
  width: rect.width - 2 * by,
  height: rect.height - 2 * by,
});

/**
 * A page as a printer reads it: the trim (the page once cut) in the middle of the bleed, MediaBox and
 * BleedBox the whole sheet, TrimBox where the knife goes. Sizes in points.
 */
export function addBoxedPage(doc: PDFDocument, trim: { width: number; height: number }, bleed: number): { page: PDFPage; trim: Rect } {
  const width = trim.width + 2 * bleed;
  const height = trim.height + 2 * bleed;
  const page = doc.addPage([width, height]);
  page.setMediaBox(0, 0, width, height);
  page.setBleedBox(0, 0, width, height);
  page.setTrimBox(bleed, bleed, trim.width, trim.height);
  return { page, trim: { x: bleed, y: bleed, width: trim.width, height: trim.height } };
}
