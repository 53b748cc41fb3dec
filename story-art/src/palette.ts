/**
 * The one picture-book style shared by every Hero Tales illustration: a warm palette, soft outlines in
 * plum ink, gentle shading gradients and a faint paper grain. Everything here returns SVG text.
 */

import { PAPER_TILE } from './paper/paperFilter.js';
import { PAPER_TILE_PNG } from './paper/paperTile.js';

export const INK = '#3d2c5c';

/**
 * How far left every scene's grounds and skies are drawn, beyond the picture's 4:3 (0..1600): a
 * spread's left page shows the world running on there, calm, for the words.
 */
export const WORLD_LEFT = -1800;
/**
 * How far right, up and down the skies, seas and grounds reach: a page reframed for its printed shape
 * (zoomed out a little, moved off the gutter) shows this much more of the world round its picture.
 */
export const WORLD_RIGHT = 2000;
export const WORLD_TOP = -500;
export const WORLD_BOTTOM = 2000;
export const WORLD_WIDTH = WORLD_RIGHT - WORLD_LEFT;
const WORLD_HEIGHT = WORLD_BOTTOM - WORLD_TOP;

/**
 * The vertical gradients a world-wide fill may use, held where they fell when the world was 1600 tall
 * from -200 (so the 4:3 pictures stay as drawn), their end colours running on above and below.
 */
const WORLD_GRADIENTS = ['skyDay', 'skySunset', 'skyDusk', 'skyNight', 'seaGrad', 'seaDark', 'shade'];

