/** Book covers (portrait 3:4, 1200 x 1600): themed art, the title in big rounded lettering, the hero, the brand. */
import { LETTERING_FONT } from './fonts/projectFonts.js';
import { C, INK, line, n, paperGrain, shape, svgDocument, vignette } from './palette.js';
import type { HeroLook } from 'shared-contracts/hero';
import { hero, type HeroOptions, type Outfit } from './hero.js';
import * as P from './props/common.js';
import { STORIES } from './stories/index.js';
import type { CoverDesign } from './stories/story.js';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 1600;

export interface CoverOptions {
  look: HeroLook;
  outfit?: Outfit;
  /**
   * False: the title and the ribbon's words are left out (the ribbon itself stays), for a book in a
   * script the title font has no letters for; its words are set over the cover where `coverLettering` says.
   */
  lettering?: boolean;
}
export type CoverFn = (options: CoverOptions) => string;

/** Big rounded title lettering with a thick outline and a soft drop shadow, centred at x, with the first line at y. */
export function titleLettering(lines: string[], x: number, y: number, fill: string, stroke: string, maxWidth = 1060): string {
  let out = '';
  let cy = y;
  lines.forEach((text, i) => {
    // sized for the widest fallback font so it never overflows; 'Baloo 2' is narrower
    const size = Math.min(i === 0 && lines.length > 1 && text.length > 12 ? 100 : 150, Math.floor(maxWidth / (text.length * 0.64)));
    const common = `x="${x}" y="${cy}" text-anchor="middle" font-family="${LETTERING_FONT}" font-weight="800" font-size="${size}" letter-spacing="1"`;
    out += `<text ${common} fill="${INK}" opacity=".35" transform="translate(6 10)" stroke="${INK}" stroke-width="${n(size * 0.2)}" stroke-linejoin="round">${escapeXml(text)}</text>`;
    out += `<text ${common} fill="${fill}" stroke="${stroke}" stroke-width="${n(size * 0.2)}" stroke-linejoin="round" paint-order="stroke">${escapeXml(text)}</text>`;
    out += `<text ${common} fill="${fill}">${escapeXml(text)}</text>`;
    cy += size * 1.06;
  });
  return out;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function ribbon(y: number, color: string, text: string | null): string {
  return (
    shape(`M260 ${y} L940 ${y} L900 ${y + 40} L940 ${y + 80} L260 ${y + 80} L300 ${y + 40}Z`, color, 5) +
    (text === null
      ? ''
      : `<text x="600" y="${y + 54}" text-anchor="middle" font-family="${LETTERING_FONT}" font-weight="700" font-size="38" fill="#fff" letter-spacing="2">${escapeXml(text)}</text>`)
  );
}

/** Where a story's cover puts its title and its ribbon (cover units), and in which colours. */
export function coverLettering(slug: string): { fill: string; stroke: string; titleTop: number; ribbonTop: number } {
  const d = (STORIES[slug] ?? STORIES['jungle-explorer']).cover();
  const long = d.title[0].length > 12;
  const titleTop = long ? 190 : 230;
  return { fill: d.fill, stroke: d.stroke, titleTop, ribbonTop: titleTop + (long ? 250 : 290) };
}

function brand(): string {
  return (
    `<rect x="440" y="1488" width="320" height="70" rx="35" fill="${C.cream}" ${'stroke="' + INK + '" stroke-opacity=".5" stroke-width="4"'}/>` +
    P.twinkle(488, 1523, 18, C.marigold) +
    `<text x="616" y="1536" text-anchor="middle" font-family="${LETTERING_FONT}" font-weight="800" font-size="36" fill="${INK}" letter-spacing="1">Hero Tales</text>`
  );
}

/** Extra definitions a cover needs (product shots that embed a cover include them too). */
export const COVER_DEFS = `<radialGradient id="titleGlow"><stop offset="0" stop-color="#fff" stop-opacity=".42"/><stop offset=".6" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

/** The cover's content (no <svg> wrapper), so product shots can embed it. */
export function coverBody(slug: string, o: CoverOptions): string {
  const d = (STORIES[slug] ?? STORIES['jungle-explorer']).cover();
  const h = hero(coverHero(d, o));
  const { titleTop, ribbonTop } = coverLettering(slug);
  const lettered = o.lettering ?? true;
  return (
    `<g>${d.art}</g>` +
    paperGrain(COVER_WIDTH, COVER_HEIGHT, 0.4) +
    // a soft light behind the title for legibility
    `<ellipse cx="600" cy="320" rx="700" ry="330" fill="url(#titleGlow)"/>` +
    h +
    (d.fg ?? '') +
    (lettered ? titleLettering(d.title, 600, titleTop, d.fill, d.stroke) : '') +
    ribbon(ribbonTop, d.ribbon, lettered ? 'starring your little hero' : null) +
    brand() +
    vignette(COVER_WIDTH, COVER_HEIGHT) +
    `<rect x="0" y="0" width="36" height="1600" fill="${INK}" opacity=".12"/>` +
    line('M36 0 L36 1600', '#fff', 3, 0.35)
  );
}

function coverHero(d: CoverDesign, o: CoverOptions): HeroOptions {
  return {
    ...d.hero,
    outfit: o.outfit ?? d.hero.outfit,
    look: o.look,
  };
}

export const COVERS: Record<string, CoverFn> = Object.fromEntries(
  Object.values(STORIES).map(({ slug }) => [
    slug,
    (o: CoverOptions) => svgDocument(COVER_WIDTH, COVER_HEIGHT, coverBody(slug, o), COVER_DEFS),
  ]),
);
