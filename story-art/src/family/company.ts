/**
 * Where a page's companions stand beside its hero: the story says on which pages they come along and
 * what they do there; this places them, side by side with the hero at the hero's size, never over
 * them. A person's moving arm is on the far side from the hero; a pet faces the hero.
 */
import { isGrownUp, type Companion } from 'contracts/companions';
import type { Outfit } from '../hero.js';
import { companionFigure, companionHeight } from './companion.js';
import type { GrownUpPose } from './grownUp.js';
import type { PetPose } from './pets.js';

/** How a page's companions join its hero (a story's `company`, by page number). */
export interface CompanySpot {
  /** The side of the hero the first companion is on (-1 left, 1 right); the second is on the other side. */
  side: -1 | 1;
  /** what a person does (standing when not said) */
  pose?: GrownUpPose;
  /** what a pet does (sitting when not said) */
  petPose?: PetPose;
  /** both on the first side, the shorter beyond the taller */
  together?: boolean;
  /** in space or under the sea: a glass helmet */
  helmeted?: boolean;
  /** where the companions' feet are, in world y, when not on the hero's ground (a hero up in the air) */
  ground?: number;
  /** The companions' size against the hero's (1 when not said): on a cover they stand further back, smaller. */
  size?: number;
  /** how far below the hero's feet the companions stand (a hero in bed: the floor), in world units at the hero's scale */
  below?: number;
}

/** Half the width each figure takes beside the hero, in hero units, with its hair and a raised arm; the hero's own is HERO_HALF. */
const HERO_HALF = 92;
/** A child's arm against a grown-up's, as their heights are (470 to 700). */
const CHILD_ARM = 470 / 700;
const GAP = 18;
function halfWidth(companion: Companion): number {
  if (companion.kind === 'pet') return { dog: 100, cat: 92, parrot: 74, rabbit: 64 }[companion.animal];
  return { baby: 60, child: 92, adult: 110, elder: 110 }[companion.ageGroup];
}

export interface PlacedHero {
  x: number;
  y: number;
  scale: number;
  outfit: Outfit;
  noShadow?: boolean;
}

/** Each companion's place in world coordinates (x and y of its feet), the side of the hero it is on, and its scale. */
export function companySpots(spot: CompanySpot, companions: readonly Companion[], h: Pick<PlacedHero, 'x' | 'y' | 'scale'>) {
  const scale = h.scale * (spot.size ?? 1);
  let reach = { [-1]: HERO_HALF * h.scale, [1]: HERO_HALF * h.scale } as Record<-1 | 1, number>;
  // Side by side, the taller stands nearer: beside a bed, someone small would be hidden behind its blanket.
  const inLine = spot.together ? [...companions].sort((a, b) => companionHeight(b) - companionHeight(a)) : companions;
  return inLine.map((companion, i) => {
    const side: -1 | 1 = i === 0 || spot.together ? spot.side : (-spot.side as -1 | 1);
    const half = halfWidth(companion) * scale;
    const offset = reach[side] + GAP * scale + half;
    reach = { ...reach, [side]: offset + half };
    return { companion, side, scale, x: h.x + side * offset, y: spot.ground ?? h.y + (spot.below ?? 0) * h.scale };
  });
}

/**
 * How far a figure reaches on its far side from the hero: a raised or pointing arm reaches further, a
 * child's (drawn as the hero is, with the hero's arms) by less than a grown-up's. A baby sits.
 */
function reachOf(companion: Companion, pose: GrownUpPose): number {
  if (companion.kind === 'pet' || companion.ageGroup === 'baby') return halfWidth(companion);
  const arm = pose === 'pointing' ? 236 : pose === 'waving' || pose === 'cheering' ? 150 : 0;
  return Math.max(halfWidth(companion), isGrownUp(companion.ageGroup) ? arm : arm * CHILD_ARM);
}

/** The part of the world a page's companions take (left, right, the top of the tallest, the lowest chin), for the camera to keep in view. */
export function companyExtent(spot: CompanySpot, companions: readonly Companion[], h: Pick<PlacedHero, 'x' | 'y' | 'scale'>) {
  const spots = companySpots(spot, companions, h);
  const outer = (companion: Companion, scale: number) => reachOf(companion, spot.pose ?? 'standing') * scale;
  const inner = (companion: Companion, scale: number) => halfWidth(companion) * scale;
  return {
    left: Math.min(...spots.map(({ companion, side, x, scale }) => x - (side < 0 ? outer : inner)(companion, scale))),
    right: Math.max(...spots.map(({ companion, side, x, scale }) => x + (side > 0 ? outer : inner)(companion, scale))),
    top: Math.min(...spots.map(({ companion, y, scale }) => y - companionHeight(companion) * scale)),
    // Only companions below the hero's ground (the floor beside a bed) may have a face under the hero's shot.
    chin: spot.below
      ? Math.max(...spots.map(({ companion, y, scale }) => y - companionHeight(companion) * chinShare(companion) * scale))
      : -Infinity,
  };
}

/** How far up from the feet a companion's chin is, as a share of their height: a grown-up's head is small on their body, a baby's and a pet's large. */
function chinShare(companion: Companion): number {
  if (companion.kind === 'pet') return 0.45;
  return { baby: 0.5, child: 0.6, adult: 0.78, elder: 0.78 }[companion.ageGroup];
}

/**
 * The companions of a page drawn in scene coordinates: `toScreen` maps a world point to the picture,
 * `zoom` the camera's.
 */
export function companyOf(
  spot: CompanySpot,
  companions: readonly Companion[],
  h: PlacedHero,
  toScreen: (x: number, y: number) => [number, number],
  zoom: number,
): string {
  return companySpots(spot, companions, h)
    .map(({ companion, side, x, y, scale }) => {
      const [sx, sy] = toScreen(x, y);
      const person = companion.kind === 'person';
      return companionFigure(companion, {
        x: sx,
        y: sy,
        scale: scale * zoom,
        flip: person ? side < 0 : side > 0,
        pose: spot.pose ?? 'standing',
        petPose: spot.petPose,
        heroOutfit: h.outfit,
        helmeted: spot.helmeted,
        noShadow: spot.ground === undefined && h.noShadow,
      });
    })
    .join('');
}
