/** What a hero may look like: every attribute's values, in the order a parent meets them (plain data). */
/** The skin tones the pictures are drawn in, lightest first. */
export const SKIN_TONES = [
  { name: 'Fair', hex: '#f5d5c0' },
  { name: 'Light', hex: '#e8bc98' },
  { name: 'Medium', hex: '#d29e78' },
  { name: 'Tan', hex: '#b88160' },
  { name: 'Brown', hex: '#8e5b3e' },
  { name: 'Deep', hex: '#5e3b29' },
] as const;

/** Hair colours as painted: deep enough for the book's outlines, blond kept golden. Darkest first. */
export const HAIR_COLOURS = [
  { name: 'black', hex: '#1f1714' },
  { name: 'dark-brown', hex: '#3b251a' },
  { name: 'brown', hex: '#5e3a24' },
  { name: 'auburn', hex: '#85391f' },
  { name: 'light-brown', hex: '#8c5f3a' },
  { name: 'blonde', hex: '#c39a55' },
] as const;

/** Eye colours as painted (the iris; the pupil is always the ink's). */
export const EYE_COLOURS = [
  { name: 'dark-brown', hex: '#2e1d17' },
  { name: 'brown', hex: '#5b3720' },
  { name: 'hazel', hex: '#7d6230' },
  { name: 'green', hex: '#4c7b48' },
  { name: 'blue', hex: '#3f77b3' },
  { name: 'grey', hex: '#6f7f90' },
] as const;

/** The patka's cloth as painted, and the shade of its folds: the colours a Sikh boy's patka is often worn in. */
export const PATKA_COLOURS = [
  { name: 'blue', hex: '#2f56a8', fold: '#203d80' },
  { name: 'navy', hex: '#26305e', fold: '#161c3d' },
  { name: 'saffron', hex: '#ee8a1c', fold: '#b8640c' },
  { name: 'red', hex: '#c23a34', fold: '#8e2520' },
  { name: 'black', hex: '#2a2a30', fold: '#121216' },
  { name: 'white', hex: '#f4f1ea', fold: '#c9c3b6' },
] as const;

export const HAIR_LENGTHS = ['cropped', 'short', 'shoulder', 'long'] as const;
export const HAIR_TEXTURES = ['straight', 'wavy', 'curly', 'coily'] as const;
/** How the hair is worn; a patka covers it, as a Sikh boy's does. */
export const HAIR_STYLES = ['loose', 'ponytail', 'plaits', 'bun', 'patka'] as const;
export const EYEBROWS = ['fine', 'medium', 'thick'] as const;
export const GLASSES = ['none', 'round', 'square'] as const;
export const FACE_SHAPES = ['round', 'oval', 'long'] as const;
/** Small things a parent may add: each drawn or not. */
export const HERO_DETAILS = ['freckles', 'dimples', 'bindi'] as const;

export type SkinToneName = (typeof SKIN_TONES)[number]['name'];
export type HairColour = (typeof HAIR_COLOURS)[number]['name'];
export type EyeColour = (typeof EYE_COLOURS)[number]['name'];
export type HairLength = (typeof HAIR_LENGTHS)[number];
export type HairTexture = (typeof HAIR_TEXTURES)[number];
export type HairStyle = (typeof HAIR_STYLES)[number];
export type Eyebrows = (typeof EYEBROWS)[number];
export type Glasses = (typeof GLASSES)[number];
export type FaceShape = (typeof FACE_SHAPES)[number];
export type HeroDetail = (typeof HERO_DETAILS)[number];
export type PatkaColour = (typeof PATKA_COLOURS)[number]['name'];

/** Every attribute with a list of values, in the order a parent meets them; the details are yes/no. */
export const HERO_CHOICES = {
  skinTone: SKIN_TONES.map((tone) => tone.name),
  hairColour: HAIR_COLOURS.map((colour) => colour.name),
  hairLength: HAIR_LENGTHS,
  hairTexture: HAIR_TEXTURES,
  hairStyle: HAIR_STYLES,
  eyebrows: EYEBROWS,
  eyeColour: EYE_COLOURS.map((colour) => colour.name),
  glasses: GLASSES,
  faceShape: FACE_SHAPES,
} as const;

export type HeroChoice = keyof typeof HERO_CHOICES;
