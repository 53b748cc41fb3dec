import { concatTransformationMatrix, PDFDocument, popGraphicsState, pushGraphicsState, rgb } from 'pdf-lib';
import { bookWord } from 'contracts/book';
import { STORY_FONT } from '../../imaging/index.js';
import { printFont } from '../printFont/printFont.js';
import { printTrimInches, type BookContent, type PrintSettings } from '../printedBook.js';
import type { CoverGeometry } from '../coverGeometry.js';
import { addBoxedPage, inset, type Rect } from './boxedPage.js';
import { addSrgbOutputIntent } from './outputIntent.js';
import { MM_PER_INCH, mmToPoints, POINTS_PER_INCH, SAFE_ZONE_MM, SPINE_TEXT_MIN_MM, spineMm } from '../../catalogue/index.js';
import { coverSpreadPicture, embedPicture } from './printedPictures.js';
import { star } from './interior/interiorPage.js';
import { drawCentred, fitted } from './typeset.js';

const COVER_PAPER = rgb(1, 0.976, 0.949);
const PLUM = rgb(0.31, 0.2, 0.57);
const INK = rgb(0.18, 0.16, 0.2);

/** A rectangle with rounded corners as an SVG path from its top-left corner (pdf-lib draws it downwards from x, y). */
const roundedRect = (w: number, h: number, r: number) =>
  `M${r} 0 H${w - r} A${r} ${r} 0 0 1 ${w} ${r} V${h - r} A${r} ${r} 0 0 1 ${w - r} ${h} H${r} A${r} ${r} 0 0 1 0 ${h - r} V${r} A${r} ${r} 0 0 1 ${r} 0 Z`;

/**
 * The cover's layout in millimetres: the partner's, or else the binding's (panels the trim, the spine
 * from the pages and the paper, the cover's bleed round them).
 */
export function coverLayout(content: BookContent, interiorPages: number): CoverGeometry {
  if (content.coverGeometry) return content.coverGeometry;
  const inches = printTrimInches(content);
  return {
    panel: { width: inches.width * MM_PER_INCH, height: inches.height * MM_PER_INCH },
    spine: spineMm(content.binding, interiorPages),
    margin: content.binding.coverBleedMm,
  };
}

/**
 * Keywords the preflight reads: a cover spread, its panels and spine, and what the spine follows
 * from (the paper, or the partner's template).
 */
export const coverKeywords = (content: BookContent, interiorPages: number) => {
  const layout = coverLayout(content, interiorPages);
  return [
    'print-cover',
    `interior-pages=${interiorPages}`,
    ...(content.coverGeometry
      ? ['spine-from=partner']
      : [`paper-mm-per-page=${content.binding.paperMmPerPage}`, `board-mm=${content.binding.boardMm}`]),
    `spine-mm=${Math.round(layout.spine * 100) / 100}`,
    `panel-mm=${[layout.panel.width, layout.panel.height].map((mm) => mm.toFixed(2)).join('x')}`,
  ];
};

/**
 * The cover as one spread, as it wraps the book (laid out as coverLayout says): one picture from the
 * back's outer edge to the front's, bleed or a hard case's wrap included (the front the parent's cover in the book's shape, its
 * title drawn on it; the story's world carried round the back), the blurb and the shop's name set on
 * cards of paper on the back, and the spine's title once the spine is wide enough to carry it (its
 * width from the inside's page count and the paper).
 */
