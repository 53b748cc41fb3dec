import sharp from 'sharp';
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { bookWord, interiorPages } from 'shared-contracts/book';
import type { PageGenerator } from '../../imaging/generators/pageGenerator.js';
import { personaliseText } from '../../imaging/generators/pageGenerator.js';
import { STORY_FONT } from '../../imaging/fonts/storyFonts.js';
import { printFont } from '../printFont/printFont.js';
import { trimSizeInches, type BookContent, type PrintSettings } from '../printedBook.js';
import { addBoxedPage, inset, type Rect } from './boxedPage.js';
import { addSrgbOutputIntent } from './outputIntent.js';
import { mmToPoints, POINTS_PER_INCH, SAFE_ZONE_MM } from '../../catalogue/printBinding.js';
import { embedPicture, storyPicture } from './printedPictures.js';
import { drawCentred, fitted } from './typeset.js';

const INK = rgb(0.18, 0.16, 0.2);
const PLUM = rgb(0.31, 0.2, 0.57);
const MUTED = rgb(0.37, 0.35, 0.4);
const PAPER = rgb(1, 1, 1);

/** Keywords the preflight reads: which file this is, and the multiple its page count keeps. */
export const interiorKeywords = (pageMultiple: number) => ['print-interior', `page-multiple=${pageMultiple}`];

/** A small four-pointed star, the shop's mark, centred at (x, y). */
function star(page: PDFPage, x: number, y: number, radius: number) {
  const r = radius;
  const q = radius * 0.28;
  page.drawSvgPath(`M 0 ${-r} L ${q} ${-q} L ${r} 0 L ${q} ${q} L 0 ${r} L ${-q} ${q} L ${-r} 0 L ${-q} ${-q} Z`, {
    x,
    y,
    color: rgb(0.96, 0.69, 0.2),
  });
}

/**
 * The inside of the book, as the printer binds it: the title page, the dedication when there is one,
 * every story page (the picture drawn again at print size, full bleed at the top, the words set under
 * it as text), the closing page, then blank pages up to the binding's multiple. Text keeps to the safe
 * zone; every picture is at `settings.dpi` where it is placed.
 */
