/**
 * The hero alone, as the parent sees it before the pages are drawn: the head close up, or the whole
 * child in the book's outfit, each an SVG document on a soft round of paper. Drawn in the browser at
 * every change of the look, so it imports nothing that needs a server.
 */
import type { Companion } from 'contracts/companions';
import type { HeroLook } from 'contracts/hero';
import { companionFigure, companionHeight } from './family/companion.js';
import { faceAreaFor, hairTopFor, hero, type Outfit } from './hero.js';
import { C, svgDocument } from './palette.js';

export type PortraitView = 'head' | 'figure';

const SIZE = { head: { width: 360, height: 360 }, figure: { width: 360, height: 520 } } as const;

const backdropOf = (width: number, height: number) =>
  `<rect width="${width}" height="${height}" fill="${C.cream}"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) * 0.46}" fill="${C.sky}" opacity=".35"/>`;

/** Someone beside the hero as an SVG document, the figure's size: a grown-up waving, a child too, a baby sitting, a pet sitting. */
export function companionPortrait(companion: Companion, outfit: Outfit = 'casual'): string {
  const { width, height } = SIZE.figure;
  // People at the hero's own size, or smaller to fit; a pet as large as fits the round.
  const scale = Math.min(companion.kind === 'pet' ? 1.6 : 0.94, (height - 50) / companionHeight(companion));
  // A pet faces right from its feet's middle: drawn a little left of the middle, it looks centred.
  const x = companion.kind === 'pet' ? width / 2 - 20 * scale : width / 2;
  const figure = companionFigure(companion, { x, y: height - 30, scale, pose: 'waving', heroOutfit: outfit });
  return svgDocument(width, height, backdropOf(width, height) + figure);
}

/** The hero as an SVG document: `head` fills the picture with the face and hair, `figure` shows the child waving. */
export function heroPortrait(look: HeroLook, view: PortraitView, outfit: Outfit = 'casual'): string {
  const { width, height } = SIZE[view];
  const backdrop = backdropOf(width, height);
  if (view === 'figure') {
    return svgDocument(width, height, backdrop + hero({ pose: 'waving', outfit, look, x: width / 2, y: height - 30, scale: 0.94 }));
  }
  // The head from the top of the hair to below the chin, as large as fits, centred.
  const at = { pose: 'standing' as const, x: 0, y: 0, scale: 1, faceShape: look.faceShape };
  const face = faceAreaFor(at);
  const top = hairTopFor({ ...at, look, outfit });
  const bottom = face.cy + face.ry * 1.6;
  const scale = Math.min((height * 0.86) / (bottom - top), (width * 0.86) / (face.rx * 4.6));
  const y = height / 2 - ((top + bottom) / 2) * scale;
  return svgDocument(width, height, backdrop + hero({ pose: 'standing', outfit, look, x: width / 2, y, scale, noShadow: true }));
}
