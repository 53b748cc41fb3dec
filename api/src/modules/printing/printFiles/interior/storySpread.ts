import sharp, { type Sharp } from 'sharp';
import { personaliseText } from '../../../imaging/generators/pageGenerator.js';
import type { BookPage } from '../../printedBook.js';
import { faceCentre, sheetCut } from '../../printedArea.js';
import { embedPicture } from '../printedPictures.js';
import { fitted } from '../typeset.js';
import { centreOf, INK, MUTED, type InteriorPage } from './interiorPage.js';

/** How much of the picture shows through the white of a words page's ground. */
const GROUND_STRENGTH = 0.28;

/** The picture cut to the sheet's proportions, the cut kept round the hero's face (a pipeline: decoded once, never encoded). */
async function croppedToSheet(picture: Uint8Array, bookPage: BookPage, sheet: { width: number; height: number }): Promise<Sharp> {
  const { width = 1, height = 1 } = await sharp(picture).metadata();
  const cut = sheetCut({ width, height }, faceCentre(bookPage.request), sheet.width / sheet.height);
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
 * The left page of a spread: the story's words, large, over a quiet ground (the facing picture
 * blurred and washed almost to white), centred in the safe zone.
 */
export async function drawWords(at: InteriorPage, bookPage: BookPage, picture: Uint8Array | null) {
  const { doc, page, sheet, safe, content, settings, font, body } = at;
  if (picture) {
    const small = await (await croppedToSheet(picture, bookPage, sheet)).resize({ width: 160 }).blur(6).png().toBuffer();
    const { width = 160, height = 160 } = await sharp(small).metadata();
    const wash = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fffdf8" fill-opacity="${1 - GROUND_STRENGTH}"/></svg>`,
    );
    const ground = await sharp(small)
      .composite([{ input: wash }])
      .png()
      .toBuffer();
    page.drawImage(await embedPicture(doc, ground, sheet.width, settings.dpi), sheet);
  }
  const text = personaliseText(bookPage.text, content.child);
  const words = fitted(text, font, body * 1.5, safe.width * 0.86, { height: safe.height * 0.8, leading: 1.5 });
  const height = words.lines.length * words.size * 1.5;
  const top = safe.y + safe.height / 2 + height / 2;
  words.lines.forEach((line, i) =>
    font.drawLine(page, line, {
      x: centreOf(safe) - font.widthOf(line, words.size) / 2,
      y: top - words.size * (1 + i * 1.5),
      size: words.size,
      color: INK,
    }),
  );
}

/** The right page of a spread: the picture to the sheet's edges, cut round the hero's face. */
export async function drawStoryPicture({ doc, page, sheet, settings }: InteriorPage, bookPage: BookPage, picture: Uint8Array | null) {
  if (!picture) return;
  const image = await embedPicture(doc, await croppedToSheet(picture, bookPage, sheet), sheet.width, settings.dpi);
  page.drawImage(image, sheet);
}
