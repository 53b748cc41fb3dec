import { concatTransformationMatrix, PDFDocument, popGraphicsState, pushGraphicsState, rgb } from 'pdf-lib';
import { bookWord } from 'shared-contracts/book';
import { STORY_FONT } from '../../imaging/fonts/storyFonts.js';
import { printFont } from '../printFont/printFont.js';
import { trimSizeInches, type BookContent, type PrintSettings } from '../printedBook.js';
import { addBoxedPage, inset, type Rect } from './boxedPage.js';
import { addSrgbOutputIntent } from './outputIntent.js';
import { MM_PER_INCH, mmToPoints, POINTS_PER_INCH, SAFE_ZONE_MM, SPINE_TEXT_MIN_MM, spineMm } from '../../catalogue/printBinding.js';
import { coverPicture, embedPicture } from './printedPictures.js';
import { drawCentred, fitted } from './typeset.js';

const COVER_PAPER = rgb(1, 0.976, 0.949);
const PLUM = rgb(0.31, 0.2, 0.57);
const INK = rgb(0.18, 0.16, 0.2);

/** Keywords the preflight reads: a cover spread, and what its spine width follows from. */
export const coverKeywords = (content: BookContent, interiorPages: number) => [
  'print-cover',
  `interior-pages=${interiorPages}`,
  `paper-mm-per-page=${content.binding.paperMmPerPage}`,
  `board-mm=${content.binding.boardMm}`,
  `spine-mm=${spineMm(content.binding, interiorPages)}`,
  `panel-mm=${[trimSizeInches(content.printSize).width, trimSizeInches(content.printSize).height].map((inches) => (inches * MM_PER_INCH).toFixed(2)).join('x')}`,
];

/**
 * The cover as one spread, as it wraps the book: back cover (the story's blurb, the shop's name), the
 * spine (its width from the inside's page count and the paper; the title on it once it is wide enough
 * to carry it), the front cover (the painted hero, the title with the child's name). The bleed or a
 * hard case's wrap goes round the whole spread.
 */
export async function buildCoverPdf(content: BookContent, interiorPages: number, settings: PrintSettings): Promise<Uint8Array> {
  const inches = trimSizeInches(content.printSize);
  const panel = { width: inches.width * POINTS_PER_INCH, height: inches.height * POINTS_PER_INCH };
  const spineWidthMm = spineMm(content.binding, interiorPages);
  const spine = mmToPoints(spineWidthMm);
  const bleed = mmToPoints(content.binding.coverBleedMm);
  const safeInset = mmToPoints(SAFE_ZONE_MM);

  const doc = await PDFDocument.create();
  doc.setTitle(content.coverTitle);
  doc.setCreator('Hero Tales');
  doc.setKeywords(coverKeywords(content, interiorPages));
  await addSrgbOutputIntent(doc);
  const font = printFont(doc, STORY_FONT.regular);
  const bold = printFont(doc, STORY_FONT.semiBold);

  const { page, trim } = addBoxedPage(doc, { width: 2 * panel.width + spine, height: panel.height }, bleed);
  const sheet = { width: trim.width + 2 * bleed, height: trim.height + 2 * bleed };
  page.drawRectangle({ x: 0, y: 0, ...sheet, color: COVER_PAPER });
  const back: Rect = { x: trim.x, y: trim.y, ...panel };
  const front: Rect = { x: trim.x + panel.width + spine, y: trim.y, ...panel };
  const centre = (rect: Rect) => rect.x + rect.width / 2;
  const body = panel.width / 32;

  // Front: the art from the spine to the outer bleed, from the top bleed down; the title under it.
  const artWidth = panel.width + bleed;
  const art = await embedPicture(
    doc,
    await coverPicture(content, Math.ceil((artWidth / POINTS_PER_INCH) * settings.dpi)),
    artWidth,
    settings.dpi,
  );
  const artHeight = Math.min(bleed + panel.height * 0.72, (artWidth * art.height) / art.width);
  page.drawImage(art, { x: front.x, y: sheet.height - artHeight, width: artWidth, height: artHeight });
  const frontSafe = inset(front, safeInset);
  // The title in the room left under the art, inside the safe zone.
  const room = sheet.height - artHeight - frontSafe.y;
  const title = fitted(content.coverTitle, bold, panel.width / 16, frontSafe.width, {
    maxLines: 3,
    height: room - panel.width / 50,
    leading: 1.25,
  });
  drawCentred(page, title.lines, centre(frontSafe), sheet.height - artHeight - title.size * 1.2, {
    font: bold,
    size: title.size,
    leading: 1.25,
    color: PLUM,
  });

  // Back: the blurb at the top, the shop's mark at the foot.
  const backSafe = inset(back, safeInset);
  const blurb = fitted(content.blurb, font, body, backSafe.width * 0.86, { height: backSafe.height * 0.7, leading: 1.5 });
  drawCentred(page, blurb.lines, centre(backSafe), backSafe.y + backSafe.height - blurb.size * 3, {
    font,
    size: blurb.size,
    leading: 1.5,
    color: INK,
  });
  const name = content.child.firstName;
  drawCentred(page, [bookWord(content.language, 'shop', name)], centre(backSafe), backSafe.y + body * 2.2, {
    font: bold,
    size: body * 1.3,
    leading: 1,
    color: PLUM,
  });
  drawCentred(page, [bookWord(content.language, 'madeFor', name)], centre(backSafe), backSafe.y + body * 0.6, {
    font,
    size: body * 0.8,
    leading: 1,
    color: INK,
  });

  // Spine: the title read top to bottom, as on a shelf, when there is room for it.
  if (spineWidthMm >= SPINE_TEXT_MIN_MM) {
    const room = mmToPoints(spineWidthMm - 2);
    const line = `${content.title} · ${name}`;
    const size = Math.min(room * 0.7, body, ((panel.height - 2 * safeInset) / Math.max(1, font.widthOf(line, 1))) * 0.9);
    const across = trim.x + panel.width + spine / 2;
    // The line's box, descenders to accents, is centred on the spine a quarter of the size right of its baseline.
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(0, -1, 1, 0, across - size * 0.25, trim.y + panel.height / 2));
    bold.drawLine(page, line, { x: -bold.widthOf(line, size) / 2, y: 0, size, color: PLUM });
    page.pushOperators(popGraphicsState());
  }
  font.embed();
  bold.embed();
  return doc.save();
}
