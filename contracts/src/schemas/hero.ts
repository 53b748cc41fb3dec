import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import { HERO_CHOICES, PATKA_COLOURS } from '../hero/heroChoices.js';

const oneOf = <T extends string>(values: readonly T[]): TUnion<TLiteral<T>[]> => Type.Union(values.map((value) => Type.Literal(value)));

/** The hero as the API takes and answers it (the values: contracts/hero). */
export const HeroLook = Type.Object(
  {
    skinTone: oneOf(HERO_CHOICES.skinTone),
    hairColour: oneOf(HERO_CHOICES.hairColour),
    hairLength: oneOf(HERO_CHOICES.hairLength),
    hairTexture: oneOf(HERO_CHOICES.hairTexture),
    hairStyle: oneOf(HERO_CHOICES.hairStyle),
    eyebrows: oneOf(HERO_CHOICES.eyebrows),
    eyeColour: oneOf(HERO_CHOICES.eyeColour),
    glasses: oneOf(HERO_CHOICES.glasses),
    faceShape: oneOf(HERO_CHOICES.faceShape),
    freckles: Type.Boolean(),
    dimples: Type.Boolean(),
    bindi: Type.Boolean(),
    /** The patka's colour, when the hair is worn under one (blue when not said: looks confirmed before it was offered). */
    patkaColour: Type.Optional(oneOf(PATKA_COLOURS.map((colour) => colour.name))),
  },
  { additionalProperties: false },
);
export type HeroLook = Static<typeof HeroLook>;
