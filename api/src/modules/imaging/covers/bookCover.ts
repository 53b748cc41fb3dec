import sharp from 'sharp';
import type { Companion } from 'contracts/companions';
import type { HeroLook } from 'contracts/hero';
import type { Language } from 'contracts/languages';
import { COVER_HEIGHT, COVERS, coverSpread, coverWidthFor, frontPanelLeft } from 'story-art';
import { coverWords } from './coverWords.js';

/** What a book's own front cover shows: its story's art with the confirmed hero, the child's name and the title. */
export interface CoverFacts {
  productSlug: string;
  look: HeroLook;
  /** The people and pets beside the hero, a little behind on the front (none when not said). */
  companions?: readonly Companion[];
  /** The story's title in the book's language. */
  title: string;
  /** A bilingual book's title in its second language, under the first. */
  secondTitle?: string;
  language: Language;
  firstName: string;
}

/** The book's front cover in cover units: square, as the shop's square books print it. */
export const BOOK_COVER_WIDTH = coverWidthFor(1);

/**
 * The front cover `pixelWidth` wide (PNG), square: the preview, the parent's flipbook, the print
 * options and the samples show this one picture, at their sizes. `aspect` (width over height) draws
 * it in another book's shape, as that book's flipbook shows it.
 */
export async function drawBookCover(facts: CoverFacts, pixelWidth: number, aspect = 1): Promise<Buffer> {
  const { productSlug: slug } = facts;
  const width = coverWidthFor(aspect);
  const svg = COVERS[slug]({ look: facts.look, companions: facts.companions, lettering: false, width });
  const art = sharp(Buffer.from(svg), { density: (72 * pixelWidth) / width });
  const lettered = await coverWords(slug, { width, pixels: pixelWidth }, facts.title, facts.firstName, facts.secondTitle);
  // Flattened first: the lettering goes over the finished picture.
  return sharp(await art.png().toBuffer())
    .composite(lettered)
    .png()
    .toBuffer();
}

/** A printed cover's shape in inches: each panel, the spine between them and the bleed round the spread. */
export interface SpreadInches {
  panel: { width: number; height: number };
  spine: number;
  bleed: number;
}

/**
 * The whole printed cover (PNG) at `dpi`, bleed included: the story's world wrapped from the back
 * round the spine to the front, the front as the parent saw it but in the book's own shape.
 */
export async function drawCoverSpread(facts: CoverFacts, inches: SpreadInches, dpi: number): Promise<Buffer> {
  const unitsPerInch = COVER_HEIGHT / inches.panel.height;
  const spread = {
    width: coverWidthFor(inches.panel.width / inches.panel.height),
    spine: inches.spine * unitsPerInch,
    bleed: inches.bleed * unitsPerInch,
  };
  const svg = coverSpread(facts.productSlug, { look: facts.look, companions: facts.companions, lettering: false, ...spread });
  const pixelsPerUnit = dpi / unitsPerInch;
  const art = await sharp(Buffer.from(svg), { density: 72 * pixelsPerUnit })
    .png()
    .toBuffer();
  const front = { left: Math.round(frontPanelLeft(spread) * pixelsPerUnit), top: Math.round(spread.bleed * pixelsPerUnit) };
  const lettered = await coverWords(
    facts.productSlug,
    { width: spread.width, pixels: Math.round(spread.width * pixelsPerUnit) },
    facts.title,
    facts.firstName,
    facts.secondTitle,
  );
  return sharp(art)
    .composite(lettered.map((words) => ({ ...words, left: (words.left ?? 0) + front.left, top: (words.top ?? 0) + front.top })))
    .png()
    .toBuffer();
}
