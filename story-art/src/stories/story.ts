import type { Outfit } from '../hero.js';
import type { HeroPlacement, StoryPages } from '../scenes/layout.js';

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
export interface Story extends StoryPages {
  slug: string;
  cover: () => CoverDesign;
}
