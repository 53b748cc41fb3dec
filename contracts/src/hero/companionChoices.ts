/**
 * Who may be in the book beside the hero, and what they may look like (plain data; the rules are in
 * companions.ts, the API's schema in schemas/companion.ts).
 */
import { HAIR_COLOURS } from './heroChoices.js';

/** At most this many companions beside the hero. */
export const MAX_COMPANIONS = 2;

/**
 * Who a person is to the child. Grandparents are named as families say them: Nani and Nana (the
 * mother's side), Dadi and Dada (the father's), Grandma and Grandpa for families who say it in English.
 */
export const RELATIONS = ['sibling', 'cousin', 'friend', 'mother', 'father', 'nani', 'nana', 'dadi', 'dada', 'grandma', 'grandpa'] as const;
export type Relation = (typeof RELATIONS)[number];

export const COMPANION_GENDERS = ['female', 'male'] as const;
export type CompanionGender = (typeof COMPANION_GENDERS)[number];

/** Relations that say who the person is as a woman or a man; the others need it said. */
export const RELATION_GENDER: Partial<Record<Relation, CompanionGender>> = {
  mother: 'female',
  father: 'male',
  nani: 'female',
  nana: 'male',
  dadi: 'female',
  dada: 'male',
  grandma: 'female',
  grandpa: 'male',
};

export const AGE_GROUPS = ['baby', 'child', 'adult', 'elder'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** The age groups a relation may be drawn as, the first its default: a grandmother may be young, a parent grey. */
export const RELATION_AGES: Record<Relation, readonly AgeGroup[]> = {
  sibling: ['child', 'baby', 'adult'],
  cousin: ['child', 'baby', 'adult'],
  friend: ['child', 'baby', 'adult', 'elder'],
  mother: ['adult', 'elder'],
  father: ['adult', 'elder'],
  nani: ['elder', 'adult'],
  nana: ['elder', 'adult'],
  dadi: ['elder', 'adult'],
  dada: ['elder', 'adult'],
  grandma: ['elder', 'adult'],
  grandpa: ['elder', 'adult'],
};

/** A companion's hair may also be grey or white, as a grandparent's is. Darkest first, after the hero's. */
export const COMPANION_HAIR_COLOURS = [...HAIR_COLOURS, { name: 'grey', hex: '#8d8a86' }, { name: 'white', hex: '#e9e6df' }] as const;
export type CompanionHairColour = (typeof COMPANION_HAIR_COLOURS)[number]['name'];
/** Hair only a grown-up's may be. */
export const GROWN_UP_HAIR: readonly CompanionHairColour[] = ['grey', 'white'];

/** A grown man's beard and moustache; a beard is drawn with its moustache. */
export const FACIAL_HAIR = ['none', 'moustache', 'beard'] as const;
export type FacialHair = (typeof FACIAL_HAIR)[number];

/** What a companion wears in every picture. */
export const CLOTHING = ['kurta', 'shirt', 't-shirt', 'dress', 'salwar-kameez', 'saree', 'romper'] as const;
export type Clothing = (typeof CLOTHING)[number];

/** What each age group may wear, the first its default for a woman, the second for a man (a baby's: a romper). */
export const CLOTHING_FOR: Record<AgeGroup, readonly Clothing[]> = {
  baby: ['romper'],
  child: ['dress', 't-shirt', 'kurta', 'shirt', 'salwar-kameez'],
  adult: ['saree', 'shirt', 'kurta', 'salwar-kameez', 'dress', 't-shirt'],
  elder: ['saree', 'kurta', 'shirt', 'salwar-kameez', 'dress', 't-shirt'],
};

/** The colours a companion's clothes come in, with the shade of their folds. */
export const CLOTHING_COLOURS = [
  { name: 'marigold', hex: '#ee9a2a', fold: '#b86e12' },
  { name: 'red', hex: '#c8423a', fold: '#902a24' },
  { name: 'pink', hex: '#e0708e', fold: '#a84a64' },
  { name: 'green', hex: '#4f9a5c', fold: '#34703e' },
  { name: 'blue', hex: '#4a78c0', fold: '#30548e' },
  { name: 'purple', hex: '#7d5aa8', fold: '#573c7c' },
  { name: 'cream', hex: '#f1e4c8', fold: '#c8b48e' },
  { name: 'white', hex: '#f6f4ee', fold: '#cfc9bc' },
] as const;
export type ClothingColour = (typeof CLOTHING_COLOURS)[number]['name'];

export const PET_ANIMALS = ['dog', 'cat', 'parrot', 'rabbit'] as const;
export type PetAnimal = (typeof PET_ANIMALS)[number];

/** Each pet's coats, as painted: the coat, its markings, and (a parrot) its wings. */
export const PET_COATS = {
  dog: [
    { name: 'golden', hex: '#d9a352', mark: '#f3dcae' },
    { name: 'brown', hex: '#8a5a36', mark: '#d8b48a' },
    { name: 'black', hex: '#2e2a28', mark: '#d8cfc4' },
    { name: 'white', hex: '#f2eee6', mark: '#c98c5a' },
    { name: 'spotted', hex: '#f2eee6', mark: '#3a302b' },
  ],
  cat: [
    { name: 'ginger', hex: '#e08a3c', mark: '#b8621e' },
    { name: 'grey', hex: '#8f9298', mark: '#62656c' },
    { name: 'black', hex: '#2b2a2e', mark: '#4a484f' },
    { name: 'white', hex: '#f4f1ea', mark: '#d8cfc4' },
    { name: 'tabby', hex: '#a88a62', mark: '#5e4a34' },
  ],
  parrot: [
    { name: 'green', hex: '#4caf50', mark: '#e53935' },
    { name: 'blue', hex: '#3f7fd0', mark: '#f2c94c' },
    { name: 'yellow', hex: '#f2c23a', mark: '#4caf50' },
  ],
  rabbit: [
    { name: 'white', hex: '#f4f1ea', mark: '#f1b7c0' },
    { name: 'brown', hex: '#9a6c48', mark: '#e8cfb0' },
    { name: 'grey', hex: '#9a9896', mark: '#e4e0da' },
    { name: 'black', hex: '#34302e', mark: '#e8e2da' },
  ],
} as const satisfies Record<PetAnimal, readonly { name: string; hex: string; mark: string }[]>;
export type PetCoat = (typeof PET_COATS)[PetAnimal][number]['name'];
