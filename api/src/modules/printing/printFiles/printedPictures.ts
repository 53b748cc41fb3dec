import type { PDFDocument, PDFImage } from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';
import { type PageGenerator, drawCoverSpread, type SpreadInches } from '../../imaging/index.js';
import type { BookContent, BookPage } from '../printedBook.js';
import { printedRequest } from '../printedFrame.js';
import { POINTS_PER_INCH } from '../../catalogue/index.js';

/**
 * A story page's picture at print size, without its words (the book sets them as text): drawn again
 * from the confirmed hero for the sheet's own shape, the story's world shown further up and down (or
 * to the sides) rather than the picture cut, and reframed to keep its cast inside the safe area (by a generator that paints from the photo only while the
 * photo is here), else the picture the parent chose. `spread`: drawn two pages wide, this page on the right.
 */
export async function storyPicture(
  content: BookContent,
  bookPage: BookPage,
  generator: PageGenerator,
  { spread = false } = {},
): Promise<Uint8Array | null> {
  if (canDrawAgain(content, bookPage, generator)) {
    const request = await printedRequest(content, bookPage.request, spread);
    const [{ picture }] = await generator.generate({ ...request, page: { ...request.page, text: '' }, photo: content.photo, print: true });
    return picture;
  }
  return bookPage.chosenImage;
}

/** Whether a page's picture can be drawn again for print, rather than printed as the parent chose it. */
export const canDrawAgain = (
  content: BookContent,
  bookPage: BookPage,
  generator: PageGenerator,
): bookPage is BookPage & { request: NonNullable<BookPage['request']> } =>
  bookPage.request !== null && (!generator.usesPhoto || Boolean(content.photo));

/** The whole cover's art at `dpi`, as it wraps the book: the parent's cover in the book's shape, the story's world round the back. */
export function coverSpreadPicture(content: BookContent, inches: SpreadInches, dpi: number): Promise<Buffer> {
  const { cover, look, companions, title, language, child, second } = content;
  const facts = { productSlug: cover.productSlug, look, companions, title, language, firstName: child.firstName };
  return drawCoverSpread(second ? { ...facts, secondTitle: second.title } : facts, inches, dpi);
}

/** A picture (its bytes, or a pipeline) embedded for a place `widthPoints` wide, at `dpi` there: resized once, JPEG (sRGB, like the output intent). */
export async function embedPicture(doc: PDFDocument, image: Uint8Array | Sharp, widthPoints: number, dpi: number): Promise<PDFImage> {
  const jpeg = await (image instanceof Uint8Array ? sharp(image) : image)
    .resize({ width: Math.ceil((widthPoints / POINTS_PER_INCH) * dpi) })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return doc.embedJpg(jpeg);
}
