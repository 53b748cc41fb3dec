import type { CoverFrame } from '../coverFrame.js';
import type { CompanySpot } from '../family/company.js';
import type { Outfit } from '../hero.js';
import type { HeroPlacement, StoryPages } from '../scenes/layout.js';

/** A cover's design on a panel of the book's shape: its art, the title's lettering colours, and the hero in front. */
export interface CoverDesign {
  title: string[];
  /** colour of the title letters and of their outline */
  fill: string;
  stroke: string;
  /**
   * The story's world behind the hero. The back cover shows it mirrored (`front` false), so the two
   * panels meet at the spine; what belongs to the front alone (the sun, the hero's companions) is
   * left out there.
   */
  world: (front: boolean) => string;
  /** in front of the hero, on the front cover */
  fg?: string;
  /** in front of the hero when two companions stand beside them, one on each side: what `fg` has moved to leave them room */
  fgWithTwo?: string;
  /** in front of everything at the panel's edges, on both covers */
  edges?: string;
  hero: HeroPlacement & { outfit: Outfit };
  /** Where the hero's companions stand on the front, smaller and behind (none drawn without it). */
  company?: CompanySpot;
}

/** A story's illustrations: its pages in story order, the outfit its hero wears, and its cover. */
export interface Story extends StoryPages {
  slug: string;
  cover: (frame: CoverFrame) => CoverDesign;
}
