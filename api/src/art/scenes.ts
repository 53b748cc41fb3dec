/**
 * The illustrated pages: for every product, scene-01 .. scene-12 in the order of the story pages in products.json.
 * Each scene takes the child's skin tone and hair and a variant (0: wide, 1: close-up, 2: another pose and angle)
 * and returns a complete landscape SVG (1600 x 1200) with the hero placed and the face area marked.
 */
import { C, INK, ellipse, glow, groundShadow, line, n, paperOverlay, shape, svgDocument } from './palette.js';
import {
  hero,
  heroFront,
  hairTop,
  faceAreaFor,
  type FaceArea,
  type Hair,
  type HeroLayers,
  type HeroOptions,
  type Outfit,
  type Pose,
  type Expression,
} from './hero.js';
import * as P from './props.js';
import * as S from './propsSpace.js';
import * as O from './propsOcean.js';
import * as F from './propsFestival.js';

export const SCENE_WIDTH = 1600;
export const SCENE_HEIGHT = 1200;
export const VARIANTS = [0, 1, 2] as const;

export interface SceneOptions extends HeroLayers {
  skinTone: string;
  hair: Hair;
  variant: number;
  /** Override the outfit the story chose for this page. */
  outfit?: Outfit;
}
export type SceneFn = (options: SceneOptions) => string;

/** The camera: zoom >= 1 around a focus point in world coordinates. */
interface Shot {
  zoom: number;
  fx: number;
  fy: number;
}

/** Where and how a page places its hero; the outfit defaults to the story's. */
type HeroPlacement = Pick<HeroOptions, 'pose' | 'x' | 'y' | 'scale' | 'flip' | 'expression' | 'holding' | 'noShadow'> & { outfit?: Outfit };

interface Layout {
  /** world behind the hero */
  bg: string;
  hero: HeroPlacement;
  /** world in front of the hero */
  fg?: string;
  shot?: Shot;
  grain?: number;
}

const WIDE: Shot = { zoom: 1, fx: 800, fy: 600 };

function clampShot(s: Shot): Shot {
  const z = Math.max(1, s.zoom);
  const hw = SCENE_WIDTH / 2 / z;
  const hh = SCENE_HEIGHT / 2 / z;
  return { zoom: z, fx: Math.min(SCENE_WIDTH - hw, Math.max(hw, s.fx)), fy: Math.min(SCENE_HEIGHT - hh, Math.max(hh, s.fy)) };
}

/** A close-up on the hero's upper body; (ox, oy) shifts the frame to include a companion. */
function closeOn(h: HeroPlacement, zoom = 1.7, ox = 0, oy = 0): Shot {
  const sitting = h.pose === 'sitting' || h.pose === 'reading' || h.pose === 'sitting-waving';
  return { zoom, fx: h.x + ox, fy: h.y - (sitting ? 170 : 270) * h.scale + oy };
}

function pick<T>(variant: number, options: [T, T, T]): T {
  const v = ((Math.floor(variant) % 3) + 3) % 3;
  return options[v];
}

/** The story text's band covers the top of the page; a hero's hair should start below it. */
const TEXT_CLEAR_TOP = 380;

/**
 * A close-up framed so the hero's head is clear of the text band: the camera tilts up (the world moves
 * down) as far as the scene reaches.
 */
function frameHead(shot: Shot, h: HeroPlacement): Shot {
  if (shot.zoom === 1) return shot;
  const face = faceAreaFor({ pose: h.pose, x: h.x, y: h.y, scale: h.scale, flip: h.flip });
  const top = (hairTop(face) - shot.fy) * shot.zoom + SCENE_HEIGHT / 2;
  return top >= TEXT_CLEAR_TOP ? shot : clampShot({ ...shot, fy: shot.fy - (TEXT_CLEAR_TOP - top) / shot.zoom });
}

function compose(o: SceneOptions, l: Layout, outfit: Outfit): string {
  const shot = frameHead(clampShot(l.shot ?? WIDE), l.hero);
  const cam = `translate(800 600) scale(${n(shot.zoom)}) translate(${n(-shot.fx)} ${n(-shot.fy)})`;
  const toScreen = (x: number, y: number): [number, number] => [(x - shot.fx) * shot.zoom + 800, (y - shot.fy) * shot.zoom + 600];
  const [hx, hy] = toScreen(l.hero.x, l.hero.y);
  const opts: HeroOptions = {
    pose: l.hero.pose,
    outfit: o.outfit ?? l.hero.outfit ?? outfit,
    skinTone: o.skinTone,
    hair: o.hair,
    x: hx,
    y: hy,
    scale: l.hero.scale * shot.zoom,
    flip: l.hero.flip,
    expression: l.hero.expression,
    holding: l.hero.holding,
    noShadow: l.hero.noShadow,
    blankFace: o.blankFace,
  };
  if (o.layer === 'hero-front') return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, heroFront(opts));
  const body =
    `<g transform="${cam}">${l.bg}</g>` +
    hero(opts) +
    (l.fg ? `<g transform="${cam}">${l.fg}</g>` : '') +
    paperOverlay(SCENE_WIDTH, SCENE_HEIGHT, l.grain ?? 0.45);
  return svgDocument(SCENE_WIDTH, SCENE_HEIGHT, body);
}

type Builder = (v: number) => Layout;

function scenesFrom(outfit: Outfit, builders: Builder[], outfits: Partial<Record<number, Outfit>> = {}): Record<string, SceneFn> {
  const out: Record<string, SceneFn> = {};
  builders.forEach((b, i) => {
    const id = `scene-${String(i + 1).padStart(2, '0')}`;
    out[id] = (o) => compose(o, b(o.variant), outfits[i + 1] ?? outfit);
  });
  return out;
}

/** A gently waving ground band from y down. */
function ground(y: number, color: string, wobble = 24): string {
  return shape(
    `M-200 ${y} C200 ${y - wobble} 500 ${y + wobble} 800 ${y} C1100 ${y - wobble} 1400 ${y + wobble} 1800 ${y - wobble * 0.5} L1800 2000 L-200 2000Z`,
    color,
    5,
  );
}

function grassRow(y: number, seed = 1, color: string = C.leafMid): string {
  let out = '';
  for (let i = 0; i < 9; i++)
    out += P.grass(60 + i * 190 + ((seed * 37 + i * 53) % 60), y + ((i * 29 + seed) % 30), 0.8, i % 2 ? color : C.leaf);
  return out;
}

/* ------------------------------------------------------------------ shared settings */

function jungleBackdrop(sky: P.SkyKind = 'day', seed = 1): string {
  return (
    P.sky(sky, seed) +
    (sky === 'day' ? P.sun(1380, 150, 70) + P.cloud(360, 170, 0.9) + P.cloud(1000, 110, 0.6, 0.9) : '') +
    P.hills(560, sky === 'sunset' ? '#7fa35a' : '#8fcf72', 70, seed, 4, true) +
    P.jungleTree(-40, 980, 0.95, 1) +
    P.jungleTree(1640, 960, 1, 0, true) +
    P.jungleTree(420, 860, 0.6, 0) +
    P.jungleTree(1200, 850, 0.62, 1, true) +
    ground(900, sky === 'sunset' ? '#a7c068' : '#9ed36a')
  );
}

function bedroom(windowContent: string, night = true): string {
  const wall = '#f7d9b8';
  return (
    `<rect x="-200" y="-200" width="2000" height="1600" fill="${wall}"/>` +
    `<rect x="-200" y="-200" width="2000" height="1600" fill="url(#shade)" opacity=".35"/>` +
    // wallpaper dots
    Array.from(
      { length: 60 },
      (_, i) =>
        `<circle cx="${(i % 10) * 170 + (Math.floor(i / 10) % 2) * 85}" cy="${Math.floor(i / 10) * 140 + 40}" r="6" fill="#e9b48a" opacity=".6"/>`,
    ).join('') +
    // window
    shape('M980 130 L1460 130 L1460 560 L980 560Z', C.wood, 6) +
    `<rect x="1004" y="154" width="432" height="382" fill="${night ? 'url(#skyNight)' : 'url(#skyDay)'}"/>` +
    `<svg x="1004" y="154" width="432" height="382" viewBox="1004 154 432 382">${windowContent}</svg>` +
    line('M1220 154 L1220 536 M1004 345 L1436 345', C.wood, 12, 1) +
    shape('M960 560 L1480 560 L1490 590 L950 590Z', C.brown, 5) +
    // curtains
    shape('M940 110 C1000 110 1010 300 980 600 L900 600 C920 400 900 200 940 110Z', C.rose, 5) +
    shape('M1500 110 C1440 110 1430 300 1460 600 L1540 600 C1520 400 1540 200 1500 110Z', C.rose, 5) +
    line('M900 110 L1540 110', C.brownDark, 10, 1) +
    // shelf with toys and books
    shape('M120 360 L560 360 L560 384 L120 384Z', C.wood, 4) +
    shape('M150 360 L150 270 L180 270 L180 360Z', C.teal, 3) +
    shape('M184 360 L184 284 L212 284 L212 360Z', C.coral, 3) +
    shape('M216 360 L226 290 L252 294 L242 360Z', C.gold, 3) +
    P.elephant(420, 360, 0.2, { cloth: true }) +
    // floor
    shape('M-200 1000 L1800 1000 L1800 2000 L-200 2000Z', '#c98f6a', 5) +
    ellipse(800, 1100, 520, 70, C.marigold, 4, 'none') +
    ellipse(800, 1100, 420, 50, C.rose, 0, 'none') +
    // bed: headboard on the left, pillow, mattress
    shape('M160 1000 L160 540 C160 450 380 440 400 540 L400 760 L1320 760 L1320 1000Z', C.wood, 6) +
    shape('M200 600 C200 530 360 530 360 600 L360 700 L200 700Z', '#cf9a66', 3, 'none') +
    shape('M260 800 L1330 800 C1360 800 1370 820 1370 840 L1370 1000 L260 1000Z', C.wood, 6) +
    shape('M260 740 L1330 740 C1360 740 1370 760 1370 800 L260 800Z', '#fff8ea', 5) +
    shape('M300 610 C300 560 560 550 600 600 C640 660 600 720 480 730 C360 740 290 700 300 610Z', '#fff8ea', 5) +
    line('M340 640 q60 -20 120 0', INK, 3, 0.2)
  );
}