export async function buildCoverPdf(content: BookContent, interiorPages: number, settings: PrintSettings): Promise<Uint8Array> {
  const layout = coverLayout(content, interiorPages);
  const inches = { width: layout.panel.width / MM_PER_INCH, height: layout.panel.height / MM_PER_INCH };
  const panel = { width: mmToPoints(layout.panel.width), height: mmToPoints(layout.panel.height) };
  const spine = mmToPoints(layout.spine);
  // The title goes on the spine's own face, not across a hard case's joints.
  const spineWidthMm = layout.spineFace ?? layout.spine;
  const face = mmToPoints(spineWidthMm);
  const bleed = mmToPoints(layout.margin);
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
  const back: Rect = { x: trim.x, y: trim.y, ...panel };
  const centre = (rect: Rect) => rect.x + rect.width / 2;
  const body = panel.width / 32;

  // The art over the whole sheet: the story's world from the back round the spine to the front, whose title is drawn on it.
  const art = await embedPicture(
    doc,
    await coverSpreadPicture(content, { panel: inches, spine: spine / POINTS_PER_INCH, bleed: bleed / POINTS_PER_INCH }, settings.dpi),
    sheet.width,
    settings.dpi,
  );
  page.drawImage(art, { x: 0, y: 0, ...sheet });

  // Back: the blurb and the age band at the top on a card of paper over the art; the shop's mark, who
  // the book was made for and the shop's web address at the foot.
  const backSafe = inset(back, safeInset);
  const blurb = fitted(content.blurb, font, body, backSafe.width * 0.78, { height: backSafe.height * 0.6, leading: 1.5 });
  const blurbTop = backSafe.y + backSafe.height - blurb.size * 3;
  const foot = [bookWord(content.language, 'madeFor', content.child.firstName), ...(content.webAddress ? [content.webAddress] : [])];
  const paperCard = (width: number, height: number, top: number) =>
    page.drawSvgPath(roundedRect(width, height, body), {
      x: centre(backSafe) - width / 2,
      y: top,
      color: COVER_PAPER,
      opacity: 0.9,
      borderColor: PLUM,
      borderOpacity: 0.35,
      borderWidth: 1,
    });
  paperCard(backSafe.width * 0.9, (blurb.lines.length + 1.5) * blurb.size * 1.5 + blurb.size * 2, blurbTop + blurb.size * 2);
  const footHeight = body * (2.6 + foot.length * 1.2);
  paperCard(backSafe.width * 0.6, footHeight, backSafe.y + footHeight + body * 0.2);
  const blurbEnd = drawCentred(page, blurb.lines, centre(backSafe), blurbTop, {
    font,
    size: blurb.size,
    leading: 1.5,
    color: INK,
  });
  drawCentred(page, [content.ageGroup], centre(backSafe), blurbEnd - blurb.size * 1.9, {
    font: bold,
    size: blurb.size,
    leading: 1,
    color: PLUM,
  });
  const name = content.child.firstName;
  // The shop's mark: its star beside its name.
  const shop = bookWord(content.language, 'shop', name);
  const shopSize = body * 1.3;
  const shopTop = backSafe.y + body * (0.8 + foot.length * 1.2);
  drawCentred(page, [shop], centre(backSafe) + shopSize * 0.5, shopTop, { font: bold, size: shopSize, leading: 1, color: PLUM });
  star(page, centre(backSafe) - bold.widthOf(shop, shopSize) / 2 - shopSize * 0.2, shopTop + shopSize * 0.32, shopSize * 0.45);
  drawCentred(page, foot, centre(backSafe), backSafe.y + body * (foot.length * 1.2 - 0.4), {
    font,
    size: body * 0.8,
    leading: 1.5,
    color: INK,
  });

  // Spine: the title read top to bottom, as on a shelf, when there is room for it.
  if (spineWidthMm >= SPINE_TEXT_MIN_MM) {
    const room = mmToPoints(spineWidthMm - 2);
    const line = `${content.title} · ${name}`;
    // The line's box, descenders to accents, fits across the spine.
    const { ascent, descent } = bold.extent;
    const size = Math.min(
      (room / (ascent - descent)) * 0.95,
      body,
      ((panel.height - 2 * safeInset) / Math.max(1, font.widthOf(line, 1))) * 0.9,
    );
    const across = trim.x + panel.width + spine / 2;
    const length = bold.widthOf(line, size) + 2 * size;
    // A band of paper under the title, so it reads over any art.
    page.drawRectangle({
      x: trim.x + panel.width + (spine - face) / 2,
      y: trim.y + (panel.height - length) / 2,
      width: face,
      height: length,
      color: COVER_PAPER,
      opacity: 0.9,
    });
    // The line's box is centred on the spine: its baseline lies the box's middle left of the spine's.
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(0, -1, 1, 0, across - ((ascent + descent) / 2) * size, trim.y + panel.height / 2),
    );
    bold.drawLine(page, line, { x: -bold.widthOf(line, size) / 2, y: 0, size, color: PLUM });
    page.pushOperators(popGraphicsState());
  }
  font.embed();
  bold.embed();
  return doc.save();
}
