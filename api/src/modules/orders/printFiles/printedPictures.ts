import type { PDFDocument, PDFImage } from 'pdf-lib';
import sharp from 'sharp';
import { bookWord } from 'shared-contracts/book';
import { COVER_WIDTH, COVERS, type HeroLayers } from 'story-art';
import { likenessFor } from '../../personalization/generators/childFace.js';
import { paintChild } from '../../personalization/generators/paintChild.js';
import type { PageGenerator } from '../../personalization/generators/pageGenerator.js';
import type { BookContent, BookPage } from '../printedBook.js';
import { coverWords } from './coverWords.js';
import { POINTS_PER_INCH } from '../../catalogue/printBinding.js';

/**
 * A story page's picture at print size, without its words (the book sets them as text): drawn again
 * from the photo while it is here, else the picture the parent chose.
 */
export async function storyPicture(content: BookContent, bookPage: BookPage, generator: PageGenerator): Promise<Uint8Array | null> {
  if (bookPage.request && content.photo) {
    const [picture] = await generator.generate({ ...bookPage.request, page: { ...bookPage.request.page, text: '' }, photo: content.photo });
    return picture;
  }
  return bookPage.chosenImage;
}

/**
 * The front cover's art `pixelWidth` wide: the child's painted face on its hero while the photo is
 * here, the drawn face once it is gone, with the book's title and 'starring {name}' in its language.
 */
export async function coverPicture(content: BookContent, pixelWidth: number): Promise<Buffer> {
  const slug = content.cover.productSlug;
  const coverArt = (layers: HeroLayers) =>
    COVERS[slug]({ skinTone: content.skinToneHex, hair: content.cover.hair, lettering: false, ...layers });
  const art = content.photo
    ? (await paintChild(coverArt, COVER_WIDTH, await likenessFor(content.photo, content.skinToneHex), pixelWidth)).picture()
    : sharp(Buffer.from(coverArt({})), { density: (72 * pixelWidth) / COVER_WIDTH });
  const lettered = await coverWords(slug, pixelWidth, content.title, bookWord(content.language, 'starring', content.child.firstName));
  // Flattened first: the lettering goes over the finished picture.
  return sharp(await art.png().toBuffer())
    .composite(lettered)
    .png()
    .toBuffer();
}

/** A picture embedded for a place `widthPoints` wide, at `dpi` there: resized once, JPEG (sRGB, like the output intent). */
export async function embedPicture(doc: PDFDocument, image: Uint8Array, widthPoints: number, dpi: number): Promise<PDFImage> {
  const jpeg = await sharp(image)
    .resize({ width: Math.ceil((widthPoints / POINTS_PER_INCH) * dpi) })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer();
  return doc.embedJpg(jpeg);
}
