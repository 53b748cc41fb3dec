/**
 * The illustrated pages: for every story, scene-01 .. scene-12 in the order of its pages in products.json.
 * Each scene takes the child's skin tone and hair and a variant (0: wide, 1: close-up, 2: another pose and angle)
 * and returns a complete landscape SVG (1600 x 1200) with the hero placed and the face area marked.
 */
import type { FaceArea, Outfit } from './hero.js';
import { scenesOf, type SceneFn } from './scenes/layout.js';
import { STORIES } from './stories/index.js';

export {
  pageCanvas,
  sceneCanvas,
  spreadCanvas,
  SCENE_HEIGHT,
  SCENE_WIDTH,
  VARIANTS,
  type Canvas,
  type SceneFn,
  type SceneOptions,
} from './scenes/layout.js';

export const SCENES: Record<string, Record<string, SceneFn>> = Object.fromEntries(
  Object.values(STORIES).map((story) => [story.slug, scenesOf(story)]),
);

/** The pages (numbered from 1) a story draws the hero's companions on: its words name them there. */
export const companyPages = (slug: string): number[] =>
  Object.keys(STORIES[slug]?.company ?? {})
    .map(Number)
    .sort((a, b) => a - b);

/** What the hero of a story wears on most of its pages ('casual' for a story not drawn here). */
export const storyOutfit = (slug: string): Outfit => STORIES[slug]?.outfit ?? 'casual';

/** A number attribute of an SVG tag; NaN when it has none. */
const numberAttribute = (tag: string, name: string) => Number(new RegExp(`\\b${name}="(-?[0-9.]+)"`).exec(tag)?.[1] ?? NaN);

/** Reads the hero-face-area ellipse (scene coordinates) back out of a rendered scene or cover. */
export function heroFaceArea(svg: string): FaceArea | null {
  const tag = /<ellipse\b[^>]*\bid="hero-face-area"[^>]*>/.exec(svg)?.[0];
  if (!tag) return null;
  const num = (name: string) => numberAttribute(tag, name);
  const area = { cx: num('cx'), cy: num('cy'), rx: num('rx'), ry: num('ry'), hairTop: num('data-hair-top') };
  if (!Object.values(area).every(Number.isFinite)) return null;
  return { ...area, ...(tag.includes('data-seen="from-behind"') ? { fromBehind: true } : {}) };
}

/** How far a scene's world is drawn (its skies, seas and grounds), in the picture's coordinates: a reframed picture must stay inside it. */
export function worldReach(svg: string): { left: number; top: number; right: number; bottom: number } | null {
  const tag = /<rect\b[^>]*\bid="world-reach"[^>]*>/.exec(svg)?.[0];
  if (!tag) return null;
  const [left, top, width, height] = ['x', 'y', 'width', 'height'].map((name) => numberAttribute(tag, name));
  return [left, top, width, height].every(Number.isFinite) ? { left, top, right: left + width, bottom: top + height } : null;
}