function blanket(color: string = C.teal): string {
  return (
    shape('M470 800 C560 746 1200 740 1360 790 L1380 1000 L450 1000Z', color, 6) +
    shape('M470 800 C560 746 1200 740 1360 790 L1362 822 C1200 776 560 780 466 836Z', '#fff8ea', 4) +
    line('M540 880 C700 860 1100 860 1350 890', '#fff', 5, 0.35) +
    Array.from(
      { length: 12 },
      (_, i) => `<circle cx="${540 + i * 70}" cy="${940 - (i % 2) * 20}" r="9" fill="${C.sun}" opacity=".85"/>`,
    ).join('')
  );
}

/* ------------------------------------------------------------------ Jungle Explorer */

const jungle: Builder[] = [
  // 1 Meet the hero at the edge of town
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'waving', x: 900, y: 1060, scale: 1.05 },
      { pose: 'waving', x: 900, y: 1060, scale: 1.05 },
      { pose: 'pointing', x: 700, y: 1070, scale: 1.0 },
    ]);
    return {
      bg:
        P.sky('day') +
        P.sun(240, 160, 76) +
        P.cloud(700, 150, 0.8) +
        P.cloud(1250, 220, 0.6) +
        P.hills(600, '#5ea86a', 60, 4, 4, true) +
        P.jungleTree(1380, 760, 0.5, 0) +
        P.jungleTree(1580, 770, 0.55, 1) +
        P.jungleTree(1200, 790, 0.42, 1) +
        ground(800, '#a8dc78') +
        P.cottage(330, 900, 0.9) +
        P.mangoTree(1300, 1010, 0.9) +
        line('M60 980 L640 980 M60 940 L640 940', C.wood, 8, 1) +
        Array.from({ length: 12 }, (_, i) =>
          shape(`M${70 + i * 50} 1000 L${70 + i * 50} 910 L${85 + i * 50} 895 L${100 + i * 50} 910 L${100 + i * 50} 1000Z`, C.cream, 3),
        ).join('') +
        P.flower(120, 1080, 0.8) +
        P.flower(1500, 1110, 0.9, C.pink) +
        P.butterfly(1080, 640, 0.8),
      hero: h,
      fg: grassRow(1140, 2) + P.flower(560, 1150, 0.7, C.gold),
      shot: pick(v, [WIDE, closeOn(h, 1.75), { zoom: 1.2, fx: 900, fy: 700 }]),
    };
  },
  // 2 Into the jungle
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'running', x: 760, y: 1060, scale: 1.0 },
      { pose: 'running', x: 760, y: 1060, scale: 1.0 },
      { pose: 'pointing', x: 620, y: 1070, scale: 1.0, flip: false, expression: 'wow' },
    ]);
    return {
      bg:
        jungleBackdrop('day', 2) +
        P.vine(560, -20, 420, 30, 3) +
        P.vine(1060, -20, 360, 20, 4) +
        shape('M600 1300 C700 1100 760 980 820 900 C880 980 1000 1100 1200 1300Z', '#e8c98a', 4) +
        P.butterfly(1000, 620, 0.9, C.marigold, 10) +
        P.butterfly(1140, 520, 0.6, C.pink, -10) +
        P.flower(300, 1000, 0.8) +
        P.flower(1320, 1010, 0.8, C.magenta),
      hero: h,
      fg:
        P.leafCluster(-20, 1240, 1.1, false, 2) +
        P.leafCluster(1620, 1240, 1.1, true, 5) +
        P.grass(500, 1180, 1) +
        P.grass(1050, 1170, 0.9),
      shot: pick(v, [WIDE, closeOn(h, 1.6, 60), { zoom: 1.25, fx: 860, fy: 640 }]),
    };
  },
  // 3 Mithu the parrot
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 600, y: 1070, scale: 1.0 },
      { pose: 'waving', x: 640, y: 1070, scale: 1.0 },
      { pose: 'cheering', x: 1150, y: 1080, scale: 0.95, expression: 'wow' },
    ]);
    const branch =
      shape('M1700 420 C1500 430 1300 470 1080 520 L1084 548 C1300 500 1500 470 1700 470Z', C.bark, 5) +
      P.bigLeaf(1300, 470, 0.4, -40, C.leafMid) +
      P.bigLeaf(1500, 450, 0.45, 20, C.leafDark);
    const bird = v === 2 ? P.parrot(760, 560, 1.2, true, true) : P.parrot(1170, 500, 1.2);
    return {
      bg: jungleBackdrop('day', 3) + branch + bird + P.vine(300, -20, 380, 30, 5),
      hero: h,
      fg: P.leafCluster(-40, 1260, 1.2, false, 7) + grassRow(1150, 3),
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 900, fy: 620 }, { zoom: 1.15, fx: 950, fy: 640 }]),
    };
  },
  // 4 A cheeky monkey
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'standing', x: 640, y: 1070, scale: 1.0, expression: 'wow' },
      { pose: 'cheering', x: 640, y: 1070, scale: 1.0 },
      { pose: 'pointing', x: 520, y: 1080, scale: 0.95 },
    ]);
    const monkey =
      v === 2
        ? P.monkey(1060, 1060, 1.1, 'dance', true, true)
        : P.vine(1000, -20, 420, 30, 6) + P.monkey(1000, 400, 1.05, 'hang', false, true);
    return {
      bg: jungleBackdrop('day', 4) + monkey + P.banana(860, 1070, 1.1, 20),
      hero: h,
      fg: P.leafCluster(1640, 1260, 1.1, true, 8) + grassRow(1150, 4),
      shot: pick(v, [WIDE, { zoom: 1.5, fx: 820, fy: 620 }, { zoom: 1.2, fx: 800, fy: 680 }]),
    };
  },
  // 5 The wide river and Gajju
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'cheering', x: 380, y: 1100, scale: 0.95, expression: 'wow' },
      { pose: 'standing', x: 420, y: 1100, scale: 0.95, expression: 'wow' },
      { pose: 'waving', x: 1300, y: 1110, scale: 0.95, flip: true },
    ]);
    return {
      bg:
        P.sky('day') +
        P.sun(1400, 140, 64) +
        P.cloud(500, 160, 0.8) +
        P.hills(520, '#8fcf72', 60, 5, 4, true) +
        P.jungleTree(1520, 800, 0.7, 0) +
        P.jungleTree(80, 780, 0.7, 1) +
        ground(760, '#9ed36a') +
        P.river(900, 880, 300) +
        P.elephant(v === 2 ? 640 : 980, 980, 0.95, { trunkUp: true, spray: true, flip: v === 2 }) +
        `<path d="M${v === 2 ? 300 : 640} 970 C${v === 2 ? 500 : 840} 940 ${v === 2 ? 800 : 1140} 1000 ${v === 2 ? 980 : 1320} 960" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".7"/>` +
        ground(1040, '#9ed36a', 14),
      hero: h,
      fg: grassRow(1160, 5) + P.flower(160, 1160, 0.8),
      shot: pick(v, [WIDE, { zoom: 1.35, fx: 700, fy: 760 }, { zoom: 1.15, fx: 900, fy: 700 }]),
    };
  },
  // 6 Riding across on Gajju
  (v) => {
    const ex = v === 2 ? 900 : 780;
    const ey = 1000;
    const es = 1.1;
    const flip = v === 2;
    const h: HeroPlacement = {
      pose: v === 1 ? 'cheering' : 'sitting',
      x: ex + (flip ? 40 : -40) * es,
      y: ey - 360 * es,
      scale: 0.78,
      noShadow: true,
      expression: 'happy',
    };
    if (v === 1) {
      h.pose = 'sitting';
    }
    return {
      bg:
        P.sky('day') +
        P.sun(200, 150, 64) +
        P.cloud(900, 120, 0.8) +
        P.hills(480, '#8fcf72', 50, 6, 4, true) +
        ground(640, '#9ed36a') +
        P.river(860, 840, 560) +
        P.elephant(ex, ey, es, { cloth: true, flip }) +
        P.monkey(ex + (flip ? -160 : 160) * es, ey - 372 * es, 0.5, 'dance', flip) +
        P.parrot(ex + (flip ? -420 : 420), 260, 0.9, true, flip),
      hero: h,
      fg:
        `<path d="M-200 1000 C200 960 600 1040 1000 990 C1300 960 1600 1010 1800 980 L1800 2000 L-200 2000Z" fill="#5fbfdc" opacity=".82"/>` +
        line('M100 1040 q40 -14 80 0 q40 14 80 0 M700 1060 q40 -14 80 0 q40 14 80 0 M1200 1030 q40 -14 80 0 q40 14 80 0', '#fff', 6, 0.7),
      shot: pick(v, [WIDE, { zoom: 1.6, fx: ex, fy: ey - 520 }, { zoom: 1.2, fx: 860, fy: 640 }]),
    };
  },
  // 7 A little cry under the banyan tree
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'standing', x: 520, y: 1080, scale: 1.0, expression: 'wow' },
      { pose: 'standing', x: 620, y: 1080, scale: 1.0, expression: 'calm' },
      { pose: 'pointing', x: 360, y: 1090, scale: 0.95, expression: 'calm' },
    ]);
    return {
      bg:
        P.sky('day') +
        P.cloud(1300, 140, 0.7) +
        P.hills(560, '#8fcf72', 60, 7, 4, true) +
        ground(820, '#9ed36a') +
        P.banyanTree(1000, 1000, 1.15) +
        P.butterfly(300, 560, 0.8, C.pink) +
        P.flower(1400, 1080, 0.8, C.coral),
      hero: h,
      fg: P.tiger(v === 1 ? 960 : 1000, 1080, 0.95, 'sad') + grassRow(1160, 7) + P.leafCluster(-30, 1250, 1, false, 3),
      shot: pick(v, [WIDE, { zoom: 1.5, fx: 800, fy: 760 }, { zoom: 1.15, fx: 760, fy: 680 }]),
    };
  },
  // 8 A kind friend
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting', x: 700, y: 1070, scale: 1.05, expression: 'calm' },
      { pose: 'sitting', x: 700, y: 1070, scale: 1.05, expression: 'happy' },
      { pose: 'waving', x: 900, y: 1080, scale: 1.0, flip: true, expression: 'calm' },
    ]);
    const cub = v === 2 ? P.tiger(640, 1080, 0.95, 'happy', true) : P.tiger(930, 1080, 0.9, 'happy');
    return {
      bg:
        P.sky('day') +
        P.hills(560, '#8fcf72', 60, 8, 4, true) +
        ground(820, '#9ed36a') +
        P.banyanTree(900, 960, 1.0) +
        P.butterfly(1200, 520, 0.9, C.marigold, 10),
      hero: h,
      fg: cub + grassRow(1160, 8) + P.flower(1380, 1120, 0.8, C.pink),
      shot: pick(v, [WIDE, { zoom: 1.6, fx: 820, fy: 880 }, { zoom: 1.2, fx: 780, fy: 740 }]),
    };
  },
  // 9 Following the paw prints uphill
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 420, y: 1090, scale: 0.95 },
      { pose: 'pointing', x: 420, y: 1090, scale: 0.95 },
      { pose: 'running', x: 560, y: 1060, scale: 0.9 },
    ]);
    let prints = '';
    for (let i = 0; i < 9; i++) prints += P.pawPrint(640 + i * 100, 1060 - i * 52 - (i % 2) * 14, 0.9 - i * 0.05, -30);
    return {
      bg:
        P.sky('day') +
        P.sun(1400, 160, 60) +
        P.cloud(300, 150, 0.8) +
        shape('M-200 1400 L-200 900 C300 900 900 700 1200 520 C1400 420 1600 420 1800 440 L1800 1400Z', '#9ed36a', 5) +
        shape('M560 1400 C700 1100 1000 800 1300 560 L1380 540 C1100 800 860 1100 860 1400Z', '#e8c98a', 4) +
        prints +
        P.jungleTree(1500, 620, 0.5, 1) +
        P.jungleTree(200, 960, 0.8, 0) +
        P.parrot(1180, 360, 0.8, true) +
        P.monkey(200, 1100, 0.7, 'sit'),
      hero: h,
      fg: P.leafCluster(1650, 1260, 1, true, 9) + grassRow(1170, 9),
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 640, fy: 800 }, { zoom: 1.2, fx: 820, fy: 700 }]),
    };
  },
  // 10 Home at last: Mumma Tiger at sunset
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'waving', x: 420, y: 1080, scale: 0.95 },
      { pose: 'cheering', x: 480, y: 1080, scale: 0.95 },
      { pose: 'standing', x: 1280, y: 1090, scale: 0.9, flip: true, expression: 'calm' },
    ]);
    const tigers =
      v === 2
        ? P.tiger(700, 1050, 1.45, 'sleepy', false) + P.tiger(900, 1090, 0.7, 'happy', true)
        : P.tiger(1080, 1050, 1.45, 'sleepy', true) + P.tiger(860, 1090, 0.7, 'happy');
    return {
      bg:
        P.sky('sunset') +
        P.sun(800, 520, 110, false) +
        P.cloud(300, 220, 0.7, 0.7, '#ffe0ef') +
        P.cloud(1300, 180, 0.8, 0.7, '#ffe0ef') +
        P.hills(640, '#b2699a', 60, 10, 4) +
        shape('M-200 1400 L-200 880 C300 820 1200 820 1800 880 L1800 1400Z', '#9fb35e', 5) +
        P.jungleTree(-20, 940, 0.7, 1) +
        P.jungleTree(1620, 950, 0.7, 0, true) +
        tigers,
      hero: h,
      fg: grassRow(1160, 10, '#7fa35a'),
      shot: pick(v, [WIDE, { zoom: 1.4, fx: 700, fy: 760 }, { zoom: 1.15, fx: 960, fy: 700 }]),
    };
  },
  // 11 A jungle party with fireflies
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'cheering', x: 800, y: 1090, scale: 0.95 },
      { pose: 'cheering', x: 800, y: 1090, scale: 0.95 },
      { pose: 'running', x: 700, y: 1080, scale: 0.95 },
    ]);
    return {
      bg:
        P.sky('dusk', 11) +
        P.moon(1380, 170, 60) +
        P.hills(600, '#4f6f7a', 50, 11, 4) +
        ground(820, '#5f8f6a') +
        P.jungleTree(-40, 960, 0.8, 1) +
        P.jungleTree(1660, 960, 0.85, 0, true) +
        F.stringLights(-40, 420, 700, 380, 40, 12, 1) +
        F.stringLights(700, 380, 1640, 430, 40, 12, 2) +
        P.elephant(1220, 1000, 0.75, { trunkUp: true, cloth: true, flip: true }) +
        P.monkey(420, 1040, 0.85, 'dance') +
        P.parrot(560, 440, 0.8, true) +
        P.tiger(1000, 1080, 0.6, 'happy') +
        P.fireflies(11, 24, [0, 250, 1600, 650]),
      hero: h,
      fg: grassRow(1160, 11, '#4f7f5a') + P.fireflies(12, 6, [0, 900, 1600, 260]),
      grain: 0.35,
      shot: pick(v, [WIDE, closeOn(h, 1.6, 100), { zoom: 1.15, fx: 760, fy: 680 }]),
    };
  },
  // 12 Sweet dreams at home
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
      { pose: 'sitting', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
      { pose: 'reading', x: 640, y: 830, scale: 1.12, expression: 'happy', noShadow: true },
    ]);
    return {
      bg: bedroom(P.moon(1320, 260, 60) + P.starField(12, 30, [1004, 154, 432, 382]) + P.lollipopTree(1100, 560, 0.6, '#2f4f6a')),
      hero: h,
      fg: blanket(C.teal) + P.elephant(1100, 790, 0.3, { cloth: true, flip: true }),
      shot: pick(v, [WIDE, { zoom: 1.6, fx: 800, fy: 560 }, { zoom: 1.25, fx: 820, fy: 620 }]),
    };
  },
];

