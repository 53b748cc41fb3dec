import sharp from 'sharp';
import type { BookPage } from '../../printedBook.js';
import { castOf, type ShareBox } from '../../printedCast.js';
import { printedRequest } from '../../printedFrame.js';
import { embedPicture } from '../printedPictures.js';
import type { Rect } from '../boxedPage.js';
import { calmestBand, type Lightness } from './calmBand.js';
import { centreOf, INK, PAPER, PLUM, type InteriorPage } from './interiorPage.js';
import { storyWords } from './storyWords.js';

/** The words take at most this share of the safe area's height, so the picture keeps the page. */
const WORDS_HEIGHT = 0.4;
/** Within this share of each other, a half of the picture has the sheet's shape: it was drawn as a spread. */
const SAME_SHAPE = 0.02;
/** The grid the picture's lightness is read on, across a page. */
const SAMPLES = 120;

/**
 * One page of a spread: the sheet-sized part of the spread's picture (drawn two pages wide, the right
 * page as that page alone is drawn) which that side of the book shows. The pages meet at their trims,
 * so the left sheet starts two bleeds in from the picture's left edge. A picture not drawn as a spread
 * (printed as the parent chose it, its photo gone) gives each side its half, cut to the sheet's shape.
 */
async function halfOf(picture: Uint8Array, side: 'left' | 'right', { sheet, trim }: InteriorPage) {
  const { width = 2, height = 1 } = await sharp(picture).metadata();
  const page = Math.floor(width / 2);
  const sheetAspect = sheet.width / sheet.height;
  if (Math.abs(page / height / sheetAspect - 1) > SAME_SHAPE) {
    const cut = { height: Math.min(height, Math.round(page / sheetAspect)) };
    const cutWidth = Math.min(page, Math.round(cut.height * sheetAspect));
    return sharp(picture).extract({
      left: side === 'left' ? page - cutWidth : page,
      top: Math.round((height - cut.height) / 2),
      width: cutWidth,
      ...cut,
    });
  }
  const bleed = Math.round(((trim.x - sheet.x) / sheet.width) * page);
  return sharp(picture).extract({ left: side === 'right' ? width - page : 2 * bleed, top: 0, width: page, height });
}

/** One page of a spread: its part of the picture, to the sheet's edges (a wordless spread is both pages so). */
export async function drawSpreadPicture(at: InteriorPage, picture: Uint8Array, side: 'left' | 'right') {
  const { doc, page, sheet, settings } = at;
  page.drawImage(await embedPicture(doc, await halfOf(picture, side, at), sheet.width, settings.dpi), sheet);
}

/** A box in shares of the spread's picture, on the left sheet, in points. */
function onLeftSheet(box: ShareBox, { sheet, trim }: InteriorPage): Rect {
  const bleed = trim.x - sheet.x;
  // The picture is two sheets wide; the left sheet starts two bleeds in from its edge (halfOf).
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
export async function drawSpreadLeft(at: InteriorPage, bookPage: BookPage, picture: Uint8Array, last: boolean) {
  const { doc, page, sheet, safe, content, body, settings } = at;
  const half = await halfOf(picture, 'left', at);
  page.drawImage(await embedPicture(doc, half.clone(), sheet.width, settings.dpi), sheet);

  const words = storyWords(at, bookPage, { size: body * 1.45, width: safe.width * 0.84, height: safe.height * WORDS_HEIGHT, last });
  const pad = body * 1.1;
  const size = { width: words.width + 2 * pad, height: words.height + 2 * pad };
  const band = (y: number): Rect => ({ x: centreOf(safe) - size.width / 2, y, ...size });
  const bands = [band(safe.y + safe.height - size.height), band(safe.y + (safe.height - size.height) / 2), band(safe.y)];

  const grey = await half.resize({ width: SAMPLES }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const light: Lightness = { values: grey.data, width: grey.info.width, height: grey.info.height, over: sheet };
  const cast = bookPage.request ? await castOf(await printedRequest(content, bookPage.request, true)) : null;
  const keepClear = cast ? [cast.head, ...cast.named].map((box) => onLeftSheet(box, at)) : [];
  const { band: chosen, on } = calmestBand(light, bands, keepClear);

  if (on === 'panel') drawPanel(at, chosen);
  const colour = on === 'light-on-picture' ? PAPER : INK;
  words.draw(chosen.y + chosen.height - pad, colour, on === 'light-on-picture' ? PAPER : PLUM);
}
