import { PDFDocument, rgb } from 'pdf-lib';
import { climaxPage, PICTURE_BOOK_PAGES } from 'contracts/book';
import { type PageGenerator, STORY_FONT } from '../../../imaging/index.js';
import { gutterMmOf, mmToPoints, POINTS_PER_INCH, SAFE_ZONE_MM } from '../../../catalogue/index.js';
import { printFont } from '../../printFont/printFont.js';
import { bookPageList, printTrimInches, type BookContent, type PrintSettings } from '../../printedBook.js';
import { addBoxedPage, safeArea } from '../boxedPage.js';
import { addSrgbOutputIntent } from '../outputIntent.js';
import { canDrawAgain, storyPicture } from '../printedPictures.js';
import { drawAbout, drawDrawingPage, drawImprint, drawKeepsake } from './backMatter.js';
import { drawBelongsTo, drawDedication, drawTitle } from './frontMatter.js';
import type { InteriorPage } from './interiorPage.js';
import { drawSpreadLeft, drawSpreadPicture } from './pictureSpread.js';
import { drawFolio, drawSpotWords, drawStoryPicture, drawTurn, drawWords, spreadDesign, type SpreadDesign } from './storySpread.js';

/** Keywords the preflight reads: which file this is, the multiple its page count keeps and the least it may have. */
export const interiorKeywords = (pageMultiple: number, minimumPages: number, gutterMm: number) => [
  'print-interior',
  `page-multiple=${pageMultiple}`,
  `page-minimum=${minimumPages}`,
  `gutter-mm=${gutterMm}`,
];

/**
 * The inside of the book, as the printer binds it (the contracts' page list): "belongs to",
 * dedication and title; each story page as a spread (its picture across both pages with the words
 * set into it, or the words on the book's paper, with a spot drawing on some, facing the picture; the
 * climax's words facing the hero, then its picture across a wordless spread), "The End" under the
 * last page's words; "About {name}", the keepsake page, pages for the child's own drawing when the
 * binding asks for more, the imprint. Text keeps to the safe zone; every picture is at
 * `settings.dpi` where it is placed.
 */
export async function buildInteriorPdf(
  content: BookContent,
  generator: PageGenerator,
  settings: PrintSettings,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const inches = printTrimInches(content);
  const trimSize = { width: inches.width * POINTS_PER_INCH, height: inches.height * POINTS_PER_INCH };
  const bleed = mmToPoints(content.binding.bleedMm);
  // The binding's least is its partners' rule (the preflight checks it); bookPageList also keeps a picture book's 32.
  const minimumPages = content.binding.minimumPages ?? PICTURE_BOOK_PAGES;

  const doc = await PDFDocument.create();
  doc.setTitle(content.coverTitle);
  doc.setCreator('Hero Tales');
  doc.setKeywords(interiorKeywords(content.binding.pageMultiple, minimumPages, gutterMmOf(content.binding)));
  await addSrgbOutputIntent(doc);
  const font = printFont(doc, STORY_FONT.regular);
  const bold = printFont(doc, STORY_FONT.semiBold);

  const newPage = (index: number): InteriorPage => {
    const { page, trim } = addBoxedPage(doc, trimSize, bleed);
    const sheet = { x: 0, y: 0, width: trim.width + 2 * bleed, height: trim.height + 2 * bleed };
    page.drawRectangle({ ...sheet, color: rgb(1, 1, 1) });
    const safe = safeArea(trim, index, mmToPoints(SAFE_ZONE_MM), mmToPoints(gutterMmOf(content.binding)));
    return { doc, page, sheet, trim, safe, content, settings, font, bold, body: trimSize.width / 34 };
  };
  const storyNumbers = content.pages.map((page) => page.pageNumber);
  const climax = climaxPage(storyNumbers);
  const designs = new Map(
    content.pages.map((page) => [page.pageNumber, spreadDesign(page, canDrawAgain(content, page, generator), page.pageNumber === climax)]),
  );
  const twoPagesWide = (design: SpreadDesign) => design === 'across' || design === 'climax';
  // Each story picture is drawn once (two pages wide for a spread), started ahead of the page it is placed on.
  const pictures = new Map<number, Promise<Uint8Array | null>>();
  const pictureOf = (pageNumber: number) => {
    const bookPage = content.pages.find((page) => page.pageNumber === pageNumber)!;
    if (!pictures.has(pageNumber)) {
      const drawing = storyPicture(content, bookPage, generator, { spread: twoPagesWide(designs.get(pageNumber)!.design) });
      // A picture drawn ahead whose page is never reached (an earlier page failed) must not fail the process.
      drawing.catch(() => undefined);
      pictures.set(pageNumber, drawing);
    }
    return { bookPage, picture: pictures.get(pageNumber)!, ...designs.get(pageNumber)! };
  };
  const pages = bookPageList(content);
  for (const [index, entry] of pages.entries()) {
    const at = newPage(index);
    switch (entry.kind) {
      case 'belongs-to':
        drawBelongsTo(at);
        break;
      case 'dedication':
        drawDedication(at);
        break;
      case 'title':
        await drawTitle(at);
        break;
      case 'words': {
        // The facing picture, and the next spread's, are drawn meanwhile on the machine's other core.
        const { bookPage, picture, design, spot } = pictureOf(entry.pageNumber);
        const next = storyNumbers[storyNumbers.indexOf(entry.pageNumber) + 1];
        if (next !== undefined) pictureOf(next);
        const last = entry.pageNumber === storyNumbers.at(-1);
        const across = design === 'across' ? await picture : null;
        if (across) await drawSpreadLeft(at, bookPage, across, last);
        else {
          if (spot) await drawSpotWords(at, bookPage, spot, last);
          else drawWords(at, bookPage, last);
          drawFolio(at, index + 1);
        }
        break;
      }
      case 'story': {
        const { bookPage, picture, design } = pictureOf(entry.pageNumber);
        const drawn = await picture;
        if (design === 'across' && drawn) await drawSpreadPicture(at, drawn, 'right');
        else await drawStoryPicture(at, bookPage, drawn);
        // Done with: the next spread draws its own.
        pictures.delete(entry.pageNumber);
        break;
      }
      case 'turn':
        await drawTurn(at, pictureOf(entry.pageNumber).bookPage);
        break;
      case 'climax': {
        const drawn = await pictureOf(entry.pageNumber).picture;
        if (drawn) await drawSpreadPicture(at, drawn, entry.side);
        if (entry.side === 'right') pictures.delete(entry.pageNumber);
        break;
      }
      case 'about':
        await drawAbout(at);
        break;
      case 'keepsake':
        drawKeepsake(at);
        break;
      case 'drawing':
        drawDrawingPage(at, entry.first);
        break;
      case 'imprint':
        drawImprint(at);
        break;
    }
  }
  font.embed();
  bold.embed();
  return { pdf: await doc.save(), pages: doc.getPageCount() };
}
