import sharp from 'sharp';
import { bookWord } from 'shared-contracts/book';
import type { HeroLook } from 'shared-contracts/hero';
import type { Language } from 'shared-contracts/languages';
import { COVER_WIDTH, COVERS } from 'story-art';
import { coverWords } from './coverWords.js';

/** What a book's own front cover shows: its story's art with the confirmed hero, its title and 'starring {name}'. */
export interface CoverFacts {
  productSlug: string;
  look: HeroLook;
  /** The story's title in the book's language. */
  title: string;
  language: Language;
  firstName: string;
}

/**
 * The front cover `pixelWidth` wide (PNG): the preview, the parent's flipbook and the print file show
 * this one picture, at their sizes.
 */
export async function drawBookCover(facts: CoverFacts, pixelWidth: number): Promise<Buffer> {
  const { productSlug: slug } = facts;
  const art = sharp(Buffer.from(COVERS[slug]({ look: facts.look, lettering: false })), { density: (72 * pixelWidth) / COVER_WIDTH });
  const lettered = await coverWords(slug, pixelWidth, facts.title, bookWord(facts.language, 'starring', facts.firstName));
  // Flattened first: the lettering goes over the finished picture.
  return sharp(await art.png().toBuffer())
    .composite(lettered)
    .png()
    .toBuffer();
}
