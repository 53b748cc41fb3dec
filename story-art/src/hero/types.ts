/** The hero's vocabulary: poses, outfits, hair, expressions and the options a scene draws it with. */

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
export type Hair = 'short' | 'long' | 'curly' | 'bun';
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
export const HAIRS: Hair[] = ['short', 'long', 'curly', 'bun'];

export interface HeroOptions {
  pose: Pose;
  outfit: Outfit;
  skinTone: string;
  hair: Hair;
  x: number;
  y: number;
  scale: number;
  flip?: boolean;
  expression?: Expression;
  /** An SVG fragment held in the front hand, drawn centred on the hand (hero-local units). */
  holding?: string;
  hairColor?: string;
  /** Draw a second child (no ids, no face marker). */
  extra?: boolean;
  /** Leave out the ground shadow (for riding, floating far above ground). */
  noShadow?: boolean;
  /** Leave the face area plain skin: the child's own face is painted there afterwards. */
  blankFace?: boolean;
  /** The side the scene's light comes from: the hero's other side is in shadow (left unless said). */
  light?: Side;
}

export type Side = 'left' | 'right';

/** How a page or cover draws its hero when the child's own face is to be painted on it. */
export interface HeroLayers extends Pick<HeroOptions, 'blankFace' | 'hairColor'> {
  /**
   * 'hero-front': only what is drawn over the hero's face (fringe, goggles, helmet), on a clear page;
   * 'named': only the story's named characters and things, where the page's text must not go.
   */
  layer?: 'page' | 'hero-front' | 'named';
}

export interface FaceArea {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  /** Asleep: the face is drawn with its eyes closed. */
  eyesClosed?: boolean;
  /** Seen from behind: the hair is all there is to see of the head, and no face is painted. */
  fromBehind?: boolean;
  /** The side the scene's light comes from; the face is shaded on the other. */
  light?: 'left' | 'right';
}

export type P = [number, number];