export async function buildInteriorPdf(
  content: BookContent,
  generator: PageGenerator,
  settings: PrintSettings,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const inches = trimSizeInches(content.printSize);
  const trimSize = { width: inches.width * POINTS_PER_INCH, height: inches.height * POINTS_PER_INCH };
  const bleed = mmToPoints(content.binding.bleedMm);
  const safeInset = mmToPoints(SAFE_ZONE_MM);
  const name = content.child.firstName;

  const doc = await PDFDocument.create();
  doc.setTitle(content.coverTitle);
  doc.setCreator('Hero Tales');
  doc.setKeywords(interiorKeywords(content.binding.pageMultiple));
  await addSrgbOutputIntent(doc);
  const font = printFont(doc, STORY_FONT.regular);
  const bold = printFont(doc, STORY_FONT.semiBold);
  const body = trimSize.width / 34;

  const newPage = () => {
    const { page, trim } = addBoxedPage(doc, trimSize, bleed);
    page.drawRectangle({ x: 0, y: 0, width: trim.width + 2 * bleed, height: trim.height + 2 * bleed, color: PAPER });
    return { page, trim, safe: inset(trim, safeInset) };
  };
  const centre = (rect: Rect) => rect.x + rect.width / 2;
  let lastPicture: Uint8Array | null = null;
  let folio = 0;

  const pages = interiorPages(
    content.pages.map((page) => page.pageNumber),
    { dedication: content.dedication !== null, pageMultiple: content.binding.pageMultiple },
  );
  for (const entry of pages) {
    const { page, trim, safe } = newPage();
    folio += 1;
    if (entry.kind === 'title') {
      const title = fitted(content.title, bold, trimSize.width / 13, safe.width, { maxLines: 3 });
      const last = drawCentred(page, title.lines, centre(safe), safe.y + safe.height * 0.66, {
        font: bold,
        size: title.size,
        leading: 1.2,
        color: PLUM,
      });
      const forChild = fitted(bookWord(content.language, 'storyFor', name), font, trimSize.width / 24, safe.width, { maxLines: 2 });
      drawCentred(page, forChild.lines, centre(safe), last - title.size * 1.6, { font, size: forChild.size, leading: 1.3, color: INK });
      star(page, centre(safe), safe.y + body * 3.2, body * 0.9);
      drawCentred(page, [bookWord(content.language, 'shop', name)], centre(safe), safe.y + body * 0.6, {
        font: bold,
        size: body,
        leading: 1,
        color: PLUM,
      });
    } else if (entry.kind === 'dedication' && content.dedication) {
      const message = fitted(content.dedication, font, trimSize.width / 26, safe.width * 0.8, { height: safe.height * 0.7, leading: 1.5 });
      const height = message.lines.length * message.size * 1.5;
      drawCentred(page, message.lines, centre(safe), safe.y + safe.height / 2 + height / 2, {
        font,
        size: message.size,
        leading: 1.5,
        color: INK,
      });
      star(page, centre(safe), safe.y + safe.height / 2 + height / 2 + message.size * 2.2, body * 0.7);
    } else if (entry.kind === 'story') {
      const bookPage = content.pages.find((page) => page.pageNumber === entry.pageNumber)!;
      const picture = await storyPicture(content, bookPage, generator);
      lastPicture = picture ?? lastPicture;
      let textTop = safe.y + safe.height;
      if (picture) {
        // At the top into the bleed, its own proportions kept: full width when that leaves a quarter of the
        // page for the words, else (a wide page) as high as that allows, centred.
        const sheet = { width: trim.width + 2 * bleed, height: trim.height + 2 * bleed };
        const { width: pixels, height: rows } = await sharp(picture).metadata();
        const height = Math.min(sheet.height * 0.74, (sheet.width * rows) / pixels);
        const width = (height * pixels) / rows;
        const image = await embedPicture(doc, picture, width, settings.dpi);
        page.drawImage(image, { x: (sheet.width - width) / 2, y: sheet.height - height, width, height });
        textTop = Math.min(textTop, sheet.height - height);
      }
      // The words between the picture and the folio, inside the safe zone.
      const room = textTop - safe.y - body * 2.2;
      const words = fitted(personaliseText(bookPage.text, content.child), font, body, safe.width, { height: room, leading: 1.45 });
      words.lines.forEach((line, i) =>
        font.drawLine(page, line, { x: safe.x, y: textTop - words.size * (1.7 + i * 1.45), size: words.size, color: INK }),
      );
    } else if (entry.kind === 'end') {
      if (lastPicture) {
        // Framed above "The End": four fifths of the width, or of a wide page, three fifths of the height.
        const { width: pixels, height: rows } = await sharp(lastPicture).metadata();
        const width = Math.min(safe.width * 0.8, (safe.height * 0.6 * pixels) / rows);
        const height = (width * rows) / pixels;
        const image = await embedPicture(doc, lastPicture, width, settings.dpi);
        const x = centre(safe) - width / 2;
        const y = safe.y + safe.height - height - body;
        page.drawRectangle({ x: x - 4, y: y - 4, width: width + 8, height: height + 8, color: rgb(0.96, 0.93, 0.99) });
        page.drawImage(image, { x, y, width, height });
      }
      drawCentred(page, [bookWord(content.language, 'theEnd', name)], centre(safe), safe.y + safe.height * 0.2, {
        font: bold,
        size: trimSize.width / 12,
        leading: 1,
        color: PLUM,
      });
    }
    if (entry.kind === 'story' || entry.kind === 'end') {
      // Folios on the pages a reader turns to, inside the safe zone.
      const number = String(folio);
      font.drawLine(page, number, {
        x: centre(safe) - font.widthOf(number, body * 0.8) / 2,
        // Above the safe zone's edge by more than the script's deepest descent.
        y: safe.y + body * 0.5,
        size: body * 0.8,
        color: MUTED,
      });
    }
  }
  font.embed();
  bold.embed();
  return { pdf: await doc.save(), pages: doc.getPageCount() };
}
