/**
 * One companion drawn beside the hero: a grown-up as a grown-up, a brother, sister, cousin or friend
 * as a second child in the hero's own figure, a baby as a small child sitting, a pet as a pet. Each
 * is marked as named, so the page's words and its printed frame keep clear of them as of the story's
 * characters.
 */
import type { Companion, CompanionLook, PersonCompanion } from 'contracts/companions';
import { companionColours, isGrownUp } from 'contracts/companions';
import { hero, type Outfit, type Pose } from '../hero.js';
import { named } from '../palette.js';
import { asHeroLook } from './asHeroLook.js';
import { grownUp, type GrownUpPose } from './grownUp.js';
import { pet, type PetPose } from './pets.js';

export interface CompanionPlacement {
  x: number;
  y: number;
  /** the hero's scale on the page: each companion is drawn to the hero's size */
  scale: number;
  flip?: boolean;
  /** what a person does */
  pose: GrownUpPose;
  /** what a pet does */
  petPose?: PetPose;
  /** What the hero wears on the page: a child beside them wears the same kind (the other colours of an adventure's). */
  heroOutfit: Outfit;
  /** In space or under the sea: a glass helmet (a child wears the page's own gear). */
  helmeted?: boolean;
  /** Off the ground, as the hero is: no shadow. */
  noShadow?: boolean;
}

/** An adventure's other outfit, for a second child on it. */
const OTHER_OUTFIT: Partial<Record<Outfit, Outfit>> = {
  explorer: 'explorer-alt',
  'explorer-alt': 'explorer',
  astronaut: 'astronaut-alt',
  'astronaut-alt': 'astronaut',
  diver: 'diver-alt',
  'diver-alt': 'diver',
};

/** What a child companion wears where the hero wears everyday clothes: the outfit nearest the chosen clothes. */
const EVERYDAY: Record<CompanionLook['clothing'], Outfit> = {
  kurta: 'kurta',
  'salwar-kameez': 'kurta',
  shirt: 'casual',
  't-shirt': 'casual',
  dress: 'lehenga',
  saree: 'lehenga',
  romper: 'pyjamas',
};

/** A baby sits beside the hero, this much smaller. */
const BABY_SCALE = 0.62;

function child(person: PersonCompanion, p: CompanionPlacement): string {
  const baby = person.ageGroup === 'baby';
  const adventure = OTHER_OUTFIT[p.heroOutfit];
  const outfit = adventure ?? (p.heroOutfit === 'pyjamas' ? 'pyjamas' : EVERYDAY[person.look.clothing]);
  const colours = companionColours(person.look);
  const pose: Pose = baby ? 'sitting' : p.pose;
  return hero({
    pose,
    outfit,
    look: asHeroLook(person.look, 'round'),
    x: p.x,
    y: p.y,
    scale: p.scale * (baby ? BABY_SCALE : 1),
    flip: p.flip,
    extra: true,
    noShadow: p.noShadow,
    ...(adventure ? {} : { dressedIn: { top: colours.cloth, topDark: colours.fold } }),
  });
}

/** How tall a companion stands, feet to the top of the hair or ears, in hero units (the hero: about 470). */
export function companionHeight(companion: Companion): number {
  if (companion.kind === 'pet') return 230;
  return { baby: 270, child: 470, adult: 700, elder: 700 }[companion.ageGroup];
}

/** One companion placed in scene coordinates, marked as named. */
export function companionFigure(companion: Companion, p: CompanionPlacement): string {
  if (companion.kind === 'pet') {
    return named(
      pet(companion, { x: p.x, y: p.y, scale: p.scale, flip: p.flip, pose: p.petPose, helmeted: p.helmeted, noShadow: p.noShadow }),
    );
  }
  const grown = isGrownUp(companion.ageGroup);
  return named(
    grown
      ? grownUp({
          look: companion.look,
          elder: companion.ageGroup === 'elder',
          pose: p.pose,
          x: p.x,
          y: p.y,
          scale: p.scale,
          flip: p.flip,
          helmeted: p.helmeted,
          noShadow: p.noShadow,
        })
      : child(companion, p),
  );
}