/* ------------------------------------------------------------------ Journey to the Stars */

function rooftopNight(seed: number): string {
  return P.sky('night', seed) + P.moon(1300, 200, 70) + S.shootingStar(500, 140, 220) + S.citySkyline(900, seed) + S.roofTerrace(960);
}

function space(seed: number): string {
  return `<rect x="-200" y="-200" width="2000" height="1600" fill="url(#space)"/>` + P.starField(seed, 110, [0, 0, 1600, 1200]);
}

/** The hero riding a flying rocket: rocket placement and the seat for a sitting hero. */
function rocketRide(x: number, y: number, s: number, rot: number): { art: string; seat: [number, number] } {
  const a = (rot * Math.PI) / 180;
  // a point on the hull, 260 units up the rocket's axis
  const along = 330 * s;
  const seat: [number, number] = [x + Math.sin(a) * along, y - Math.cos(a) * along];
  return { art: S.rocket(x, y, s, rot), seat };
}

const spaceScenes: Builder[] = [
  // 1 On the roof with a telescope
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 620, y: 1100, scale: 1.0 },
      { pose: 'pointing', x: 620, y: 1100, scale: 1.0 },
      { pose: 'waving', x: 1000, y: 1100, scale: 1.0, flip: true },
    ]);
    return {
      bg: rooftopNight(1) + S.telescope(v === 2 ? 720 : 420, 1100, 1.1, v === 2) + S.tulsiPot(1420, 1100, 0.8),
      hero: h,
      shot: pick(v, [WIDE, { zoom: 1.55, fx: 760, fy: 720 }, { zoom: 1.15, fx: 860, fy: 700 }]),
      grain: 0.35,
    };
  },
  // 2 A falling star lands in the tulsi pot
  (v) => {
    const tara = S.starFriend(0, 0, 46, 'sad', -8);
    const h = pick<HeroPlacement>(v, [
      { pose: 'standing', x: 760, y: 1100, scale: 1.0, holding: tara, expression: 'wow' },
      { pose: 'standing', x: 760, y: 1100, scale: 1.0, holding: tara, expression: 'calm' },
      { pose: 'pointing', x: 640, y: 1100, scale: 1.0, expression: 'wow' },
    ]);
    return {
      bg:
        rooftopNight(2) +
        S.tulsiPot(1080, 1100, 1.1) +
        (v === 2 ? S.starFriend(1080, 860, 50, 'sad', 10) : S.sparkleTrail(1400, 80, 860, 780, 3)),
      hero: h,
      shot: pick(v, [WIDE, { zoom: 1.7, fx: 820, fy: 780 }, { zoom: 1.2, fx: 860, fy: 720 }]),
      grain: 0.35,
    };
  },
  // 3 Ready, steady, rocket
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'waving', x: 520, y: 1090, scale: 1.0 },
      { pose: 'waving', x: 520, y: 1090, scale: 1.0 },
      { pose: 'cheering', x: 1200, y: 1090, scale: 0.95 },
    ]);
    const rx = v === 2 ? 720 : 1060;
    return {
      bg:
        P.sky('night', 3) +
        P.moon(200, 200, 60) +
        S.citySkyline(920, 3) +
        ground(920, '#4f7a5e', 10) +
        shape(`M${rx - 200} 1000 L${rx + 200} 1000 L${rx + 220} 1040 L${rx - 220} 1040Z`, C.grey, 5) +
        line(`M${rx - 150} 1000 L${rx - 180} 560 M${rx - 180} 620 L${rx - 90} 620 M${rx - 180} 760 L${rx - 90} 760`, C.tomato, 12, 1) +
        S.rocket(rx, 1000, 1.05, 0, false) +
        S.starFriend(v === 2 ? 960 : 760, 620, 46, 'wow'),
      hero: h,
      shot: pick(v, [WIDE, { zoom: 1.5, fx: 720, fy: 760 }, { zoom: 1.15, fx: 900, fy: 680 }]),
      grain: 0.35,
    };
  },
  // 4 Up, up and away
  (v) => {
    const rot = pick(v, [28, 28, -24]);
    const rx = v === 2 ? 940 : 700;
    const ry = v === 2 ? 920 : 940;
    const ride = rocketRide(rx, ry, 1.0, rot);
    const h: HeroPlacement = {
      pose: pick<Pose>(v, ['sitting', 'sitting', 'sitting']),
      x: ride.seat[0],
      y: ride.seat[1] + 10,
      scale: 0.62,
      noShadow: true,
      expression: pick<Expression>(v, ['happy', 'wow', 'happy']),
    };
    return {
      bg:
        P.sky('dusk', 4) +
        `<g opacity=".9">${S.citySkyline(1260, 4)}</g>` +
        P.cloud(200, 1000, 1.2, 0.9, '#f4dcef') +
        P.cloud(1400, 1050, 1.4, 0.9, '#f4dcef') +
        S.sparkleTrail(rx - 300, ry + 300, rx, ry + 80, 8) +
        ride.art,
      hero: h,
      fg: S.starFriend(rx + (v === 2 ? -220 : 260), ry - 420, 40, 'happy') + P.cloud(800, 1180, 1.6, 0.95, '#f8e6f3'),
      shot: pick(v, [WIDE, { zoom: 1.5, fx: ride.seat[0] + 40, fy: ride.seat[1] - 120 }, { zoom: 1.1, fx: 860, fy: 640 }]),
      grain: 0.35,
    };
  },
  // 5 Hello, Moon
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'floating', x: 780, y: 760, scale: 0.95, expression: 'wow' },
      { pose: 'floating', x: 780, y: 760, scale: 0.95, expression: 'happy' },
      { pose: 'cheering', x: 520, y: 1040, scale: 0.95 },
    ]);
    return {
      bg:
        space(5) +
        S.earth(1320, 240, 110) +
        S.moonSurface(880) +
        S.flag(1180, 1020, 0.9, C.coral) +
        S.rocket(300, 1000, 0.6, -6, false) +
        (v === 2 ? '' : groundShadow(780, 1060, 120, 20, 0.2)) +
        S.starFriend(1050, 620, 44, 'happy', 10) +
        line('M700 900 C720 860 760 850 800 860', '#fff', 6, 0.5),
      hero: h,
      shot: pick(v, [WIDE, closeOn(h, 1.6), { zoom: 1.2, fx: 700, fy: 700 }]),
      grain: 0.35,
    };
  },
  // 6 The ringed planet
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'floating', x: 1020, y: 640, scale: 0.85 },
      { pose: 'cheering', x: 1020, y: 660, scale: 0.85, noShadow: true },
      { pose: 'floating', x: 560, y: 560, scale: 0.8, flip: true, expression: 'wow' },
    ]);
    return {
      bg:
        space(6) +
        S.planet(640, 780, 300, '#f2a45e', { rings: '#ffd25e', bands: '#e88a4d', tilt: -14 }) +
        S.planet(1380, 200, 70, '#9fe0c9', { bands: '#5cc08a' }) +
        S.planet(180, 180, 40, C.pink),
      hero: h,
      fg:
        S.starFriend(h.x + (h.flip ? -260 : 240), h.y - 420 * h.scale, 40, 'happy', 12) +
        S.sparkleTrail(h.x - 200, h.y + 60, h.x - 20, h.y - 60, 6),
      shot: pick(v, [WIDE, closeOn(h, 1.6, 80), { zoom: 1.2, fx: 700, fy: 560 }]),
      grain: 0.35,
    };
  },
  // 7 The red planet
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 620, y: 1080, scale: 1.0 },
      { pose: 'pointing', x: 620, y: 1080, scale: 1.0 },
      { pose: 'standing', x: 1040, y: 1080, scale: 1.0, flip: true, expression: 'wow' },
    ]);
    let seven = '';
    [
      [1180, 200],
      [1260, 240],
      [1330, 210],
      [1400, 260],
      [1450, 330],
      [1380, 380],
      [1300, 340],
    ].forEach(([a, b]) => {
      seven += P.twinkle(a, b, 18) + glow(a, b, 40, 'url(#glowWarm)', 0.6);
    });
    return {
      bg:
        `<rect x="-200" y="-200" width="2000" height="1600" fill="url(#skyDusk)"/>` +
        P.starField(7, 60, [0, 0, 1600, 600]) +
        seven +
        S.planet(260, 220, 60, '#d9d5ea', { craters: true }) +
        S.marsGround(820),
      hero: h,
      fg: S.starFriend(v === 2 ? 760 : 900, 760, 42, 'wow', 8),
      shot: pick(v, [WIDE, { zoom: 1.55, fx: 760, fy: 780 }, { zoom: 1.15, fx: 900, fy: 700 }]),
      grain: 0.35,
    };
  },
  // 8 Through the space rocks
  (v) => {
    const rot = pick(v, [50, 50, -40]);
    const rx = v === 2 ? 1000 : 640;
    const ry = v === 2 ? 860 : 820;
    const ride = rocketRide(rx, ry, 0.9, rot);
    const h: HeroPlacement = {
      pose: pick<Pose>(v, ['sitting', 'sitting', 'sitting']),
      x: ride.seat[0],
      y: ride.seat[1] + 10,
      scale: 0.56,
      noShadow: true,
      expression: pick<Expression>(v, ['happy', 'wow', 'wow']),
    };
    return {
      bg:
        space(8) +
        S.asteroid(200, 300, 70, 10) +
        S.asteroid(1300, 200, 90, 40) +
        S.asteroid(1400, 800, 60, -20) +
        S.asteroid(300, 1000, 80, 30) +
        S.asteroid(900, 150, 40, 0) +
        S.asteroid(1150, 520, 50, 15) +
        S.asteroid(500, 560, 36, 70) +
        S.planet(1450, 1080, 120, C.violet, { bands: C.lilac }) +
        ride.art,
      hero: h,
      fg: S.asteroid(80, 700, 110, 0) + S.starFriend(ride.seat[0] + (v === 2 ? -120 : 120), ride.seat[1] - 200, 34, 'wow'),
      shot: pick(v, [WIDE, { zoom: 1.55, fx: ride.seat[0], fy: ride.seat[1] - 100 }, { zoom: 1.1, fx: 900, fy: 620 }]),
      grain: 0.35,
    };
  },
  // 9 A dark, quiet place
  (v) => {
    const tara = S.starFriend(0, 0, 40, 'sad');
    const h = pick<HeroPlacement>(v, [
      { pose: 'floating', x: 800, y: 820, scale: 0.95, holding: tara, expression: 'calm' },
      { pose: 'standing', x: 800, y: 900, scale: 0.95, holding: tara, expression: 'calm', noShadow: true },
      { pose: 'sitting', x: 700, y: 900, scale: 0.95, holding: tara, expression: 'calm', noShadow: true },
    ]);
    return {
      bg:
        `<rect x="-200" y="-200" width="2000" height="1600" fill="#0b0823"/>` +
        P.starField(9, 24, [0, 0, 1600, 1200]) +
        glow(h.x, h.y - 220, 420, 'url(#glowCool)', 0.35) +
        (v === 2 ? S.asteroid(700, 960, 170, 0) : '') +
        line('M1100 500 q30 -30 60 0 M1180 430 q30 -30 60 0', '#fff3b0', 5, 0.6) +
        P.twinkle(1150, 380, 14, '#fff3b0', 0.8),
      hero: h,
      shot: pick(v, [WIDE, closeOn(h, 1.7), { zoom: 1.2, fx: 760, fy: 680 }]),
      grain: 0.3,
    };
  },
  // 10 The star family
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 360, y: 1000, scale: 0.9, noShadow: true },
      { pose: 'cheering', x: 420, y: 1000, scale: 0.9, noShadow: true },
      { pose: 'floating', x: 480, y: 900, scale: 0.85, expression: 'wow' },
    ]);
    const fam: [number, number, number][] = [
      [880, 300, 70],
      [1100, 240, 80],
      [1320, 320, 72],
      [1400, 540, 66],
      [1230, 700, 60],
      [1000, 640, 64],
      [800, 520, 58],
    ];
    let stars = line(fam.map(([a, b], i) => `${i ? 'L' : 'M'}${a} ${b}`).join(' ') + ' Z', '#fff3b0', 4, 0.45);
    fam.forEach(([a, b, r], i) => {
      stars += S.starFriend(a, b, r, i % 3 === 0 ? 'wow' : 'happy', ((i * 13) % 20) - 10);
    });
    return {
      bg: space(10) + stars + S.asteroid(380, 1090, 180, 0),
      hero: h,
      fg: S.starFriend(h.x + 190, h.y - 430 * h.scale, 44, 'happy', 14),
      shot: pick(v, [WIDE, { zoom: 1.35, fx: 700, fy: 700 }, { zoom: 1.1, fx: 860, fy: 600 }]),
      grain: 0.3,
    };
  },
  // 11 Goodbye, little star
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'waving', x: 640, y: 1060, scale: 1.0 },
      { pose: 'waving', x: 640, y: 1060, scale: 1.0, expression: 'calm' },
      { pose: 'cheering', x: 980, y: 1060, scale: 0.95, flip: true },
    ]);
    const tx = v === 2 ? 520 : 1120;
    return {
      bg:
        space(11) +
        S.earth(240, 240, 80) +
        S.moonSurface(900, '#d9d5ea', 11) +
        S.rocket(1380, 1040, 0.55, 4, false) +
        S.sparkleTrail(h.x + (v === 2 ? -60 : 60), h.y - 480, tx, 300, 11) +
        S.starFriend(tx, 280, 60, 'happy', 12),
      hero: h,
      shot: pick(v, [WIDE, { zoom: 1.5, fx: 820, fy: 640 }, { zoom: 1.15, fx: 820, fy: 660 }]),
      grain: 0.35,
    };
  },
  // 12 Goodnight, stars
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting-waving', x: 640, y: 830, scale: 1.12, noShadow: true },
      { pose: 'sitting', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
      { pose: 'reading', x: 640, y: 830, scale: 1.12, noShadow: true },
    ]);
    return {
      bg: bedroom(S.citySkyline(560, 12) + P.starField(13, 20, [1004, 154, 432, 200]) + S.starFriend(1300, 250, 44, 'happy', 8)),
      hero: h,
      fg: blanket(C.violet),
      shot: pick(v, [WIDE, { zoom: 1.55, fx: 900, fy: 540 }, { zoom: 1.25, fx: 820, fy: 620 }]),
    };
  },
];

