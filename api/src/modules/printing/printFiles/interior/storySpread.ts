import sharp, { type Sharp } from 'sharp';
import type { BookPage } from '../../printedBook.js';
import { gutterMmOf, mmToPoints, SAFE_ZONE_MM } from '../../../catalogue/index.js';
import { faceCentre, pictureMargin, sheetCut } from '../../printedArea.js';
import { castOf } from '../../printedCast.js';
import { spotIllustration, SPOT_HEIGHT, SPOT_WIDTH, storyOutfit } from 'story-art';
import { embedPicture } from '../printedPictures.js';
import { drawHeroFigure } from './heroFigure.js';
import { storyWords } from './storyWords.js';
import { centreOf, INK, MUTED, PAPER, PLUM, type InteriorPage } from './interiorPage.js';

/** Within this share of each other, a picture's shape is the sheet's: it is drawn for it, and placed whole. */
const SAME_SHAPE = 0.01;

/**
 * The picture cut to the sheet's proportions (a pipeline: decoded once, never encoded): whole when
 * it was drawn for the sheet's shape; a 4:3 picture printed as chosen (its photo gone) is cut to keep
 * the page's cast inside the safe area.
 */
async function croppedToSheet(picture: Uint8Array, bookPage: BookPage, { sheet, trim, content }: InteriorPage): Promise<Sharp> {
  const { width = 1, height = 1 } = await sharp(picture).metadata();
  if (Math.abs(width / height / (sheet.width / sheet.height) - 1) < SAME_SHAPE) return sharp(picture);
  const margin = pictureMargin(sheet, trim.x - sheet.x, mmToPoints(SAFE_ZONE_MM), mmToPoints(gutterMmOf(content.binding)));
  const cut = sheetCut({ width, height }, faceCentre(bookPage.request), sheet.width / sheet.height, await castOf(bookPage.request), margin);
  const [cutWidth, cutHeight] = [Math.round(cut.width), Math.round(cut.height)];
  return sharp(picture).extract({
    left: Math.min(Math.round(cut.left), width - cutWidth),
    top: Math.min(Math.round(cut.top), height - cutHeight),
    width: cutWidth,
    height: cutHeight,
  });
}

/** A page's folio, centred above the safe zone's foot. */
export function drawFolio({ page, safe, font, body }: InteriorPage, folio: number) {
  const number = String(folio);
  font.drawLine(page, number, {
    x: centreOf(safe) - font.widthOf(number, body * 0.8) / 2,
    // Above the safe zone's edge by more than the script's deepest descent.
    y: safe.y + body * 0.5,
    size: body * 0.8,
    color: MUTED,
  });
}

/**
 * The left page of a spread: the story's words, large, on the book's warm paper to the sheet's edges,
 * centred in the safe zone ("The End" under the last page's).
 */
export function drawWords(at: InteriorPage, bookPage: BookPage, last: boolean) {
  const { page, sheet, safe, body } = at;
  page.drawRectangle({ ...sheet, color: PAPER });
  const words = storyWords(at, bookPage, { size: body * 1.5, width: safe.width * 0.86, height: safe.height * 0.8, last });
  words.draw(safe.y + safe.height / 2 + words.height / 2, INK, PLUM);
}

/**
 * How a story page's spread is laid out: its picture across both pages; words and a spot drawing
 * facing the picture; words facing it; or the climax: words facing the hero, then over the page the
 * picture across a wordless spread.
 */
export type SpreadDesign = 'across' | 'spot' | 'facing' | 'climax';

/**
 * The climax is told over the page (`contracts` `climaxPage`); a page with a spot illustration (the
 * thing its words name) faces its picture with it; a page the shop draws again is drawn across the
 * spread; a page only the parent's chosen picture is left of faces its words.
 */
export function spreadDesign(bookPage: BookPage, drawnAgain: boolean, climax: boolean): { design: SpreadDesign; spot: string | null } {
  if (climax) return { design: 'climax', spot: null };
  const spot = bookPage.request ? spotIllustration(bookPage.request.productSlug, bookPage.pageNumber) : null;
  if (spot) return { design: 'spot', spot };
  return { design: drawnAgain ? 'across' : 'facing', spot: null };
}

/** The share of the safe area's height a spot page's words may take; the drawing has the rest. */
const SPOT_WORDS = 0.52;

/**
 * The left page of a spot spread: the words on the paper in the upper part of the safe area, and
 * beneath them, alone on the paper, the thing they name.
 */
export async function drawSpotWords(at: InteriorPage, bookPage: BookPage, spot: string, last: boolean) {
  const { doc, page, sheet, safe, body, settings } = at;
  page.drawRectangle({ ...sheet, color: PAPER });
  const area = { y: safe.y + safe.height * (1 - SPOT_WORDS), height: safe.height * SPOT_WORDS };
  const words = storyWords(at, bookPage, { size: body * 1.4, width: safe.width * 0.86, height: area.height * 0.9, last });
  words.draw(area.y + area.height / 2 + words.height / 2, INK, PLUM);
  const room = { width: safe.width * 0.7, height: safe.height * (1 - SPOT_WORDS) * 0.85 };
  const scale = Math.min(room.width / SPOT_WIDTH, room.height / SPOT_HEIGHT);
  const drawn = { width: SPOT_WIDTH * scale, height: SPOT_HEIGHT * scale };
  // Its units are points at `scale`: at `dpi` where it is placed.
  const png = await sharp(Buffer.from(spot), { density: scale * settings.dpi })
    .png()
    .toBuffer();
  page.drawImage(await doc.embedPng(png), { x: centreOf(safe) - drawn.width / 2, y: safe.y + safe.height * 0.04, ...drawn });
}

/** The page facing the climax's words: the hero alone on the paper, in the story's clothes, before the page turns. */
export async function drawTurn(at: InteriorPage, bookPage: BookPage) {
  const { page, sheet, safe } = at;
  page.drawRectangle({ ...sheet, color: PAPER });
  const outfit = storyOutfit(bookPage.request?.productSlug ?? '');
  await drawHeroFigure(at, safe.y + safe.height * 0.82, safe.height * 0.64, outfit);
}

/** The right page of a spread: the picture to the sheet's edges, cut round the hero's face. */
export async function drawStoryPicture(at: InteriorPage, bookPage: BookPage, picture: Uint8Array | null) {
  if (!picture) return;
  const { doc, page, sheet, settings } = at;
  const image = await embedPicture(doc, await croppedToSheet(picture, bookPage, at), sheet.width, settings.dpi);
  page.drawImage(image, sheet);
}
