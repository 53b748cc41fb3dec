import { Type, type Static, type TLiteral, type TUnion } from '@sinclair/typebox';
import {
  AGE_GROUPS,
  CLOTHING,
  CLOTHING_COLOURS,
  COMPANION_GENDERS,
  COMPANION_HAIR_COLOURS,
  FACIAL_HAIR,
  MAX_COMPANIONS,
  PET_ANIMALS,
  PET_COATS,
  RELATIONS,
} from '../hero/companionChoices.js';
import { HERO_CHOICES, PATKA_COLOURS } from '../hero/heroChoices.js';
import { Text } from './common.js';

const oneOf = <T extends string>(values: readonly T[]): TUnion<TLiteral<T>[]> => Type.Union(values.map((value) => Type.Literal(value)));

/** A companion's name as the book writes it; checked further by the typed-text rule (companions.ts). */
const CompanionName = Text(128, { minLength: 1 });

/** How a person beside the hero is drawn: the hero's attributes, grey and white hair, a beard, and clothes. */
export const CompanionLook = Type.Object(
  {
    skinTone: oneOf(HERO_CHOICES.skinTone),
    hairColour: oneOf(COMPANION_HAIR_COLOURS.map((colour) => colour.name)),
    hairLength: oneOf(HERO_CHOICES.hairLength),
    hairTexture: oneOf(HERO_CHOICES.hairTexture),
    hairStyle: oneOf(HERO_CHOICES.hairStyle),
    patkaColour: Type.Optional(oneOf(PATKA_COLOURS.map((colour) => colour.name))),
    glasses: oneOf(HERO_CHOICES.glasses),
    bindi: Type.Boolean(),
    facialHair: oneOf(FACIAL_HAIR),
    clothing: oneOf(CLOTHING),
    clothingColour: oneOf(CLOTHING_COLOURS.map((colour) => colour.name)),
  },
  { additionalProperties: false },
);
export type CompanionLook = Static<typeof CompanionLook>;

export const PersonCompanion = Type.Object(
  {
    kind: Type.Literal('person'),
    relation: oneOf(RELATIONS),
    /** Said for a sibling, cousin or friend; the other relations say it themselves. */
    gender: Type.Optional(oneOf(COMPANION_GENDERS)),
    ageGroup: oneOf(AGE_GROUPS),
    name: CompanionName,
    look: CompanionLook,
  },
  { additionalProperties: false },
);
export type PersonCompanion = Static<typeof PersonCompanion>;

const coatsOf = (animal: keyof typeof PET_COATS) => oneOf(PET_COATS[animal].map((coat) => coat.name));

/** A pet: its animal, its coat (each animal's own) and its name. */
export const PetCompanion = Type.Union(
  PET_ANIMALS.map((animal) =>
    Type.Object(
      { kind: Type.Literal('pet'), animal: Type.Literal(animal), coat: coatsOf(animal), name: CompanionName },
      { additionalProperties: false },
    ),
  ),
);
export type PetCompanion = Static<typeof PetCompanion>;

export const Companion = Type.Union([PersonCompanion, PetCompanion]);
export type Companion = Static<typeof Companion>;

/**
 * The people and pets beside the hero, in the order the story meets them. Bounded here; that a book
 * has at most MAX_COMPANIONS is the rule's (companionsProblem), told in the parent's words.
 */
export const Companions = Type.Array(Companion, { maxItems: 4 * MAX_COMPANIONS });