/* ------------------------------------------------------------------ The Secret of the Ocean Kingdom */

function beachDay(seed: number, sunset = false): string {
  return (
    P.sky(sunset ? 'sunset' : 'day', seed) +
    (sunset ? P.sun(1100, 470, 100, false) : P.sun(1360, 150, 70) + P.cloud(400, 160, 0.8) + P.cloud(900, 110, 0.6)) +
    O.beach(520, 800, sunset)
  );
}

const ocean: Builder[] = [
  // 1 Sandcastles and a glowing shell
  (v) => {
    const shell = O.seashell(0, -10, 0.6, true);
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting', x: 620, y: 1060, scale: 1.0, holding: shell, expression: 'wow' },
      { pose: 'sitting', x: 620, y: 1060, scale: 1.0, holding: shell, expression: 'happy' },
      { pose: 'standing', x: 560, y: 1080, scale: 1.0, holding: shell, expression: 'wow' },
    ]);
    return {
      bg:
        beachDay(1) +
        O.palm(130, 960, 1.0) +
        O.sandcastle(1040, 1060, 1.1) +
        O.bucket(1380, 1080, 1.0) +
        O.starfish(300, 1120, 0.6, C.coral, 20),
      hero: h,
      shot: pick(v, [WIDE, closeOn(h, 1.7, 60), { zoom: 1.2, fx: 760, fy: 700 }]),
    };
  },
  // 2 Kachhu the turtle
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 520, y: 1080, scale: 1.0, expression: 'wow' },
      { pose: 'standing', x: 560, y: 1080, scale: 1.0, expression: 'wow' },
      { pose: 'waving', x: 1200, y: 1090, scale: 0.95, flip: true },
    ]);
    const tx = v === 2 ? 640 : 1100;
    return {
      bg:
        beachDay(2) +
        O.palm(1500, 940, 0.9, true) +
        O.sandcastle(240, 1000, 0.7) +
        `<path d="M${tx - 260} 860 C${tx - 120} 820 ${tx + 120} 820 ${tx + 260} 860" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity=".9"/>` +
        O.turtle(tx, 860, 0.9, v === 2) +
        O.bubbles(2, 6, [tx - 200, 700, 400, 100]),
      hero: h,
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 820, fy: 760 }, { zoom: 1.15, fx: 900, fy: 700 }]),
    };
  },
  // 3 Into the blue
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'floating', x: 620, y: 760, scale: 0.95 },
      { pose: 'floating', x: 620, y: 760, scale: 0.95, expression: 'wow' },
      { pose: 'pointing', x: 560, y: 800, scale: 0.9, noShadow: true },
    ]);
    return {
      bg:
        O.seaBackdrop(false, 3) +
        O.seaFloor(1000) +
        O.coral(180, 1060, 0.9, C.coral) +
        O.coral(1420, 1070, 0.8, C.violet, 1) +
        O.seaweed(1300, 1080, 380, C.leafMid, 2) +
        O.turtle(1100, 520, 0.85) +
        O.fish(300, 300, 0.8, C.marigold) +
        O.fish(1300, 860, 0.7, C.pink, C.violet, true) +
        O.fish(1400, 300, 0.6, C.sun, C.coral, true),
      hero: h,
      fg: O.bubbles(3, 26, [200, 0, 1200, 1000]),
      shot: pick(v, [WIDE, { zoom: 1.5, fx: 800, fy: 560 }, { zoom: 1.15, fx: 840, fy: 600 }]),
      grain: 0.35,
    };
  },
  // 4 The coral garden
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'waving', x: 760, y: 800, scale: 0.9, noShadow: true },
      { pose: 'floating', x: 760, y: 780, scale: 0.9 },
      { pose: 'pointing', x: 1100, y: 800, scale: 0.9, flip: true, noShadow: true },
    ]);
    return {
      bg:
        O.seaBackdrop(false, 4) +
        O.seaFloor(940) +
        O.coral(120, 1000, 1.1, C.coral) +
        O.coral(320, 1010, 1.0, C.violet, 1) +
        O.coral(480, 1030, 0.7, C.pink, 2) +
        O.coral(1100, 1000, 0.9, C.marigold, 1, true) +
        O.coral(1300, 1010, 1.1, C.rose, 0, true) +
        O.coral(1500, 1030, 0.7, C.teal, 2) +
        O.seaweed(900, 1000, 300, C.teal, 5) +
        O.fish(300, 500, 0.8, C.marigold) +
        O.fish(420, 620, 0.6, C.sun, C.coral) +
        O.fish(1300, 420, 0.7, C.pink, C.violet, true) +
        O.fish(1200, 620, 0.5, C.marigold, '#fff', true),
      hero: h,
      fg: O.starfish(620, 1100, 0.8, C.coral, 12) + O.crab(980, 1120, 0.9, true) + O.bubbles(4, 14, [600, 200, 400, 600]),
      shot: pick(v, [WIDE, { zoom: 1.5, fx: 780, fy: 620 }, { zoom: 1.15, fx: 900, fy: 640 }]),
      grain: 0.35,
    };
  },
  // 5 The seaweed forest
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'floating', x: 760, y: 780, scale: 0.9 },
      { pose: 'floating', x: 760, y: 780, scale: 0.9, expression: 'wow' },
      { pose: 'pointing', x: 1000, y: 820, scale: 0.9, flip: true, noShadow: true, expression: 'wow' },
    ]);
    let weeds = '';
    [60, 220, 380, 1180, 1320, 1480, 520, 1040].forEach((x, i) => {
      weeds += O.seaweed(x, 1100, 640 + (i % 3) * 120, [C.leafMid, C.teal, C.leafDark][i % 3], i + 1);
    });
    return {
      bg:
        O.seaBackdrop(false, 5) +
        O.seaFloor(1020) +
        weeds +
        O.fish(1120, 500, 0.5, C.sun, C.coral, true) +
        O.fish(1240, 560, 0.45, C.sun, C.coral, true),
      hero: h,
      fg: O.seaweed(-20, 1200, 900, C.leafDark, 9) + O.seaweed(1640, 1200, 860, C.leafMid, 10) + O.bubbles(5, 16, [300, 100, 1000, 800]),
      shot: pick(v, [WIDE, { zoom: 1.5, fx: 900, fy: 600 }, { zoom: 1.15, fx: 880, fy: 620 }]),
      grain: 0.35,
    };
  },
  // 6 The dark cave
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'floating', x: 560, y: 800, scale: 0.85, expression: 'wow' },
      { pose: 'standing', x: 560, y: 840, scale: 0.85, expression: 'wow', noShadow: true },
      { pose: 'pointing', x: 460, y: 860, scale: 0.8, expression: 'wow', noShadow: true },
    ]);
    return {
      bg:
        O.seaBackdrop(true) +
        O.seaFloor(1020, 6)
          .replace(/#f4d8a2/g, '#6a6aa0')
          .replace(/#dfb676/g, '#55558a') +
        O.jellyfish(300, 300, 0.8, C.pink) +
        O.jellyfish(1250, 260, 0.7, C.lilac) +
        O.jellyfish(820, 180, 0.55, C.mint) +
        O.jellyfish(1400, 560, 0.6, C.pink),
      hero: h,
      fg: O.octopus(1080, 1040, 1.0, 'wow', O.pearl(0, 0, 28)) + O.caveFrame(),
      shot: pick(v, [WIDE, { zoom: 1.4, fx: 820, fy: 760 }, { zoom: 1.15, fx: 860, fy: 700 }]),
      grain: 0.3,
    };
  },
  // 7 Ashtu's secret
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting', x: 560, y: 980, scale: 0.95, expression: 'calm' },
      { pose: 'sitting', x: 560, y: 980, scale: 0.95, expression: 'happy' },
      { pose: 'standing', x: 1160, y: 1000, scale: 0.9, flip: true, expression: 'calm', noShadow: true },
    ]);
    const ox = v === 2 ? 700 : 1000;
    return {
      bg:
        O.seaBackdrop(true) +
        O.seaFloor(1020, 7)
          .replace(/#f4d8a2/g, '#6a6aa0')
          .replace(/#dfb676/g, '#55558a') +
        ellipse(560, 1000, 170, 50, '#7a74b0', 5, 'r') +
        O.jellyfish(300, 280, 0.7, C.lilac) +
        O.jellyfish(1300, 300, 0.7, C.pink) +
        O.jellyfish(800, 200, 0.5, C.mint),
      hero: h,
      fg: O.octopus(ox, 1040, 1.0, 'sad', O.pearl(0, 0, 28)) + O.caveFrame(),
      shot: pick(v, [WIDE, { zoom: 1.5, fx: 780, fy: 800 }, { zoom: 1.15, fx: 900, fy: 720 }]),
      grain: 0.3,
    };
  },
  // 8 A kind swap
  (v) => {
    const shell = O.seashell(10, -20, 0.7, true);
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 560, y: 1000, scale: 0.95, holding: shell, noShadow: true },
      { pose: 'standing', x: 600, y: 1000, scale: 0.95, holding: shell, noShadow: true },
      { pose: 'floating', x: 620, y: 900, scale: 0.9, holding: shell },
    ]);
    return {
      bg:
        O.seaBackdrop(true) +
        O.seaFloor(1020, 8)
          .replace(/#f4d8a2/g, '#6a6aa0')
          .replace(/#dfb676/g, '#55558a') +
        O.jellyfish(260, 260, 0.7, C.pink) +
        O.jellyfish(1320, 240, 0.7, C.mint) +
        O.bubbles(8, 10, [700, 200, 600, 600]),
      hero: h,
      fg: O.octopus(1040, 1040, 1.0, 'happy', O.pearl(0, -30, 30)) + O.caveFrame(),
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 820, fy: 780 }, { zoom: 1.15, fx: 860, fy: 720 }]),
      grain: 0.3,
    };
  },
  // 9 Riding home on Kachhu
  (v) => {
    const tx = v === 2 ? 900 : 760;
    const ty = 700;
    const ts = 1.3;
    const h: HeroPlacement = {
      pose: 'sitting',
      x: tx + (v === 2 ? 10 : -10) * ts,
      y: ty - 120 * ts,
      scale: 0.7,
      noShadow: true,
      holding: O.pearl(0, -14, 22),
      expression: pick<Expression>(v, ['happy', 'wow', 'happy']),
    };
    return {
      bg:
        O.seaBackdrop(false, 9) +
        O.seaFloor(1060) +
        O.coral(200, 1120, 0.8, C.coral) +
        O.coral(1400, 1120, 0.8, C.violet, 1) +
        O.seaweed(1250, 1120, 300, C.teal, 3) +
        O.octopus(v === 2 ? 1380 : 200, 1110, 0.5, 'happy') +
        O.fish(1300, 300, 0.6, C.marigold, '#fff', true) +
        O.fish(300, 260, 0.5, C.pink, C.violet) +
        line(`M${tx - 500} 640 l200 0 M${tx - 520} 720 l240 0 M${tx - 480} 800 l180 0`, '#fff', 6, 0.5) +
        O.turtle(tx, ty, ts, v === 2),
      hero: h,
      fg: O.bubbles(9, 14, [0, 300, 600, 700]),
      shot: pick(v, [WIDE, { zoom: 1.55, fx: tx, fy: ty - 220 }, { zoom: 1.15, fx: 880, fy: 600 }]),
      grain: 0.35,
    };
  },
  // 10 The Ocean Kingdom lights up
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 380, y: 820, scale: 0.85, noShadow: true },
      { pose: 'cheering', x: 420, y: 820, scale: 0.85, noShadow: true },
      { pose: 'floating', x: 1380, y: 700, scale: 0.8, flip: true, expression: 'wow' },
    ]);
    const cx = v === 2 ? 760 : 1000;
    return {
      bg:
        O.seaBackdrop(false, 10) +
        O.seaFloor(1040) +
        O.seaCastle(cx, 1080, 0.95, true) +
        O.pearl(cx, 1080 - 560 * 0.95 - 230, 26) +
        O.turtle(v === 2 ? 300 : 1420, 400, 0.5, v !== 2) +
        O.fish(200, 300, 0.5, C.marigold),
      hero: h,
      fg: O.bubbles(10, 18, [0, 0, 1600, 1000]),
      shot: pick(v, [WIDE, { zoom: 1.35, fx: 680, fy: 640 }, { zoom: 1.1, fx: 900, fy: 600 }]),
      grain: 0.35,
    };
  },
  // 11 A bubbly party
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'cheering', x: 800, y: 860, scale: 0.9, noShadow: true },
      { pose: 'cheering', x: 800, y: 860, scale: 0.9, noShadow: true },
      { pose: 'floating', x: 780, y: 760, scale: 0.9 },
    ]);
    return {
      bg:
        O.seaBackdrop(false, 11) +
        O.seaFloor(1000) +
        O.seaCastle(1380, 1040, 0.55, true) +
        O.coral(120, 1060, 0.9, C.coral) +
        O.coral(300, 1060, 0.8, C.violet, 1) +
        O.jellyfish(240, 300, 0.6, C.pink) +
        O.jellyfish(1240, 220, 0.5, C.lilac) +
        O.turtle(400, 560, 0.6) +
        O.fish(1100, 420, 0.7, C.marigold, '#fff', true) +
        O.fish(1250, 560, 0.6, C.pink, C.violet, true) +
        O.fish(560, 260, 0.6, C.sun, C.coral) +
        O.fish(1060, 700, 0.5, C.teal, C.sun, true),
      hero: h,
      fg:
        O.crab(520, 1110, 0.9, true) +
        O.crab(1100, 1120, 0.8, true) +
        O.starfish(760, 1140, 0.7, C.marigold) +
        O.bubbles(11, 30, [0, 0, 1600, 1100]),
      shot: pick(v, [WIDE, closeOn(h, 1.6), { zoom: 1.2, fx: 800, fy: 640 }]),
      grain: 0.35,
    };
  },
  // 12 Back to the shore at sunset
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'waving', x: 560, y: 1080, scale: 1.0 },
      { pose: 'waving', x: 560, y: 1080, scale: 1.0, expression: 'calm' },
      { pose: 'sitting', x: 640, y: 1080, scale: 1.0, expression: 'calm' },
    ]);
    return {
      bg:
        beachDay(12, true) +
        O.palm(120, 960, 1.0) +
        O.sandcastle(1000, 1060, 1.0) +
        O.turtle(1300, 800, 0.55, true) +
        `<path d="M1080 800 C1200 780 1400 780 1500 800" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".8"/>`,
      hero: h,
      fg: O.seashell(320, 1130, 0.6, false, C.pink) + O.starfish(1400, 1120, 0.5, C.coral, -10),
      shot: pick(v, [WIDE, closeOn(h, 1.7, 80), { zoom: 1.2, fx: 780, fy: 720 }]),
    };
  },
];