/** A fill (a colour or a gradient) over the whole world: a scene's sky, sea or wall. */
export function worldFill(fill: string, extra = ''): string {
  const held = fill.replace(/^url\(#(\w+)\)$/, (whole, id: string) => (WORLD_GRADIENTS.includes(id) ? `url(#${id}World)` : whole));
  return `<rect x="${WORLD_LEFT}" y="${WORLD_TOP}" width="${WORLD_WIDTH}" height="${WORLD_HEIGHT}" fill="${held}"${extra ? ` ${extra}` : ''}/>`;
}

export const C = {
  ink: INK,
  paper: '#fbf3e4',
  cream: '#fff8ea',
  white: '#ffffff',
  // warm
  sun: '#ffd25e',
  gold: '#f6bf3c',
  marigold: '#f7a531',
  saffron: '#f08a2c',
  coral: '#f0735a',
  tomato: '#e4553f',
  pink: '#f59bb3',
  rose: '#e0607e',
  magenta: '#c8407a',
  berry: '#9c3a6b',
  // greens
  lime: '#b7d85a',
  leaf: '#7cc05a',
  leafMid: '#4fa356',
  leafDark: '#2f7d52',
  jungle: '#1f5e4a',
  teal: '#2ba5a0',
  mint: '#9fe0c9',
  // blues & violets
  sky: '#a9def2',
  skyTop: '#6cc0ea',
  sea: '#3d9ccc',
  seaDeep: '#1f5b93',
  navy: '#23306b',
  night: '#241d57',
  nightTop: '#140f3a',
  violet: '#6e55b0',
  lilac: '#b9a6e6',
  // earth
  sand: '#f4d8a2',
  sandDark: '#dfb676',
  tan: '#d9a45f',
  khaki: '#e2b765',
  wood: '#b27a4b',
  brown: '#8a5738',
  brownDark: '#5c3925',
  bark: '#7a5236',
  stone: '#a7a3bd',
  grey: '#8f93ad',
  elephant: '#9aa3bf',
  elephantDark: '#7c84a3',
  hair: '#2b1b16',
  hairHi: '#56372a',
  blush: '#f28b8b',
} as const;

const rgbOf = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const hexOf = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** `from` moved `amount` (0-1) of the way towards `to`. */
export const mix = (from: string, to: string, amount: number) => {
  const [a, b] = [rgbOf(from), rgbOf(to)];
  return hexOf(a.map((v, i) => v + (b[i] - v) * amount));
};

/** A colour's relative luminance (0 black, 1 white). */
export const luminance = (hex: string) => {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * The outline of a part filled with `fill`: the plum ink as it looks at 60 % over that fill, but
 * opaque, so where parts overlap no seam shows through.
 */
export function solidOl(fill: string, width = 4): string {
  return `stroke="${mix(fill, INK, 0.6)}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
}

/** The four tones skin is painted in, darkest first. */
export interface SkinRamp {
  shadow: string;
  mid: string;
  light: string;
  highlight: string;
}

/**
 * The skin ramp of a chosen tone: a warm shadow (multiplied, as a plum glaze darkens it), the tone itself,
 * and two lifts towards a warm white. The drawn neck and hands and the child's painted face share it,
 * so they are one skin.
 */
export function skinRamp(tone: string): SkinRamp {
  const rgb = rgbOf(tone);
  const towards = (to: number[], amount: number) => hexOf(rgb.map((v, i) => v + (to[i] - v) * amount));
  return {
    shadow: hexOf([rgb[0] * 0.8, rgb[1] * 0.68, rgb[2] * 0.7]),
    mid: hexOf(rgb),
    light: towards([255, 244, 230], 0.2),
    highlight: towards([255, 250, 242], 0.42),
  };
}

/**
 * Marks a character or thing of the story (Mithu the parrot, Tara the star, the Magic Pearl): the page's
 * layout keeps the story's words off it. Its `named` layer draws only what is marked.
 */
export function named(svg: string): string {
  return `<g data-named="" visibility="visible">${svg}</g>`;
}

/** A prop drawing whose every picture is marked as named. */
export function namedProp<A extends unknown[]>(draw: (...args: A) => string): (...args: A) => string {
  return (...args: A) => named(draw(...args));
}

/** Stroke attributes for the soft plum outline. */
export function ol(width = 4, opacity = 0.6): string {
  return `stroke="${INK}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
}

/** Rounds to 1 decimal so the SVG text stays small. */
export function n(v: number): string {
  return (Math.round(v * 10) / 10).toString();
}

export function transform(x: number, y: number, scale = 1, flip = false, rotate = 0): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate) parts.push(`rotate(${n(rotate)})`);
  if (scale !== 1 || flip) parts.push(`scale(${n(flip ? -scale : scale)} ${n(scale)})`);
  return parts.join(' ');
}

/** A group placed at (x, y), scaled, optionally mirrored and rotated. */
export function place(x: number, y: number, scale: number, content: string, flip = false, rotate = 0): string {
  return `<g transform="${transform(x, y, scale, flip, rotate)}">${content}</g>`;
}

/**
 * A filled path with the house shading: a flat colour, then the shared shading gradient (light from the top,
 * a soft plum shadow at the bottom) and the outline on top.
 */
export function shape(d: string, fill: string, w = 4, shade: 'v' | 'r' | 'none' = 'v'): string {
  if (shade === 'none') return `<path d="${d}" fill="${fill}" ${ol(w)}/>`;
  const grad = shade === 'v' ? 'url(#shade)' : 'url(#shadeR)';
  return `<path d="${d}" fill="${fill}"/><path d="${d}" fill="${grad}" ${w > 0 ? ol(w) : ''}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, w = 4, shade: 'v' | 'r' | 'none' = 'r'): string {
  const a = `cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}"`;
  if (shade === 'none') return `<ellipse ${a} fill="${fill}" ${w > 0 ? ol(w) : ''}/>`;
  const grad = shade === 'v' ? 'url(#shade)' : 'url(#shadeR)';
  return `<ellipse ${a} fill="${fill}"/><ellipse ${a} fill="${grad}" ${w > 0 ? ol(w) : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, w = 4, shade: 'v' | 'r' | 'none' = 'r'): string {
  return ellipse(cx, cy, r, r, fill, w, shade);
}

/** Flat fill, no outline (for highlights, spots, glows). */
export function flat(d: string, fill: string, opacity = 1): string {
  return `<path d="${d}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** An open stroke (for whiskers, smiles, veins, stitches). */
export function line(d: string, color: string = INK, width = 4, opacity = 0.75): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A soft ground shadow. */
export function groundShadow(cx: number, cy: number, rx: number, ry = rx * 0.18, opacity = 0.18): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${INK}" opacity="${opacity}"/>`;
}

