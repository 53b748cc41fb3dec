import type { Outfit } from '../hero.js';
import type { HeroPlacement, Page } from '../scenes/layout.js';

/** A cover's design: its art, the title's lettering colours, and the hero in front. */
export interface CoverDesign {
  title: string[];
  /** colour of the title letters and of their outline */
  fill: string;
  stroke: string;
  ribbon: string;
  art: string;
  fg?: string;
  hero: HeroPlacement & { outfit: Outfit };
}

/** A story's illustrations: its pages in story order, the outfit its hero wears, and its cover. */
export interface Story {
  slug: string;
  outfit: Outfit;
  /** Pages (numbered from 1) where the hero wears something else, e.g. pyjamas at bedtime. */
  outfits: Partial<Record<number, Outfit>>;
  /** Pages (numbered from 1) whose options stay as drawn, never moved in to a medium shot. */
  keptWide?: number[];
  pages: Page[];
  cover: () => CoverDesign;
}
