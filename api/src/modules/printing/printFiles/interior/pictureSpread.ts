import sharp from 'sharp';
import { curlyQuotes } from 'contracts/typography';
import { personaliseText } from '../../../imaging/generators/pageGenerator.js';
import { sheetAspect, type BookPage } from '../../printedBook.js';
import { castOf, type ShareBox } from '../../printedCast.js';
import { embedPicture } from '../printedPictures.js';
import { fitted } from '../typeset.js';
import type { Rect } from '../boxedPage.js';
import { calmestBand, type Lightness } from './calmBand.js';
import { centreOf, INK, PAPER, type InteriorPage } from './interiorPage.js';

/** The words take at most this share of the safe area's height, so the picture keeps the page. */
const WORDS_HEIGHT = 0.4;
const LEADING = 1.45;
/** The grid the picture's lightness is read on, across a page. */
const SAMPLES = 120;

/**
 * One page of a spread: the sheet-sized part of the spread's picture (drawn two pages wide, the right
 * page as that page alone is drawn) which that side of the book shows. The pages meet at their trims,
 * so the left sheet starts two bleeds in from the picture's left edge.
 */
async function halfOf(picture: Uint8Array, side: 'left' | 'right', { sheet, trim }: InteriorPage) {
  const { width = 2, height = 1 } = await sharp(picture).metadata();
  const page = Math.floor(width / 2);
  const bleed = Math.round(((trim.x - sheet.x) / sheet.width) * page);
  return sharp(picture).extract({ left: side === 'right' ? width - page : 2 * bleed, top: 0, width: page, height });
}

/** The right page of a spread: its part of the picture, to the sheet's edges. */
export async function drawSpreadRight(at: InteriorPage, picture: Uint8Array) {
  const { doc, page, sheet, settings } = at;
  page.drawImage(await embedPicture(doc, await halfOf(picture, 'right', at), sheet.width, settings.dpi), sheet);
}

/** A box in shares of the spread's picture, on the left sheet, in points. */
function onLeftSheet(box: ShareBox, { sheet, trim }: InteriorPage): Rect {
  const bleed = trim.x - sheet.x;
  // The spread is two sheets wide, less the two bleeds that meet under the spine.
  const spreadWidth = 2 * sheet.width;
  const x = box.left * spreadWidth - 2 * bleed;
  return { x, y: sheet.height * (1 - box.top - box.height), width: box.width * spreadWidth, height: box.height * sheet.height };
}

/** A rounded rectangle of the book's paper behind words that need it, softly see-through. */
function drawPanel(at: InteriorPage, rect: Rect) {
  const r = Math.min(rect.width, rect.height) * 0.12;
  const { width: w, height: h } = rect;
  const path = `M ${r} 0 L ${w - r} 0 Q ${w} 0 ${w} ${r} L ${w} ${h - r} Q ${w} ${h} ${w - r} ${h} L ${r} ${h} Q 0 ${h} 0 ${h - r} L 0 ${r} Q 0 0 ${r} 0 Z`;
  at.page.drawSvgPath(path, { x: rect.x, y: rect.y + h, color: PAPER, opacity: 0.86 });
}

/**
 * The left page of a spread: the story's world running on from the right page, and the story's words
 * set into the calmest band it leaves (top, middle or foot of the safe area, clear of every character),
 * dark or light as the picture there needs, on a soft panel only where it is busy or mid-toned.
 */
export async function drawSpreadLeft(at: InteriorPage, bookPage: BookPage, picture: Uint8Array) {
  const { doc, page, sheet, safe, content, font, body, settings } = at;
  const half = await halfOf(picture, 'left', at);
  page.drawImage(await embedPicture(doc, half.clone(), sheet.width, settings.dpi), sheet);

  const text = curlyQuotes(personaliseText(bookPage.text, content.child));
  const words = fitted(text, font, body * 1.45, safe.width * 0.84, { height: safe.height * WORDS_HEIGHT, leading: LEADING });
  const pad = words.size * 0.8;
  // The first line's cap height, the leading between lines, the last line's descent.
  const blockHeight = 2 * pad + words.size * (1.3 + (words.lines.length - 1) * LEADING);
  const widest = Math.max(...words.lines.map((line) => font.widthOf(line, words.size)));
  const band = (y: number): Rect => ({ x: centreOf(safe) - widest / 2 - pad, y, width: widest + 2 * pad, height: blockHeight });
  const bands = [band(safe.y + safe.height - blockHeight), band(safe.y + (safe.height - blockHeight) / 2), band(safe.y)];

  const grey = await half.resize({ width: SAMPLES }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const light: Lightness = { values: grey.data, width: grey.info.width, height: grey.info.height, over: sheet };
  const cast = bookPage.request ? await castOf({ ...bookPage.request, aspect: sheetAspect(content), spread: true }) : null;
  const keepClear = cast ? [cast.head, ...cast.named].map((box) => onLeftSheet(box, at)) : [];
  const { band: chosen, on } = calmestBand(light, bands, keepClear);

  if (on === 'panel') drawPanel(at, chosen);
  const firstBaseline = chosen.y + chosen.height - pad - words.size;
  words.lines.forEach((line, i) =>
    font.drawLine(page, line, {
      x: centreOf(safe) - font.widthOf(line, words.size) / 2,
      y: firstBaseline - i * words.size * LEADING,
      size: words.size,
      color: on === 'light-on-picture' ? PAPER : INK,
    }),
  );
}