/** A glow made from a radial gradient (much cheaper for librsvg than a blur filter). */
export function glow(cx: number, cy: number, r: number, color = 'url(#glowWarm)', opacity = 1): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A tiny deterministic random generator so every render is identical (idempotent output). */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 4294967296;
  };
}

/**
 * The skies' and waters' gradients, top to bottom ([offset, colour]; the space diagonally). Their
 * colours print as drawn on a CMYK press, where the first palette's violets and cyans dulled (the
 * api's soft proof, `npm run proof:cmyk -w api`): each was moved towards what the press gives back
 * until that holds within ΔE 4.
 */
export const SKIES = {
  skyDay: [
    [0, '#5fb8ea'],
    [0.6, '#b4dcef'],
    [1, '#fdf0cf'],
  ],
  skySunset: [
    [0, '#605b95'],
    [0.35, '#e0719a'],
    [0.68, '#fb9f5a'],
    [1, '#ffe08a'],
  ],
  skyDusk: [
    [0, '#2a2466'],
    [0.55, '#604c8b'],
    [1, '#e58aa3'],
  ],
  skyNight: [
    [0, '#1a1339'],
    [0.6, '#272063'],
    [1, '#353273'],
  ],
  space: [
    [0, '#171334'],
    [0.55, '#2a1f66'],
    [1, '#43276d'],
  ],
  seaGrad: [
    [0, '#6bbdd8'],
    [0.45, '#2e8fc4'],
    [1, '#1d4f8a'],
  ],
  waterGrad: [
    [0, '#8ccbde'],
    [1, '#3a9cc9'],
  ],
} satisfies Record<string, [number, string][]>;

/** The skies' gradients as SVG, made once: every picture's definitions carry them. */
const SKY_GRADIENTS = Object.entries(SKIES)
  .map(([id, stops]) => {
    const across = id === 'space' ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
    const colours = stops.map(([offset, colour]) => `<stop offset="${offset}" stop-color="${colour}"/>`).join('');
    return `<linearGradient id="${id}" x1="0" y1="0" ${across}>${colours}</linearGradient>`;
  })
  .join('\n');

