/**
 * Book covers: themed art, the title in big rounded lettering, the hero, the brand. A front cover is
 * COVER_HEIGHT tall and as wide as the book's shape (1200 for the portrait cards, 1600 for a square
 * book); the print's cover spread wraps the story's world round the back as well.
 */
import { LETTERING_FONT } from './fonts/projectFonts.js';
import { C, INK, line, n, paperGrain, svgDocument, vignette } from './palette.js';
import type { Companion } from 'contracts/companions';
import type { HeroLook } from 'contracts/hero';
import { companyOf } from './family/company.js';
import { coverFrame, DESIGN_WIDTH, type CoverFrame } from './coverFrame.js';
import { hero, type Outfit } from './hero.js';
import * as P from './props/common.js';
import { STORIES } from './stories/index.js';
import type { CoverDesign } from './stories/story.js';

export const COVER_WIDTH = DESIGN_WIDTH;
export const COVER_HEIGHT = 1600;

export interface CoverOptions {
  look: HeroLook;
  /** The people and pets beside the hero: on the front, a little behind. */
  companions?: readonly Companion[];
  outfit?: Outfit;
  /**
   * False: the title is left out, for a book whose own lettering (the child's name, a script the
   * title font has no letters for) is set over the cover in the colours `coverLettering` says.
   */
  lettering?: boolean;
  /** The front panel's width in cover units (it is COVER_HEIGHT tall): COVER_WIDTH unless the book's shape says. */
  width?: number;
}
export type CoverFn = (options: CoverOptions) => string;

/** A front panel's width for a book of this shape (trim width over trim height). */
export const coverWidthFor = (aspect: number) => Math.round(COVER_HEIGHT * aspect);

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

const design = (slug: string, f: CoverFrame): CoverDesign => (STORIES[slug] ?? STORIES['jungle-explorer']).cover(f);

/** Where a story's cover puts its title (cover units, centred on the panel), and in which colours. */
export function coverLettering(slug: string): { fill: string; stroke: string; titleTop: number } {
  const d = design(slug, coverFrame(COVER_WIDTH));
  const long = d.title[0].length > 12;
  const titleTop = long ? 190 : 230;
  return { fill: d.fill, stroke: d.stroke, titleTop };
}

function brand(f: CoverFrame): string {
  return (
    `<rect x="${f.middle(440)}" y="1488" width="320" height="70" rx="35" fill="${C.cream}" ${'stroke="' + INK + '" stroke-opacity=".5" stroke-width="4"'}/>` +
    P.twinkle(f.middle(488), 1523, 18, C.marigold) +
    `<text x="${f.middle(616)}" y="1536" text-anchor="middle" font-family="${LETTERING_FONT}" font-weight="800" font-size="36" fill="${INK}" letter-spacing="1">Hero Tales</text>`
  );
}

