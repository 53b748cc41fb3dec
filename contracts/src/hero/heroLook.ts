/**
 * The hero: how the child is drawn in every picture of their book. The server proposes it from the
 * photo, the parent confirms or changes each attribute, and every page, cover and print file is drawn
 * from the confirmed one. Read by the browser, the server and the drawing alike; the lists of values
 * are in heroChoices.ts, and the API's schema of a look (schemas/hero.ts) is built from them.
 */
import type { HeroLook } from '../schemas/hero.js';
import { SKIN_TONES, HAIR_COLOURS, EYE_COLOURS, HAIR_STYLES, PATKA_COLOURS, type HairLength, type HairStyle } from './heroChoices.js';

export type { HeroLook };
export * from './heroChoices.js';

/** Styles that gather the hair: there must be hair to gather. */
const TIED: readonly HairStyle[] = ['ponytail', 'plaits', 'bun'];

/** Why a look (the hero's, or a companion's) cannot be drawn, or null: a ponytail, plaits or a bun need more than cropped hair. */
export function heroLookProblem(look: Pick<HeroLook, 'hairLength' | 'hairStyle'>): 'tooShortToTie' | null {
  return look.hairLength === 'cropped' && TIED.includes(look.hairStyle) ? 'tooShortToTie' : null;
}

/** The styles that go with a length (the others are offered disabled). */
export function stylesFor(length: HairLength): readonly HairStyle[] {
  return length === 'cropped' ? HAIR_STYLES.filter((style) => !TIED.includes(style)) : HAIR_STYLES;
}

/**
 * A look with one attribute changed, kept drawable: cropping hair that was tied lets it loose, as the
 * picker would otherwise offer a look it must refuse.
 */
export function withChoice<K extends keyof HeroLook>(look: HeroLook, key: K, value: HeroLook[K]): HeroLook {
  const next = { ...look, [key]: value };
  return heroLookProblem(next) ? { ...next, hairStyle: 'loose' } : next;
}

/**
 * What is drawn before anything is read from a photo: the most common look of a child in India, with
 * the hair of the chosen gender (a girl's longer as she grows).
 */
export function defaultHeroLook(gender: 'Boy' | 'Girl', age: number): HeroLook {
  const girl = gender === 'Girl';
  return {
    skinTone: 'Medium',
    hairColour: 'black',
    hairLength: girl ? (age <= 4 ? 'shoulder' : 'long') : 'short',
    hairTexture: 'straight',
    hairStyle: 'loose',
    eyebrows: 'medium',
    eyeColour: 'dark-brown',
    glasses: 'none',
    faceShape: 'oval',
    freckles: false,
    dimples: false,
    bindi: false,
  };
}

/** The patka's cloth and folds in the look's colour (blue when it has none). */
export function patkaColours(look: Pick<HeroLook, 'patkaColour'>): { cloth: string; fold: string } {
  const colour = PATKA_COLOURS.find((entry) => entry.name === look.patkaColour) ?? PATKA_COLOURS[0];
  return { cloth: colour.hex, fold: colour.fold };
}

const hexOf = <T extends { name: string; hex: string }>(list: readonly T[], name: string) =>
  (list.find((entry) => entry.name === name) ?? list[0]).hex;

/** The colours a look is painted in. */
export function heroColours(look: Pick<HeroLook, 'skinTone' | 'hairColour' | 'eyeColour'>): { skin: string; hair: string; eyes: string } {
  return { skin: hexOf(SKIN_TONES, look.skinTone), hair: hexOf(HAIR_COLOURS, look.hairColour), eyes: hexOf(EYE_COLOURS, look.eyeColour) };
}
