import type { CompanionLook } from 'contracts/companions';
import type { LookFromPhoto, GreyingHair } from '../../imaging/index.js';

/**
 * What a person's photo proposes of their look: their skin, hair colour (grey or white when a
 * grown-up's is), glasses and bindi. How they wear their hair and what they wear are the parent's to
 * say: a bun or a saree does not show on a face.
 */
export function companionLookFromPhoto(look: LookFromPhoto, greying: GreyingHair | null | undefined): Partial<CompanionLook> {
  const hairColour = greying ?? look.hairColour;
  return {
    ...(look.skinTone ? { skinTone: look.skinTone } : {}),
    ...(hairColour ? { hairColour } : {}),
    ...(look.glasses ? { glasses: look.glasses } : {}),
    ...(look.bindi !== undefined ? { bindi: look.bindi } : {}),
  };
}