/** Extra definitions a cover needs (product shots that embed a cover include them too). */
export const COVER_DEFS = `<radialGradient id="titleGlow"><stop offset="0" stop-color="#fff" stop-opacity=".42"/><stop offset=".6" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

/** The hero's companions on the front cover, where its design puts them: behind the hero, never over the title. */
function coverCompany(d: CoverDesign, o: CoverOptions): string {
  if (!d.company || !o.companions?.length) return '';
  const outfit = o.outfit ?? d.hero.outfit;
  return companyOf(d.company, o.companions, { ...d.hero, outfit }, (x, y) => [x, y], 1);
}

/** What stands in front of the hero: moved aside, where the cover says how, when a companion stands on each side. */
const foreground = (d: CoverDesign, o: CoverOptions) => ((o.companions?.length ?? 0) > 1 && d.fgWithTwo ? d.fgWithTwo : (d.fg ?? ''));

/** The front cover's layers: the world, what stands before it (hero and company), and the words and brand on top. */
function frontLayers(slug: string, o: CoverOptions) {
  const f = coverFrame(o.width ?? COVER_WIDTH);
  const d = design(slug, f);
  const { titleTop } = coverLettering(slug);
  const lettered = o.lettering ?? true;
  return {
    f,
    d,
    world: d.world(true),
    figures: coverCompany(d, o) + hero({ ...d.hero, outfit: o.outfit ?? d.hero.outfit, look: o.look }) + foreground(d, o) + (d.edges ?? ''),
    words: (lettered ? titleLettering(d.title, f.middle(600), titleTop, d.fill, d.stroke) : '') + brand(f),
    // a soft light behind the title for legibility
    glow: `<ellipse cx="${f.middle(600)}" cy="320" rx="${700 + (f.width - COVER_WIDTH) / 2}" ry="330" fill="url(#titleGlow)"/>`,
  };
}

/** The front cover's content (no <svg> wrapper), so product shots can embed it; the hinge shaded as on a closed book. */
export function coverBody(slug: string, o: CoverOptions): string {
  const { f, world, figures, words, glow } = frontLayers(slug, o);
  return (
    `<g>${world}</g>` +
    paperGrain(f.width, COVER_HEIGHT, 0.4) +
    glow +
    figures +
    words +
    vignette(f.width, COVER_HEIGHT) +
    `<rect x="0" y="0" width="36" height="1600" fill="${INK}" opacity=".12"/>` +
    line('M36 0 L36 1600', '#fff', 3, 0.35)
  );
}

/** The printer's cover spread, in cover units: each panel's width, the spine's, and the bleed round it all. */
export interface SpreadOptions extends CoverOptions {
  width: number;
  spine: number;
  bleed: number;
}

/** Where the front panel starts on the spread, from its left edge (bleed included). */
export const frontPanelLeft = ({ width, spine, bleed }: Pick<SpreadOptions, 'width' | 'spine' | 'bleed'>) => bleed + width + spine;

/**
 * The whole cover as it wraps the book, bleed included: the back shows the story's world mirrored so
 * the panels meet at the spine, with room in its middle for the blurb (set by the print file); the
 * spine is left to the print file too. The front is the front cover without its hinge shading.
 */
export function coverSpread(slug: string, o: SpreadOptions): string {
  const { f, d, world, figures, words, glow } = frontLayers(slug, o);
  const width = 2 * (o.bleed + o.width) + o.spine;
  const height = COVER_HEIGHT + 2 * o.bleed;
  const fold = o.bleed + o.width + o.spine / 2;
  const front = frontPanelLeft(o);
  const back = `${d.world(false)}${d.edges ?? ''}`;
  return svgDocument(
    width,
    height,
    `<clipPath id="backPanel"><rect width="${fold}" height="${height}"/></clipPath>` +
      `<clipPath id="frontPanel"><rect x="${fold}" width="${width - fold}" height="${height}"/></clipPath>` +
      `<g clip-path="url(#backPanel)"><g transform="translate(${o.bleed + f.width} ${o.bleed}) scale(-1 1)">${back}</g></g>` +
      `<g clip-path="url(#frontPanel)"><g transform="translate(${front} ${o.bleed})">${world}</g></g>` +
      paperGrain(width, height, 0.4) +
      `<g clip-path="url(#frontPanel)"><g transform="translate(${front} ${o.bleed})">${glow}${figures}${words}</g></g>` +
      vignette(width, height),
    COVER_DEFS,
  );
}

/** The front cover's companions alone, where they stand on it (for checking they stay clear of the title). */
export function coverCompanions(slug: string, o: CoverOptions): string {
  const f = coverFrame(o.width ?? COVER_WIDTH);
  return svgDocument(f.width, COVER_HEIGHT, coverCompany(design(slug, f), o));
}

/** What the front cover draws in front of the hero and the companions, alone (for checking it hides none of them). */
export function coverForeground(slug: string, o: CoverOptions): string {
  const f = coverFrame(o.width ?? COVER_WIDTH);
  const d = design(slug, f);
  return svgDocument(f.width, COVER_HEIGHT, foreground(d, o) + (d.edges ?? ''));
}

/** The front cover's hero alone on a transparent panel, where the cover draws them: to measure them by. */
export function coverHeroAlone(slug: string, o: CoverOptions): string {
  const f = coverFrame(o.width ?? COVER_WIDTH);
  const d = design(slug, f);
  return svgDocument(f.width, COVER_HEIGHT, hero({ ...d.hero, outfit: o.outfit ?? d.hero.outfit, look: o.look, noShadow: true }));
}

export const COVERS: Record<string, CoverFn> = Object.fromEntries(
  Object.values(STORIES).map(({ slug }) => [
    slug,
    (o: CoverOptions) => svgDocument(o.width ?? COVER_WIDTH, COVER_HEIGHT, coverBody(slug, o), COVER_DEFS),
  ]),
);
