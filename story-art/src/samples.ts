/** The children of the shop's own pictures and sample books, Aarav and Anaya, as their looks. */
import { defaultHeroLook, type HeroLook } from 'contracts/hero';

export const SAMPLE_HEROES = {
  boy: { ...defaultHeroLook('Boy', 6), skinTone: 'Tan' },
  girl: { ...defaultHeroLook('Girl', 6), skinTone: 'Medium', hairStyle: 'plaits', dimples: true },
} as const satisfies Record<string, HeroLook>;

/** The hero of every picture the shop shows before a child is chosen: the catalogue's covers and scenes. */
export const SHOP_HERO: HeroLook = SAMPLE_HEROES.boy;
