/** Book covers (portrait 3:4, 1200 x 1600): themed art, the title in big rounded lettering, the hero, the brand. */
import { C, INK, TITLE_FONT, line, n, paperOverlay, shape, svgDocument } from './palette.js';
import { hero, heroFront, type Hair, type HeroLayers, type HeroOptions, type Outfit, type Pose } from './hero.js';
import * as P from './props.js';
import * as S from './propsSpace.js';
import * as O from './propsOcean.js';
import * as F from './propsFestival.js';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 1600;

export interface CoverOptions extends HeroLayers {
  skinTone: string;
  hair: Hair;
  outfit?: Outfit;
}
export type CoverFn = (options: CoverOptions) => string;

interface CoverDesign {
  title: string[];
  /** colour of the title letters and of their outline */
  fill: string;
  stroke: string;
  ribbon: string;
  art: string;
  fg?: string;
  hero: { pose: Pose; x: number; y: number; scale: number; outfit: Outfit; flip?: boolean; holding?: string; noShadow?: boolean };
}

/** Big rounded title lettering with a thick outline and a soft drop shadow, centred at x, with the first line at y. */
export function titleLettering(lines: string[], x: number, y: number, fill: string, stroke: string, maxWidth = 1060): string {
  let out = '';
  let cy = y;
  lines.forEach((text, i) => {
    // sized for the widest fallback font so it never overflows; 'Baloo 2' is narrower
    const size = Math.min(i === 0 && lines.length > 1 && text.length > 12 ? 100 : 150, Math.floor(maxWidth / (text.length * 0.64)));
    const common = `x="${x}" y="${cy}" text-anchor="middle" font-family="${TITLE_FONT}" font-weight="800" font-size="${size}" letter-spacing="1"`;
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

function ribbon(y: number, color: string, text: string): string {
  return (
    shape(`M260 ${y} L940 ${y} L900 ${y + 40} L940 ${y + 80} L260 ${y + 80} L300 ${y + 40}Z`, color, 5) +
    `<text x="600" y="${y + 54}" text-anchor="middle" font-family="${TITLE_FONT}" font-weight="700" font-size="38" fill="#fff" letter-spacing="2">${escapeXml(text)}</text>`
  );
}

function brand(): string {
  return (
    `<rect x="440" y="1488" width="320" height="70" rx="35" fill="${C.cream}" ${'stroke="' + INK + '" stroke-opacity=".5" stroke-width="4"'}/>` +
    P.twinkle(488, 1523, 18, C.marigold) +
    `<text x="616" y="1536" text-anchor="middle" font-family="${TITLE_FONT}" font-weight="800" font-size="36" fill="${INK}" letter-spacing="1">Hero Tales</text>`
  );
}

const DESIGNS: Record<string, () => CoverDesign> = {
  'jungle-explorer': () => ({
    title: ['The Brave', 'Little Explorer'],
    fill: C.sun,
    stroke: C.jungle,
    ribbon: C.saffron,
    art:
      P.sky('day') +
      P.sun(1040, 520, 70) +
      P.cloud(200, 560, 0.7) +
      P.hills(760, '#8fcf72', 60, 3, 3, true) +
      P.jungleTree(-40, 1240, 1.0, 1) +
      P.jungleTree(1240, 1220, 1.05, 0, true) +
      shape('M-100 1700 L-100 1050 C300 1000 900 1000 1300 1060 L1300 1700Z', '#9ed36a', 5) +
      P.vine(180, 360, 420, 30, 2) +
      P.monkey(180, 760, 0.8, 'hang', false, true) +
      P.parrot(980, 880, 1.0) +
      P.elephant(960, 1290, 0.6, { trunkUp: true, cloth: true }),
    fg:
      P.tiger(260, 1430, 0.72, 'happy') +
      P.leafCluster(-40, 1640, 1.1, false, 4) +
      P.leafCluster(1240, 1640, 1.1, true, 6) +
      P.butterfly(860, 760, 0.8, C.pink, 10),
    hero: { pose: 'waving', x: 600, y: 1440, scale: 1.5, outfit: 'explorer' },
  }),
  'space-adventure': () => ({
    title: ['Journey', 'to the Stars'],
    fill: '#fff3b0',
    stroke: C.violet,
    ribbon: C.rose,
    art:
      `<rect x="-100" y="-100" width="1400" height="1800" fill="url(#space)"/>` +
      P.starField(14, 120, [0, 0, 1200, 1600]) +
      S.planet(1040, 640, 110, '#f2a45e', { rings: '#ffd25e', bands: '#e88a4d' }) +
      S.earth(160, 700, 80) +
      S.planet(120, 1180, 50, C.pink) +
      S.rocket(900, 1300, 0.8, 24) +
      S.shootingStar(300, 560, 200, 160) +
      S.moonSurface(1400, '#d9d5ea', 14),
    fg: S.starFriend(880, 880, 56, 'happy', 12),
    hero: { pose: 'floating', x: 540, y: 1300, scale: 1.35, outfit: 'astronaut', noShadow: true },
  }),
  'ocean-quest': () => ({
    title: ['The Secret of the', 'Ocean Kingdom'],
    fill: '#fff3b0',
    stroke: C.seaDeep,
    ribbon: C.coral,
    art:
      O.seaBackdrop(false, 15) +
      O.seaFloor(1360) +
      O.seaCastle(960, 1420, 0.7, true) +
      O.pearl(960, 1420 - 560 * 0.7 - 170, 22) +
      O.coral(120, 1460, 1.0, C.coral) +
      O.coral(330, 1480, 0.8, C.violet, 1) +
      O.seaweed(60, 1500, 500, C.leafMid, 3) +
      O.turtle(320, 760, 0.75) +
      O.fish(1000, 620, 0.7, C.marigold, '#fff', true) +
      O.fish(160, 1050, 0.6, C.pink, C.violet) +
      O.jellyfish(1080, 860, 0.5, C.pink),
    fg: O.bubbles(15, 24, [0, 400, 1200, 1100]) + O.crab(420, 1520, 0.8, true) + O.starfish(780, 1530, 0.7, C.marigold, 14),
    hero: { pose: 'floating', x: 580, y: 1330, scale: 1.3, outfit: 'diver' },
  }),
  'festival-of-lights': () => ({
    title: ['The Little Dragon', 'Who Loved Diwali'],
    fill: C.sun,
    stroke: C.berry,
    ribbon: C.teal,
    art:
      P.sky('night', 16) +
      P.moon(1040, 560, 56) +
      F.lantern(140, 480, 0.6, C.rose) +
      F.lantern(1080, 300, 0.5, C.teal) +
      F.firework(220, 760, 90, C.pink) +
      F.lane(1150, 16) +
      shape('M-100 1700 L-100 1140 C300 1120 900 1130 1300 1150 L1300 1700Z', '#a88aa8', 5) +
      F.rangoli(600, 1450, 330, 0.38),
    fg: F.dragon(900, 1440, 1.15, { wingsUp: true, flip: true }) + F.diyaRow(60, 300, 1560, 3, 1) + F.diyaRow(920, 1160, 1570, 3, 1),
    hero: { pose: 'standing', x: 400, y: 1460, scale: 1.4, outfit: 'kurta', holding: F.diya(0, 16, 0.8) },
  }),
};

/** Extra definitions a cover needs (product shots that embed a cover include them too). */
export const COVER_DEFS = `<radialGradient id="titleGlow"><stop offset="0" stop-color="#fff" stop-opacity=".42"/><stop offset=".6" stop-color="#fff" stop-opacity=".16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

export const COVER_TITLES: Record<string, string[]> = Object.fromEntries(Object.entries(DESIGNS).map(([k, d]) => [k, d().title]));

/** The cover's content (no <svg> wrapper), so product shots can embed it. */
export function coverBody(slug: string, o: CoverOptions): string {
  const d = (DESIGNS[slug] ?? DESIGNS['jungle-explorer'])();
  const h = hero(coverHero(d, o));
  const titleTop = d.title[0].length > 12 ? 190 : 230;
  return (
    `<g>${d.art}</g>` +
    // a soft light behind the title for legibility
    `<ellipse cx="600" cy="320" rx="700" ry="330" fill="url(#titleGlow)"/>` +
    h +
    (d.fg ?? '') +
    titleLettering(d.title, 600, titleTop, d.fill, d.stroke) +
    ribbon(titleTop + (d.title[0].length > 12 ? 250 : 290), d.ribbon, 'starring your little hero') +
    brand() +
    paperOverlay(COVER_WIDTH, COVER_HEIGHT, 0.4) +
    `<rect x="0" y="0" width="36" height="1600" fill="${INK}" opacity=".12"/>` +
    line('M36 0 L36 1600', '#fff', 3, 0.35)
  );
}

function coverHero(d: CoverDesign, o: CoverOptions): HeroOptions {
  return { ...d.hero, outfit: o.outfit ?? d.hero.outfit, skinTone: o.skinTone, hair: o.hair, blankFace: o.blankFace };
}

export const COVERS: Record<string, CoverFn> = Object.fromEntries(
  Object.keys(DESIGNS).map((slug) => [
    slug,
    (o: CoverOptions) =>
      o.layer === 'hero-front'
        ? svgDocument(COVER_WIDTH, COVER_HEIGHT, heroFront(coverHero(DESIGNS[slug](), o)))
        : svgDocument(COVER_WIDTH, COVER_HEIGHT, coverBody(slug, o), COVER_DEFS),
  ]),
);
