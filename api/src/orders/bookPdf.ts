import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { COVER_WIDTH, COVERS } from 'story-art';
import type { HeroLayers } from 'story-art';
import { likenessFor } from '../personalization/generators/childFace.js';
import { paintChild } from '../personalization/generators/paintChild.js';
import type { PageGenerator } from '../personalization/generators/pageGenerator.js';
import { personaliseText } from '../personalization/generators/pageGenerator.js';
import { STORY_FONT } from '../personalization/fonts/storyFonts.js';
import { printFont, type PrintFont } from './printFont/printFont.js';
import { trimSizeInches, type BookContent, type PrintSettings } from './printedBook.js';

const POINTS_PER_INCH = 72;

function wrap(text: string, font: PrintFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOf(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

function drawTrimMarks(page: PDFPage, bleed: number, trimWidth: number, trimHeight: number) {
  const length = bleed * 0.8;
  const color = rgb(0, 0, 0);
  for (const x of [bleed, bleed + trimWidth]) {
    for (const y of [bleed, bleed + trimHeight]) {
      const outX = x === bleed ? -1 : 1;
      const outY = y === bleed ? -1 : 1;
      page.drawLine({ start: { x: x + outX * 2, y }, end: { x: x + outX * (2 + length), y }, thickness: 0.25, color });
      page.drawLine({ start: { x, y: y + outY * 2 }, end: { x, y: y + outY * (2 + length) }, thickness: 0.25, color });
    }
  }
}

/**
 * The print-ready book: a cover and every page, each picture drawn again at print resolution for the
 * ordered size (the chosen option, without text), the story text with the child's name set as real
 * text under it, with bleed and optional trim marks.
 */
export async function buildBookPdf(
  content: BookContent,
  generator: PageGenerator,
  settings: PrintSettings,
): Promise<{ pdf: Uint8Array; pages: number }> {
  const trim = trimSizeInches(content.printSize);
  const bleed = settings.bleedInches * POINTS_PER_INCH;
  const trimWidth = trim.width * POINTS_PER_INCH;
  const trimHeight = trim.height * POINTS_PER_INCH;
  const pageWidth = trimWidth + 2 * bleed;
  const pageHeight = trimHeight + 2 * bleed;
  const pixelWidth = Math.round((trim.width + 2 * settings.bleedInches) * settings.dpi);

  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setCreator('Hero Tales');
  // The story's font for every book, English or Hindi, and a name in either script.
  const font = printFont(doc, STORY_FONT.regular);
  const bold = printFont(doc, STORY_FONT.semiBold);

  const place = async (page: PDFPage, image: Uint8Array, areaHeight: number) => {
    // Full width into the bleed; the picture's own proportions kept.
    const jpeg = await sharp(image).resize({ width: pixelWidth }).jpeg({ quality: 90 }).toBuffer();
    const embedded = await doc.embedJpg(jpeg);
    const height = Math.min(areaHeight, (pageWidth * embedded.height) / embedded.width);
    page.drawImage(embedded, { x: 0, y: pageHeight - height, width: pageWidth, height });
    return height;
  };

  const cover = doc.addPage([pageWidth, pageHeight]);
  cover.drawRectangle({ x: 0, y: 0, width: pageWidth, height: pageHeight, color: rgb(1, 0.976, 0.949) });
  // The child's own face on the cover's hero while the photo is still here; the drawn face once it is gone.
  const coverArt = (layers: HeroLayers) =>
    COVERS[content.cover.productSlug]({ skinTone: content.skinToneHex, hair: content.cover.hair, ...layers });
  const coverImage = content.photo
    ? await (
        await paintChild(coverArt, COVER_WIDTH, await likenessFor(content.photo, content.skinToneHex), pixelWidth)
      )
        .picture()
        .png()
        .toBuffer()
    : await sharp(Buffer.from(coverArt({})), { density: (72 * pixelWidth) / COVER_WIDTH })
        .png()
        .toBuffer();
  const coverHeight = await place(cover, coverImage, pageHeight * 0.8);
  const titleSize = trimWidth / 18;
  wrap(content.coverTitle, bold, titleSize, trimWidth - 36).forEach((line, i) =>
    bold.drawLine(cover, line, {
      x: bleed + 18,
      y: pageHeight - coverHeight - bleed - titleSize * (1.4 + i * 1.3),
      size: titleSize,
      color: rgb(0.31, 0.2, 0.57),
    }),
  );

  for (const bookPage of content.pages) {
    const page = doc.addPage([pageWidth, pageHeight]);
    page.drawRectangle({ x: 0, y: 0, width: pageWidth, height: pageHeight, color: rgb(1, 1, 1) });
    let picture: Uint8Array | null = bookPage.chosenImage;
    if (bookPage.request && content.photo) {
      [picture] = await generator.generate({ ...bookPage.request, page: { ...bookPage.request.page, text: '' }, photo: content.photo });
    }
    const pictureHeight = picture ? await place(page, picture, pageHeight * 0.78) : 0;
    const textSize = trimWidth / 34;
    const text = personaliseText(bookPage.text, content.child);
    wrap(text, font, textSize, trimWidth - 48).forEach((line, i) =>
      font.drawLine(page, line, {
        x: bleed + 24,
        y: pageHeight - pictureHeight - bleed - textSize * (1.8 + i * 1.45),
        size: textSize,
        color: rgb(0.18, 0.16, 0.2),
      }),
    );
    const pageNumber = String(bookPage.pageNumber);
    font.drawLine(page, pageNumber, {
      x: (pageWidth - font.widthOf(pageNumber, textSize * 0.8)) / 2,
      y: bleed + 12,
      size: textSize * 0.8,
      color: rgb(0.37, 0.35, 0.4),
    });
    if (settings.trimMarks) drawTrimMarks(page, bleed, trimWidth, trimHeight);
  }
  if (settings.trimMarks) drawTrimMarks(cover, bleed, trimWidth, trimHeight);
  font.embed();
  bold.embed();
  return { pdf: await doc.save(), pages: doc.getPageCount() };
}
