import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';
import type { HeroLook } from 'contracts/hero';
import type { Gender } from 'contracts/schemas';
import { SAMPLE_HEROES } from 'story-art';
import type { ProductContent } from '../seed/index.js';

/** The width the flipbook shows a page at. */
export const SAMPLE_PAGE_WIDTH = 960;

/** The sample books: one per story variant, each a boy or a girl drawn with their look and named in every language. */
export const SAMPLES: { variant: number; gender: Gender; look: HeroLook; names: Record<Language, string> }[] = [
  { variant: 0, gender: 'Boy', look: SAMPLE_HEROES.boy, names: { en: 'Aarav', hi: 'आरव' } },
  { variant: 1, gender: 'Girl', look: SAMPLE_HEROES.girl, names: { en: 'Anaya', hi: 'अनाया' } },
];

/** Where a sample book's page is kept in the media folder: the story's scene with the sample's hero, without words (the book sets them beside it). */
export function samplePagePath(slug: string, variant: number, scene: string): string {
  return `products/${slug}/sample-v${variant}-${scene}-${SAMPLE_PAGE_WIDTH}.webp`;
}

/**
 * Where a sample book's own cover is kept: drawn with its hero, titled and named in a language, at the
 * flipbook's width or the catalogue card's.
 */
export function sampleCoverPath(slug: string, language: Language, variant: number, width = SAMPLE_COVER_WIDTH): string {
  return `products/${slug}/sample-${language}-v${variant}-cover-${width}.webp`;
}

/** The width a sample's cover is drawn at for the flipbook's page. */
export const SAMPLE_COVER_WIDTH = 720;
/** The width of its copy on the catalogue's card (two cards across a phone, at twice the pixels). */
export const SAMPLE_CARD_WIDTH = 360;

/** The languages a story can be read in: English and each of its translations. */
export function storyLanguages(product: Pick<ProductContent, 'translations'>): Language[] {
  return [DEFAULT_LANGUAGE, ...(Object.keys(product.translations) as Language[])];
}
