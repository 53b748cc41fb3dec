import { GROWN_UP_HAIR, type CompanionLook } from 'contracts/companions';
import type { HeroLook } from 'contracts/hero';

/**
 * A companion's look as the hero's figure and face draw it: their own skin, hair, glasses and bindi;
 * what a companion does not choose (brows, eyes, freckles, dimples) as usual. Grey and white hair, a
 * grown-up's, is painted from the companion's own colours: the hero's colours have none.
 */
export const asHeroLook = (look: CompanionLook, faceShape: HeroLook['faceShape']): HeroLook => ({
  skinTone: look.skinTone,
  hairColour: GROWN_UP_HAIR.includes(look.hairColour) ? 'black' : (look.hairColour as HeroLook['hairColour']),
  hairLength: look.hairLength,
  hairTexture: look.hairTexture,
  hairStyle: look.hairStyle,
  patkaColour: look.patkaColour,
  eyebrows: 'medium',
  eyeColour: 'dark-brown',
  glasses: look.glasses,
  faceShape,
  freckles: false,
  dimples: false,
  bindi: look.bindi,
});
