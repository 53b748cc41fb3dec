import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { PrintFont } from '../../printFont/printFont.js';
import type { BookContent, PrintSettings } from '../../printedBook.js';
import type { Rect } from '../boxedPage.js';

export const INK = rgb(0.18, 0.16, 0.2);
export const PLUM = rgb(0.31, 0.2, 0.57);
export const MUTED = rgb(0.37, 0.35, 0.4);
export const LAVENDER = rgb(0.96, 0.93, 0.99);
/** The warm paper a story's words are set on. */
export const PAPER = rgb(0.992, 0.973, 0.937);
const GOLD = rgb(0.96, 0.69, 0.2);

/** What drawing one page inside the book needs: the book, the fonts, and the page's three boxes. */
export interface InteriorPage {
  doc: PDFDocument;
  page: PDFPage;
  /** The whole sheet, bleed included, from (0, 0). */
  sheet: Rect;
  trim: Rect;
  /** Where text may go: SAFE_ZONE_MM inside the trim. */
  safe: Rect;
  content: BookContent;
  settings: PrintSettings;
  font: PrintFont;
  bold: PrintFont;
  /** The body text's size for this trim. */
  body: number;
}

export const centreOf = (rect: Rect) => rect.x + rect.width / 2;

/** A small four-pointed star, the shop's mark, centred at (x, y). */
export function star(page: PDFPage, x: number, y: number, radius: number) {
  const r = radius;
  const q = radius * 0.28;
  page.drawSvgPath(`M 0 ${-r} L ${q} ${-q} L ${r} 0 L ${q} ${q} L 0 ${r} L ${-q} ${q} L ${-r} 0 L ${-q} ${-q} Z`, { x, y, color: GOLD });
}

/** A frame drawn round `rect`: a soft ground, a plum line with rounded corners, a star at each corner. */
export function drawnFrame(page: PDFPage, rect: Rect, starRadius: number) {
  const r = Math.min(rect.width, rect.height) * 0.06;
  const { x, y, width: w, height: h } = rect;
  // drawSvgPath's y runs down from the given origin: the path is drawn from the top-left corner.
  const path =
    `M ${r} 0 L ${w - r} 0 Q ${w} 0 ${w} ${r} L ${w} ${h - r} Q ${w} ${h} ${w - r} ${h} ` +
    `L ${r} ${h} Q 0 ${h} 0 ${h - r} L 0 ${r} Q 0 0 ${r} 0 Z`;
  page.drawSvgPath(path, { x, y: y + h, color: LAVENDER, borderColor: PLUM, borderWidth: starRadius * 0.25 });
  for (const [cx, cy] of [
    [x, y],
    [x + w, y],
    [x, y + h],
    [x + w, y + h],
  ])
    star(page, cx, cy, starRadius);
}
