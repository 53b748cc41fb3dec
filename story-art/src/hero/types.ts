/** The hero's vocabulary: poses, outfits, expressions and the options a scene draws it with. */
import type { HeroLook } from 'contracts/hero';

export type Pose =
  | 'standing'
  | 'waving'
  | 'walking'
  | 'running'
  | 'jumping'
  | 'climbing'
  | 'crouching'
  | 'sitting'
  | 'sitting-waving'
  | 'reading'
  | 'pointing'
  | 'hugging'
  | 'holding'
  | 'floating'
  | 'cheering'
  | 'sleeping'
  | 'looking-out';
export type Outfit =
  'explorer' | 'explorer-alt' | 'astronaut' | 'astronaut-alt' | 'diver' | 'diver-alt' | 'kurta' | 'lehenga' | 'casual' | 'pyjamas';
export type Expression = 'happy' | 'wow' | 'calm';

export const POSES: Pose[] = [
  'standing',
  'waving',
  'walking',
  'running',
  'jumping',
  'climbing',
  'crouching',
  'sitting',
  'sitting-waving',
  'reading',
  'pointing',
  'hugging',
  'holding',
  'floating',
  'cheering',
  'sleeping',
  'looking-out',
];
export const OUTFITS: Outfit[] = [
  'explorer',
  'explorer-alt',
  'astronaut',
  'astronaut-alt',
  'diver',
  'diver-alt',
  'kurta',
  'lehenga',
  'casual',
  'pyjamas',
];

export interface HeroOptions {
  pose: Pose;
  outfit: Outfit;
  /** How the child looks: skin, hair, eyes, glasses, face, details. */
  look: HeroLook;
  x: number;
  y: number;
  scale: number;
  flip?: boolean;
  /**
   * Degrees the whole hero turns (clockwise) about the middle of the body: a diver swims head first
   * with a floating pose tilted towards where they swim.
   */
  tilt?: number;
  expression?: Expression;
  /** An SVG fragment held in the front hand, drawn centred on the hand (hero-local units). */
  holding?: string;
  /** Draw a second child (no ids, no face marker). */
  extra?: boolean;
  /** The outfit's top in other colours: a brother's kurta in the colour the parent chose. */
  dressedIn?: { top: string; topDark: string };
  /** Leave out the ground shadow (for riding, floating far above ground). */
  noShadow?: boolean;
  /** The side the scene's light comes from: the hero's other side is in shadow (left unless said). */
  light?: Side;
}

export type Side = 'left' | 'right';

/** Which layer of a page or cover to draw: the whole picture, or only what the page's words must not cover. */
export interface HeroLayers {
  /**
   * 'named': only the story's named characters and things (the hero's companions among them), where
   * the page's text must not go; 'companions': only the companions.
   */
  layer?: 'page' | 'named' | 'companions';
}

export interface FaceArea {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** The top of the hair, or of what is worn over it (scene y). */
  hairTop?: number;
  /** Seen from behind: the hair is all there is to see of the head. */
  fromBehind?: boolean;
}

export type P = [number, number];