/** Shared definitions: shading gradients, skies, glows and the paper grain filter. */
export function defs(extra = ''): string {
  return `<defs>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity=".32"/>
  <stop offset=".42" stop-color="#fff" stop-opacity="0"/>
  <stop offset=".7" stop-color="${INK}" stop-opacity="0"/>
  <stop offset="1" stop-color="${INK}" stop-opacity=".22"/>
</linearGradient>
<radialGradient id="shadeR" cx=".38" cy=".32" r=".75">
  <stop offset="0" stop-color="#fff" stop-opacity=".38"/>
  <stop offset=".45" stop-color="#fff" stop-opacity="0"/>
  <stop offset=".8" stop-color="${INK}" stop-opacity=".06"/>
  <stop offset="1" stop-color="${INK}" stop-opacity=".24"/>
</radialGradient>
${SKY_GRADIENTS}
${WORLD_GRADIENTS.map((id) => `<linearGradient id="${id}World" xlink:href="#${id}" gradientUnits="userSpaceOnUse" x1="0" y1="-200" x2="0" y2="1400"/>`).join('')}
<!-- #space as it falls over the world's first 2000 x 1600 from (-200, -200), in the world's own units so it runs on to WORLD_LEFT -->
<linearGradient id="spaceWide" xlink:href="#space" gradientUnits="userSpaceOnUse" x1="-200" y1="-200" x2="1360.98" y2="1751.22"/>
<linearGradient id="seaDark" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#1e4f86"/><stop offset="1" stop-color="#14244f"/>
</linearGradient>
<linearGradient id="ray" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity=".42"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>
</linearGradient>
<radialGradient id="glowWarm">
  <stop offset="0" stop-color="#fff3b0" stop-opacity=".95"/><stop offset=".35" stop-color="#ffd25e" stop-opacity=".45"/><stop offset="1" stop-color="#ffb13b" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glowCool">
  <stop offset="0" stop-color="#ffffff" stop-opacity=".9"/><stop offset=".4" stop-color="#bfe8ff" stop-opacity=".35"/><stop offset="1" stop-color="#8fd0ff" stop-opacity="0"/>
</radialGradient>
<radialGradient id="glowPink">
  <stop offset="0" stop-color="#ffe3f0" stop-opacity=".9"/><stop offset=".4" stop-color="#f59bb3" stop-opacity=".35"/><stop offset="1" stop-color="#e0607e" stop-opacity="0"/>
</radialGradient>
<radialGradient id="sunGlow">
  <stop offset="0" stop-color="#fff6c8" stop-opacity=".9"/><stop offset=".5" stop-color="#ffe28a" stop-opacity=".35"/><stop offset="1" stop-color="#ffe28a" stop-opacity="0"/>
</radialGradient>
<radialGradient id="pearlGrad" cx=".35" cy=".3" r=".8">
  <stop offset="0" stop-color="#ffffff"/><stop offset=".5" stop-color="#f3ecff"/><stop offset="1" stop-color="#c9b8ec"/>
</radialGradient>
<radialGradient id="glass" cx=".3" cy=".25" r=".9">
  <stop offset="0" stop-color="#ffffff" stop-opacity=".38"/><stop offset=".5" stop-color="#cfefff" stop-opacity=".1"/><stop offset="1" stop-color="#9fd6ff" stop-opacity=".28"/>
</radialGradient>
<radialGradient id="vignette" cx=".5" cy=".5" r=".75">
  <stop offset=".6" stop-color="${INK}" stop-opacity="0"/><stop offset="1" stop-color="${INK}" stop-opacity=".22"/>
</radialGradient>
<pattern id="paper" patternUnits="userSpaceOnUse" width="${PAPER_TILE}" height="${PAPER_TILE}"><image width="${PAPER_TILE}" height="${PAPER_TILE}" href="data:image/png;base64,${PAPER_TILE_PNG}"/></pattern>
${extra}
</defs>`;
}

/** The paper's grain, laid over the scenery (the hero, drawn after it, is clean paint, and so is the child's face). */
export function paperGrain(w: number, h: number, grain = 0.5): string {
  // fill-opacity, not opacity: the pattern is then painted straight onto the picture, not through a layer of its own.
  return grain > 0 ? `<rect width="${w}" height="${h}" fill="url(#paper)" fill-opacity="${grain}"/>` : '';
}

/** A soft vignette laid over a finished picture. */
export function vignette(w: number, h: number): string {
  return `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`;
}

/** An SVG document `w` x `h`, its top-left corner at `origin` of the drawing's own coordinates. */
/** A document of svgDocument's looked at `by` further round every side, its drawing unchanged: to find what its edges cut. */
export function widenedView(svg: string, by: number): string {
  return svg.replace(/viewBox="(\S+) (\S+) (\S+) (\S+)" width="\d+" height="\d+"/, (_, x: string, y: string, w: string, h: string) => {
    const [width, height] = [Number(w) + 2 * by, Number(h) + 2 * by];
    return `viewBox="${n(Number(x) - by)} ${n(Number(y) - by)} ${n(width)} ${n(height)}" width="${Math.round(width)}" height="${Math.round(height)}"`;
  });
}

export function svgDocument(w: number, h: number, body: string, extraDefs = '', origin = { x: 0, y: 0 }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="${n(origin.x)} ${n(origin.y)} ${n(w)} ${n(h)}" width="${Math.round(w)}" height="${Math.round(h)}">${defs(extraDefs)}${body}</svg>`;
}