/* ------------------------------------------------------------------ The Little Dragon Who Loved Diwali */

function street(seed: number, sky: P.SkyKind = 'dusk'): string {
  return P.sky(sky, seed) + P.moon(1420, 150, 56) + F.lantern(300, 90, 0.6, C.rose) + F.lantern(1180, 120, 0.55, C.teal);
}

const festival: Builder[] = [
  // 1 Getting ready for Diwali
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'standing', x: 1120, y: 1090, scale: 1.0, holding: F.diya(0, 16, 0.8) },
      { pose: 'standing', x: 1120, y: 1090, scale: 1.0, holding: F.diya(0, 16, 0.8) },
      { pose: 'cheering', x: 1180, y: 1090, scale: 1.0 },
    ]);
    return {
      bg:
        street(1) +
        F.lane(880, 21) +
        ground(1000, '#c9a0b8', 10) +
        F.festiveHouse(560, 1030, 1.2) +
        F.flowerPot(1420, 1100, 0.9) +
        F.rangoli(560, 1110, 150, 0.4),
      hero: h,
      fg: F.diyaRow(100, 380, 1170, 4, 0.9),
      shot: pick(v, [WIDE, closeOn(h, 1.65, -60), { zoom: 1.2, fx: 960, fy: 700 }]),
      grain: 0.35,
    };
  },
  // 2 Who's hiding behind the marigolds?
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting', x: 540, y: 1090, scale: 1.0, expression: 'wow' },
      { pose: 'sitting', x: 540, y: 1090, scale: 1.0, expression: 'wow' },
      { pose: 'pointing', x: 480, y: 1100, scale: 1.0, expression: 'wow' },
    ]);
    return {
      bg:
        street(2) +
        F.lane(860, 22) +
        ground(960, '#c9a0b8', 8) +
        F.festiveHouse(300, 1000, 1.3) +
        F.rangoli(880, 1110, 170, 0.4, 0.6) +
        F.dragon(1280, 1020, 0.7, { mood: 'wow', blush: true }),
      hero: h,
      fg:
        F.flowerPot(1160, 1110, 1.0) +
        F.flowerPot(1320, 1120, 1.05, '#c8407a') +
        F.flowerPot(1480, 1110, 0.95) +
        F.diyaRow(700, 1000, 1180, 3, 0.8, false),
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 900, fy: 860 }, { zoom: 1.15, fx: 900, fy: 720 }]),
      grain: 0.35,
    };
  },
  // 3 Chotu the shy dragon
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'standing', x: 520, y: 1090, scale: 1.0 },
      { pose: 'standing', x: 520, y: 1090, scale: 1.0, expression: 'wow' },
      { pose: 'cheering', x: 1160, y: 1090, scale: 0.95, flip: true },
    ]);
    return {
      bg: street(3) + ground(960, '#c9a0b8', 8) + F.lane(960, 3),
      hero: h,
      fg:
        F.dragon(v === 2 ? 680 : 980, 1090, 1.05, { sneeze: true, blush: true, flip: v === 2 }) +
        F.flowerPot(160, 1120, 0.9) +
        F.flowerPot(1480, 1120, 0.9, '#c8407a'),
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 780, fy: 800 }, { zoom: 1.15, fx: 880, fy: 720 }]),
      grain: 0.35,
    };
  },
  // 4 So many lamps
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'pointing', x: 420, y: 1090, scale: 1.0 },
      { pose: 'pointing', x: 420, y: 1090, scale: 1.0 },
      { pose: 'standing', x: 1240, y: 1090, scale: 1.0, flip: true, expression: 'happy' },
    ]);
    return {
      bg:
        street(4) +
        ground(960, '#c9a0b8', 8) +
        F.lane(960, 4, false) +
        shape('M560 1000 L1500 1000 L1500 900 L560 900Z', '#e9b48a', 5) +
        F.diyaRow(600, 1460, 900, 9, 0.9, false) +
        F.diyaRow(600, 1460, 1000, 9, 0.9, false),
      hero: h,
      fg: F.dragon(v === 2 ? 820 : 1000, 1120, 0.9, { mood: 'wow' }) + F.diyaRow(100, 300, 1170, 3, 0.8, false),
      shot: pick(v, [WIDE, { zoom: 1.4, fx: 760, fy: 820 }, { zoom: 1.15, fx: 960, fy: 740 }]),
      grain: 0.35,
    };
  },
  // 5 Achoo! Every diya lights up
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'running', x: 520, y: 1080, scale: 1.0 },
      { pose: 'cheering', x: 520, y: 1090, scale: 1.0 },
      { pose: 'running', x: 1140, y: 1080, scale: 1.0, flip: true },
    ]);
    return {
      bg:
        street(5, 'night') +
        ground(960, '#b58aa8', 8) +
        F.lane(960, 5) +
        F.firework(300, 200, 100, C.pink) +
        F.firework(1100, 160, 80, C.sun) +
        shape('M560 1000 L1500 1000 L1500 900 L560 900Z', '#e9b48a', 5) +
        F.diyaRow(600, 1460, 900, 9, 0.9, true),
      hero: h,
      fg: F.dragon(v === 2 ? 720 : 1000, 1110, 0.95, { sneeze: true, wingsUp: true, flip: v === 2 }) + F.diyaRow(80, 380, 1170, 4, 0.85),
      shot: pick(v, [WIDE, closeOn(h, 1.5, 200), { zoom: 1.15, fx: 900, fy: 720 }]),
      grain: 0.3,
    };
  },
  // 6 A rainbow rangoli
  (v) => {
    const bowl = `<ellipse cx="0" cy="0" rx="26" ry="14" fill="${C.magenta}" stroke="${INK}" stroke-opacity=".6" stroke-width="3"/><ellipse cx="0" cy="-4" rx="20" ry="7" fill="${C.pink}"/>`;
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting', x: 480, y: 1000, scale: 0.95, holding: bowl },
      { pose: 'sitting', x: 480, y: 1000, scale: 0.95, holding: bowl, expression: 'wow' },
      { pose: 'standing', x: 420, y: 1020, scale: 0.95, holding: bowl },
    ]);
    return {
      bg:
        `<rect x="-200" y="-200" width="2000" height="1600" fill="#d9a8c0"/>` +
        shape('M-200 -200 L1800 -200 L1800 560 L-200 560Z', '#f3c6a0', 5) +
        shape('M400 560 L400 140 C400 40 700 40 700 140 L700 560Z', '#9c3a6b', 5) +
        F.garland(380, 720, 130, 40) +
        F.diyaRow(-20, 340, 560, 4, 0.8) +
        F.diyaRow(760, 1620, 560, 8, 0.8) +
        F.rangoli(900, 900, 330, 0.42, 1),
      hero: h,
      fg: F.dragon(1280, 1060, 0.95, { flip: true }),
      shot: pick(v, [WIDE, { zoom: 1.4, fx: 720, fy: 800 }, { zoom: 1.15, fx: 860, fy: 720 }]),
      grain: 0.35,
    };
  },
  // 7 The laddoo plate
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'standing', x: 440, y: 1120, scale: 1.2, holding: F.laddoo(0, -10, 18) },
      { pose: 'cheering', x: 440, y: 1120, scale: 1.2 },
      { pose: 'pointing', x: 1260, y: 1120, scale: 1.15, flip: true },
    ]);
    return {
      bg: F.kitchen(860),
      hero: h,
      fg:
        F.laddooPlate(v === 2 ? 560 : 800, 900, 1.5, 4) +
        F.dragon(v === 2 ? 900 : 1130, 900, 1.15, { cheeks: true, flip: v === 2 }) +
        F.laddoo(v === 2 ? 760 : 990, 880, 20) +
        F.laddoo(v === 2 ? 720 : 1030, 892, 20),
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 760, fy: 780 }, { zoom: 1.15, fx: 860, fy: 700 }]),
    };
  },
  // 8 Sweets for everyone
  (v) => {
    const plate = F.laddooPlate(0, -10, 0.45, 6);
    const h = pick<HeroPlacement>(v, [
      { pose: 'standing', x: 620, y: 1090, scale: 1.0, holding: plate },
      { pose: 'standing', x: 620, y: 1090, scale: 1.0, holding: plate, expression: 'wow' },
      { pose: 'running', x: 980, y: 1080, scale: 1.0, flip: true },
    ]);
    return {
      bg: street(8, 'night') + ground(940, '#a88aa8', 8) + F.lane(940, 8) + F.firework(1300, 180, 90, C.sun),
      hero: h,
      fg:
        F.dragon(v === 2 ? 640 : 960, 900, 0.8, { flying: true, flip: v === 2 }) +
        F.diyaRow(40, 260, 1170, 3, 0.8) +
        F.diyaRow(1340, 1560, 1170, 3, 0.8),
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 780, fy: 760 }, { zoom: 1.15, fx: 860, fy: 720 }]),
      grain: 0.3,
    };
  },
  // 9 A little bit brave: the neighbours' children
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'waving', x: 840, y: 1090, scale: 1.0 },
      { pose: 'standing', x: 840, y: 1090, scale: 1.0, expression: 'calm' },
      { pose: 'pointing', x: 700, y: 1090, scale: 1.0, flip: true },
    ]);
    const kid1 = hero({
      pose: 'standing',
      outfit: 'casual',
      skinTone: '#e0ac7e',
      hair: 'long',
      x: 280,
      y: 1040,
      scale: 0.85,
      extra: true,
      expression: 'wow',
    });
    const kid2 = hero({
      pose: 'standing',
      outfit: 'kurta',
      skinTone: '#8d5524',
      hair: 'curly',
      x: 440,
      y: 1050,
      scale: 0.8,
      extra: true,
      expression: 'calm',
    });
    return {
      bg:
        street(9, 'night') +
        ground(980, '#a88aa8', 8) +
        F.festiveHouse(340, 1010, 1.2, '#b9d9a0') +
        kid1 +
        kid2 +
        // a door frame half hiding the children
        shape('M460 1010 L460 640 L560 640 L560 1010Z', '#9c3a6b', 5),
      hero: h,
      fg: F.dragon(v === 2 ? 1020 : 1140, 1110, 0.95, { blush: true, flip: true }) + F.laddooPlate(1400, 1150, 0.7, 5),
      shot: pick(v, [WIDE, { zoom: 1.4, fx: 860, fy: 800 }, { zoom: 1.15, fx: 700, fy: 720 }]),
      grain: 0.3,
    };
  },
  // 10 Over the rooftops
  (v) => {
    const dx = v === 2 ? 1000 : 760;
    const dy = 720;
    const ds = 1.45;
    const flip = v === 2;
    // seated on the dragon's back, just behind the head and between the wings
    const h: HeroPlacement = {
      pose: pick<Pose>(v, ['sitting', 'sitting-waving', 'sitting']),
      x: dx + (flip ? 62 : -62) * ds,
      y: dy - 168 * ds,
      scale: 0.6,
      noShadow: true,
      expression: pick<Expression>(v, ['happy', 'wow', 'happy']),
    };
    return {
      bg:
        P.sky('night', 10) +
        P.moon(1380, 170, 70) +
        F.rooftopsBelow(930, 10) +
        F.lantern(200, 200, 0.55, C.rose) +
        F.lantern(1200, 260, 0.5, C.teal) +
        F.lantern(520, 140, 0.45, C.gold) +
        F.firework(1300, 520, 80, C.sun) +
        F.dragon(dx, dy, ds, { flying: true, flip }),
      hero: h,
      fg: P.cloud(200, 1080, 1.1, 0.8, '#d8cdf0') + P.cloud(1400, 1120, 1.2, 0.8, '#d8cdf0'),
      shot: pick(v, [WIDE, { zoom: 1.5, fx: dx + 20, fy: dy - 300 }, { zoom: 1.1, fx: 880, fy: 560 }]),
      grain: 0.3,
    };
  },
  // 11 The brightest light
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting', x: 460, y: 1060, scale: 1.0 },
      { pose: 'sitting', x: 460, y: 1060, scale: 1.0, expression: 'wow' },
      { pose: 'cheering', x: 1260, y: 1080, scale: 0.95, flip: true },
    ]);
    return {
      bg:
        street(11, 'night') +
        ground(900, '#a88aa8', 8) +
        F.festiveHouse(800, 940, 0.9) +
        F.rangoli(820, 1090, 220, 0.4) +
        F.diyaRow(120, 420, 940, 4, 0.8) +
        F.diyaRow(1200, 1500, 940, 4, 0.8),
      hero: h,
      fg:
        F.diya(820, 1080, 2.6, true, '#d9733c') +
        F.dragon(v === 2 ? 560 : 1140, 1110, 0.95, { wingsUp: true, flip: v !== 2 }) +
        F.firework(1400, 200, 80, C.pink),
      shot: pick(v, [WIDE, { zoom: 1.4, fx: 740, fy: 820 }, { zoom: 1.15, fx: 900, fy: 740 }]),
      grain: 0.3,
    };
  },
  // 12 Goodnight, Chotu
  (v) => {
    const h = pick<HeroPlacement>(v, [
      { pose: 'sitting', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
      { pose: 'sitting', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
      { pose: 'sitting-waving', x: 640, y: 830, scale: 1.12, noShadow: true },
    ]);
    return {
      bg:
        bedroom(F.rooftopsBelow(500, 12) + P.moon(1340, 250, 50)) +
        F.diya(1120, 560, 0.8) +
        F.diya(1320, 560, 0.8) +
        F.garland(940, 1500, 120, 20),
      hero: h,
      fg: blanket(C.marigold) + F.dragon(1130, 800, 0.8, { curled: true, flip: true }),
      shot: pick(v, [WIDE, { zoom: 1.45, fx: 860, fy: 580 }, { zoom: 1.2, fx: 860, fy: 620 }]),
    };
  },
];

export const SCENES: Record<string, Record<string, SceneFn>> = {
  'jungle-explorer': scenesFrom('explorer', jungle, { 12: 'pyjamas' }),
  'space-adventure': scenesFrom('astronaut', spaceScenes, { 1: 'pyjamas', 2: 'pyjamas', 12: 'pyjamas' }),
  'ocean-quest': scenesFrom('diver', ocean, { 1: 'casual', 2: 'casual', 12: 'casual' }),
  'festival-of-lights': scenesFrom('kurta', festival, { 12: 'pyjamas' }),
};

/** Reads the hero-face-area ellipse (scene coordinates) back out of a rendered scene or cover. */
export function heroFaceArea(svg: string): FaceArea | null {
  const tag = /<ellipse\b[^>]*\bid="hero-face-area"[^>]*>/.exec(svg)?.[0];
  if (!tag) return null;
  const num = (name: string) => {
    const m = new RegExp(`\\b${name}="(-?[0-9.]+)"`).exec(tag);
    return m ? Number(m[1]) : NaN;
  };
  const area = { cx: num('cx'), cy: num('cy'), rx: num('rx'), ry: num('ry') };
  return Object.values(area).every(Number.isFinite) ? area : null;
}

export { faceAreaFor };
