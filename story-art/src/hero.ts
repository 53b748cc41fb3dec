/**
 * The hero child: a gender-neutral picture-book figure in several poses and outfits. The face is an ellipse in
 * scene coordinates inside <g id="hero-face">, so later code can place the child's own face photo exactly there.
 */
import { C, INK, line, n, ol, shape, transform, groundShadow } from './palette.js';

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

type P = [number, number];

interface Skeleton {
  /** vertical offset of the torso, head and arms (sitting lowers them) */
  dy: number;
  dx: number;
  armL: [P, P, P];
  armR: [P, P, P];
  legL: [P, P, P];
  legR: [P, P, P];
  /** hand shapes */
  pointR?: boolean;
  openHands?: boolean;
  sitting?: boolean;
  book?: boolean;
  /** Where a held prop sits, between the hands (hero-local units, before the body's offset). */
  holdAt?: P;
  /** Lying tucked in, eyes closed. */
  eyesClosed?: boolean;
  /** Turned away from the reader, looking into the scene. */
  fromBehind?: boolean;
  /** Off the ground: the shadow stays there, smaller. */
  airborne?: boolean;
}

// Hero-local units: feet on y = 0, head centre at y = -326, about 420 units tall.
const HEAD: P = [0, -326];
const HEAD_RX = 64;
const HEAD_RY = 66;
/** The face area (where the photo goes) relative to the head. */
const FACE: FaceArea = { cx: 0, cy: -318, rx: 49, ry: 55 };
/**
 * Head, hair and face are drawn larger than the body, about the chin, in the picture-book way: it is
 * the child's own face that readers look for, so it gets the room.
 */
const HEAD_SCALE = 1.18;
const CHIN_Y = -262;

/** Where the hero's hair starts above a face area: what must stay clear of the story text. */
export function hairTop(face: FaceArea): number {
  return face.cy - face.ry * 1.45;
}

/** The hair style to draw: one of HAIRS, short for anything else. */
function hairOf(o: Pick<HeroOptions, 'hair'>): Hair {
  return (HAIRS as string[]).includes(o.hair) ? o.hair : 'short';
}

/** The transform that enlarges a head drawn at (dx, dy) about its chin. */
function headTransform(dx: number, dy: number): string {
  return `translate(${n(dx)} ${n(CHIN_Y + dy)}) scale(${HEAD_SCALE}) translate(${n(-dx)} ${n(-CHIN_Y - dy)})`;
}

const SHOULDER_L: P = [-38, -246];
const SHOULDER_R: P = [38, -246];
const HIP_L: P = [-20, -146];
const HIP_R: P = [20, -146];

/** Legs straight, feet a little apart: standing still. */
const STANDING_LEGS: Pick<Skeleton, 'legL' | 'legR'> = {
  legL: [HIP_L, [-24, -76], [-26, -10]],
  legR: [HIP_R, [24, -76], [26, -10]],
};
/** Legs crossed on the ground, knees out: sitting. */
const CROSSED_LEGS: Pick<Skeleton, 'legL' | 'legR'> = {
  legL: [
    [-20, -46],
    [-74, -28],
    [-14, -12],
  ],
  legR: [
    [20, -46],
    [74, -28],
    [14, -12],
  ],
};

const SKELETONS: Record<Pose, Skeleton> = {
  standing: {
    dy: 0,
    dx: 0,
    armL: [SHOULDER_L, [-54, -196], [-56, -148]],
    armR: [SHOULDER_R, [54, -196], [56, -148]],
    ...STANDING_LEGS,
  },
  waving: {
    dy: 0,
    dx: 0,
    armL: [SHOULDER_L, [-54, -196], [-52, -148]],
    armR: [SHOULDER_R, [84, -268], [100, -336]],
    legL: [HIP_L, [-24, -76], [-28, -10]],
    legR: [HIP_R, [24, -76], [28, -10]],
    openHands: true,
  },
  cheering: {
    dy: 0,
    dx: 0,
    armL: [SHOULDER_L, [-86, -274], [-100, -344]],
    armR: [SHOULDER_R, [86, -274], [100, -344]],
    legL: [HIP_L, [-30, -76], [-40, -10]],
    legR: [HIP_R, [30, -76], [40, -10]],
    openHands: true,
  },
  running: {
    dy: -16,
    dx: 6,
    armL: [SHOULDER_L, [-74, -214], [-96, -178]],
    armR: [SHOULDER_R, [72, -226], [100, -262]],
    legL: [HIP_L, [-52, -86], [-104, -64]],
    legR: [HIP_R, [62, -104], [58, -26]],
  },
  pointing: {
    dy: 0,
    dx: 0,
    armL: [SHOULDER_L, [-62, -200], [-44, -160]],
    armR: [SHOULDER_R, [90, -262], [146, -288]],
    legL: [HIP_L, [-26, -76], [-30, -10]],
    legR: [HIP_R, [24, -76], [26, -10]],
    pointR: true,
  },
  floating: {
    dy: 0,
    dx: 0,
    armL: [SHOULDER_L, [-88, -270], [-118, -308]],
    armR: [SHOULDER_R, [86, -220], [124, -196]],
    legL: [HIP_L, [-42, -84], [-40, -16]],
    legR: [HIP_R, [52, -100], [88, -58]],
    openHands: true,
  },
  sitting: {
    dy: 100,
    dx: 0,
    armL: [SHOULDER_L, [-62, -196], [-44, -156]],
    armR: [SHOULDER_R, [62, -196], [44, -156]],
    ...CROSSED_LEGS,
    sitting: true,
  },
  'sitting-waving': {
    dy: 100,
    dx: 0,
    armL: [SHOULDER_L, [-62, -196], [-44, -156]],
    armR: [SHOULDER_R, [84, -268], [100, -336]],
    ...CROSSED_LEGS,
    sitting: true,
    openHands: true,
  },
  walking: {
    dy: -4,
    dx: 0,
    armL: [SHOULDER_L, [-46, -204], [-18, -168]],
    armR: [SHOULDER_R, [72, -204], [96, -172]],
    legL: [HIP_L, [-44, -86], [-70, -16]],
    legR: [HIP_R, [32, -72], [16, -8]],
  },
  jumping: {
    dy: -76,
    dx: 0,
    armL: [SHOULDER_L, [-84, -282], [-100, -340]],
    armR: [SHOULDER_R, [84, -282], [100, -340]],
    legL: [
      [-20, -222],
      [-58, -170],
      [-36, -124],
    ],
    legR: [
      [20, -222],
      [60, -172],
      [42, -128],
    ],
    openHands: true,
    airborne: true,
  },
  climbing: {
    dy: -8,
    dx: 0,
    armL: [SHOULDER_L, [-88, -294], [-86, -366]],
    armR: [SHOULDER_R, [72, -248], [70, -300]],
    legL: [HIP_L, [-46, -118], [-34, -66]],
    legR: [HIP_R, [24, -76], [26, -10]],
  },
  crouching: {
    dy: 84,
    dx: 0,
    armL: [SHOULDER_L, [-64, -210], [-56, -176]],
    armR: [SHOULDER_R, [64, -210], [56, -176]],
    legL: [
      [-20, -62],
      [-62, -96],
      [-44, -10],
    ],
    legR: [
      [20, -62],
      [62, -96],
      [44, -10],
    ],
  },
  hugging: {
    dy: 0,
    dx: 0,
    armL: [SHOULDER_L, [-6, -212], [44, -196]],
    armR: [SHOULDER_R, [92, -226], [104, -172]],
    ...STANDING_LEGS,
  },
  holding: {
    dy: 0,
    dx: 0,
    armL: [SHOULDER_L, [-54, -190], [-22, -190]],
    armR: [SHOULDER_R, [54, -190], [22, -190]],
    ...STANDING_LEGS,
    holdAt: [0, -196],
  },
  sleeping: {
    dy: 150,
    dx: 0,
    armL: [SHOULDER_L, [-60, -204], [-34, -190]],
    armR: [SHOULDER_R, [60, -204], [34, -190]],
    legL: [
      [-20, -10],
      [-60, -6],
      [-90, -4],
    ],
    legR: [
      [20, -10],
      [60, -6],
      [90, -4],
    ],
    sitting: true,
    eyesClosed: true,
  },
  'looking-out': {
    dy: 0,
    dx: 0,
    armL: [SHOULDER_L, [-56, -196], [-56, -150]],
    armR: [SHOULDER_R, [80, -262], [92, -316]],
    ...STANDING_LEGS,
    fromBehind: true,
  },
  reading: {
    dy: 100,
    dx: 0,
    armL: [SHOULDER_L, [-60, -190], [-34, -182]],
    armR: [SHOULDER_R, [60, -190], [34, -182]],
    ...CROSSED_LEGS,
    sitting: true,
    book: true,
  },
};

interface OutfitStyle {
  top: string;
  topDark: string;
  sleeve: 'short' | 'long' | 'rolled';
  bottom: string;
  /** how far down the leg the bottom garment reaches (0..1 along the leg) */
  bottomReach: number;
  shoes: string;
  shoeKind: 'boot' | 'sneaker' | 'flipper' | 'mojari' | 'space';
  /** gloves instead of bare hands */
  gloves?: string;
  long?: 'kurta' | 'lehenga';
  accent: string;
  accent2: string;
}

const OUTFIT_STYLES: Record<Outfit, OutfitStyle> = {
  explorer: {
    top: C.khaki,
    topDark: '#c9974a',
    sleeve: 'short',
    bottom: C.brown,
    bottomReach: 0.42,
    shoes: C.brownDark,
    shoeKind: 'boot',
    accent: C.tomato,
    accent2: C.leafDark,
  },
  'explorer-alt': {
    top: '#86b85f',
    topDark: '#5f9145',
    sleeve: 'rolled',
    bottom: '#d6a35a',
    bottomReach: 0.45,
    shoes: '#7a4a2e',
    shoeKind: 'boot',
    accent: C.saffron,
    accent2: C.gold,
  },
  astronaut: {
    top: '#f4f2fb',
    topDark: '#c9c3e6',
    sleeve: 'long',
    bottom: '#f4f2fb',
    bottomReach: 1,
    shoes: '#8f93ad',
    shoeKind: 'space',
    gloves: C.saffron,
    accent: C.saffron,
    accent2: '#5aa3e0',
  },
  'astronaut-alt': {
    top: '#f6a13e',
    topDark: '#d97f22',
    sleeve: 'long',
    bottom: '#f6a13e',
    bottomReach: 1,
    shoes: '#f4f2fb',
    shoeKind: 'space',
    gloves: '#f4f2fb',
    accent: '#4f6fd0',
    accent2: '#f4f2fb',
  },
  diver: {
    top: '#2aa6a6',
    topDark: '#1d7f84',
    sleeve: 'long',
    bottom: '#2aa6a6',
    bottomReach: 1,
    shoes: C.gold,
    shoeKind: 'flipper',
    accent: C.gold,
    accent2: C.coral,
  },
  'diver-alt': {
    top: C.coral,
    topDark: '#cf5640',
    sleeve: 'long',
    bottom: C.coral,
    bottomReach: 1,
    shoes: C.violet,
    shoeKind: 'flipper',
    accent: C.violet,
    accent2: C.gold,
  },
  kurta: {
    top: C.marigold,
    topDark: '#d9861c',
    sleeve: 'long',
    bottom: '#fff6e6',
    bottomReach: 1,
    shoes: C.magenta,
    shoeKind: 'mojari',
    long: 'kurta',
    accent: C.magenta,
    accent2: C.gold,
  },
  casual: {
    top: C.teal,
    topDark: '#1f8480',
    sleeve: 'short',
    bottom: '#5b7bd5',
    bottomReach: 0.42,
    shoes: C.coral,
    shoeKind: 'sneaker',
    accent: C.sun,
    accent2: C.coral,
  },
  pyjamas: {
    top: '#9d8ae0',
    topDark: '#7d68c8',
    sleeve: 'long',
    bottom: '#9d8ae0',
    bottomReach: 1,
    shoes: C.pink,
    shoeKind: 'sneaker',
    accent: '#fff3b0',
    accent2: C.pink,
  },
  lehenga: {
    top: C.rose,
    topDark: '#bf4866',
    sleeve: 'short',
    bottom: C.magenta,
    bottomReach: 1,
    shoes: C.gold,
    shoeKind: 'mojari',
    long: 'lehenga',
    accent: C.gold,
    accent2: C.teal,
  },
};

/** Control point so a quadratic curve from a to c passes through b. */
function through(a: P, b: P, c: P): P {
  return [2 * b[0] - (a[0] + c[0]) / 2, 2 * b[1] - (a[1] + c[1]) / 2];
}

/** The first part (0..t) of a quadratic curve, as [control, end]. */
function subQuad(a: P, ctl: P, c: P, t: number): [P, P] {
  const q0: P = [a[0] + (ctl[0] - a[0]) * t, a[1] + (ctl[1] - a[1]) * t];
  const q1: P = [ctl[0] + (c[0] - ctl[0]) * t, ctl[1] + (c[1] - ctl[1]) * t];
  const end: P = [q0[0] + (q1[0] - q0[0]) * t, q0[1] + (q1[1] - q0[1]) * t];
  return [q0, end];
}

function quadD(a: P, ctl: P, c: P): string {
  return `M${n(a[0])} ${n(a[1])}Q${n(ctl[0])} ${n(ctl[1])} ${n(c[0])} ${n(c[1])}`;
}

function tube(d: string, color: string, width: number, outlined = true): string {
  const o = outlined
    ? `<path d="${d}" fill="none" stroke="${INK}" stroke-opacity=".6" stroke-width="${width + 8}" stroke-linecap="round" stroke-linejoin="round"/>`
    : '';
  return `${o}<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** One arm or leg: a bendy tube (skin), covered by the garment up to `reach` along its length. */
function limb(pts: [P, P, P], skin: string, garment: string, reach: number, width: number, cuff?: string): string {
  const [a, b, c] = pts;
  const ctl = through(a, b, c);
  const d = quadD(a, ctl, c);
  let out = tube(d, reach >= 1 ? garment : skin, width);
  if (reach > 0 && reach < 1) {
    const [q, e] = subQuad(a, ctl, c, reach);
    const dd = quadD(a, q, e);
    out += `<path d="${dd}" fill="none" stroke="${garment}" stroke-width="${width + 6}" stroke-linecap="butt"/>`;
    out += `<path d="${dd}" fill="none" stroke="${garment}" stroke-width="${width}" stroke-linecap="round"/>`;
    if (cuff) {
      // a little cuff band at the end of the sleeve / shorts
      const [, e2] = subQuad(a, ctl, c, Math.max(0, reach - 0.06));
      out += `<path d="M${n(e2[0])} ${n(e2[1])}L${n(e[0])} ${n(e[1])}" stroke="${cuff}" stroke-width="${width + 7}" stroke-linecap="butt"/>`;
    }
  }
  return out;
}

function hand(p: P, skin: string, open: boolean, point: boolean, glove?: string, dir: P = [1, 0]): string {
  const fill = glove ?? skin;
  if (point) {
    const ang = (Math.atan2(dir[1], dir[0]) * 180) / Math.PI;
    return (
      `<g transform="translate(${n(p[0])} ${n(p[1])}) rotate(${n(ang)})">` +
      `<path d="M2 -6 L30 -7 Q37 -3 30 1 L8 2" fill="${fill}" ${ol(4)}/>` +
      `<ellipse cx="0" cy="0" rx="15" ry="14" fill="${fill}" ${ol(4)}/>` +
      `<path d="M-4 -4Q4 0 -2 7" fill="none" ${ol(2.5, 0.45)}/></g>`
    );
  }
  if (open) {
    // a small mitten with a thumb
    return (
      `<g transform="translate(${n(p[0])} ${n(p[1])})">` +
      `<path d="M-14 2 C-16 -14 -8 -22 0 -22 C9 -22 15 -14 14 2 C13 12 -12 13 -14 2Z" fill="${fill}" ${ol(4)}/>` +
      `<path d="M12 -2 C22 -8 26 -2 18 6" fill="${fill}" ${ol(4)}/>` +
      `<path d="M-4 -20 L-4 -10 M4 -21 L4 -11" fill="none" ${ol(2.2, 0.4)}/></g>`
    );
  }
  return (
    `<circle cx="${n(p[0])}" cy="${n(p[1])}" r="15" fill="${fill}" ${ol(4)}/>` +
    `<path d="M${n(p[0] - 6)} ${n(p[1] - 4)}q5 3 0 8" fill="none" ${ol(2.2, 0.4)}/>`
  );
}

function shoe(p: P, kind: OutfitStyle['shoeKind'], color: string, side: -1 | 1, angle = 0): string {
  const t = `translate(${n(p[0])} ${n(p[1])}) rotate(${n(angle)}) scale(${side} 1)`;
  let body: string;
  switch (kind) {
    case 'flipper':
      body =
        `<path d="M-14 -12 C-4 -18 14 -14 24 -4 L58 8 C64 12 60 20 52 20 L-10 18 C-20 16 -22 -6 -14 -12Z" fill="${color}" ${ol(4)}/>` +
        `<path d="M20 6 L52 14 M14 12 L46 18" fill="none" ${ol(2.5, 0.45)}/>`;
      break;
    case 'mojari':
      body =
        `<path d="M-16 -10 C-8 -18 12 -16 22 -8 C30 -4 36 -10 40 -16 C42 -4 36 10 24 12 L-12 12 C-22 10 -22 -4 -16 -10Z" fill="${color}" ${ol(4)}/>` +
        `<path d="M-8 -4 Q6 2 20 -4" fill="none" stroke="${C.gold}" stroke-width="4" stroke-linecap="round"/>`;
      break;
    case 'space':
      body =
        `<path d="M-20 -16 C-20 -26 18 -26 20 -14 C32 -12 38 -2 36 10 L-22 12 C-26 4 -24 -10 -20 -16Z" fill="${color}" ${ol(4)}/>` +
        `<path d="M-22 4 L36 4" fill="none" ${ol(3, 0.4)}/>`;
      break;
    case 'sneaker':
      body =
        `<path d="M-16 -14 C-6 -20 10 -16 16 -8 C28 -8 36 0 34 10 L-16 12 C-24 6 -22 -8 -16 -14Z" fill="${color}" ${ol(4)}/>` +
        `<path d="M-18 6 L34 6" stroke="#fff" stroke-width="5"/>`;
      break;
    default:
      body =
        `<path d="M-18 -22 L14 -22 L16 -8 C30 -8 38 0 36 10 L-18 12 C-24 4 -22 -14 -18 -22Z" fill="${color}" ${ol(4)}/>` +
        `<path d="M-18 6 L36 6" fill="none" stroke="${INK}" stroke-opacity=".35" stroke-width="4"/>` +
        `<path d="M-4 -18 L8 -16 M-4 -11 L10 -10" fill="none" stroke="${C.sand}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return `<g transform="${t}">${body}</g>`;
}

/** The top (and a long garment's skirt); `plain` leaves out what is on its front, for a hero seen from behind. */
function torso(style: OutfitStyle, outfit: Outfit, dx: number, dy: number, plain = false): string {
  const T = (x: number, y: number) => `${n(x + dx)} ${n(y + dy)}`;
  let out = '';
  // main top
  const d = `M${T(-30, -264)} C${T(-46, -262)} ${T(-52, -250)} ${T(-50, -236)} L${T(-46, -150)} C${T(-20, -140)} ${T(20, -140)} ${T(46, -150)} L${T(50, -236)} C${T(52, -250)} ${T(46, -262)} ${T(30, -264)} Q${T(0, -258)} ${T(-30, -264)}Z`;
  if (style.long === 'kurta') {
    const k = `M${T(-30, -264)} C${T(-46, -262)} ${T(-52, -250)} ${T(-50, -236)} L${T(-52, -100)} C${T(-20, -90)} ${T(20, -90)} ${T(52, -100)} L${T(50, -236)} C${T(52, -250)} ${T(46, -262)} ${T(30, -264)} Q${T(0, -258)} ${T(-30, -264)}Z`;
    out += shape(k, style.top);
    out += `<path d="M${T(-51, -112)} C${T(-20, -102)} ${T(20, -102)} ${T(51, -112)}" fill="none" stroke="${style.accent}" stroke-width="9"/>`;
    out += `<path d="M${T(-51, -112)} C${T(-20, -102)} ${T(20, -102)} ${T(51, -112)}" fill="none" stroke="${C.gold}" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>`;
    if (plain) return out;
    // placket with buttons
    out += `<path d="M${T(0, -258)} L${T(0, -196)}" stroke="${style.accent}" stroke-width="10" stroke-linecap="round"/>`;
    for (const by of [-244, -228, -212]) out += `<circle cx="${n(dx)}" cy="${n(by + dy)}" r="3.5" fill="${C.gold}"/>`;
    // side slits
    out += line(`M${T(-50, -100)} L${T(-48, -126)} M${T(50, -100)} L${T(48, -126)}`, INK, 3, 0.4);
    return out;
  }
  if (style.long === 'lehenga') {
    // flared skirt first, then the short top
    const s = `M${T(-40, -160)} C${T(-60, -110)} ${T(-86, -60)} ${T(-96, -18)} C${T(-40, 0)} ${T(40, 0)} ${T(96, -18)} C${T(86, -60)} ${T(60, -110)} ${T(40, -160)} Z`;
    out += shape(s, style.bottom);
    out += `<path d="M${T(-94, -30)} C${T(-40, -12)} ${T(40, -12)} ${T(94, -30)}" fill="none" stroke="${C.gold}" stroke-width="13"/>`;
    out += `<path d="M${T(-94, -30)} C${T(-40, -12)} ${T(40, -12)} ${T(94, -30)}" fill="none" stroke="${C.marigold}" stroke-width="4" stroke-dasharray="3 9" stroke-linecap="round"/>`;
    for (const [x, y] of [
      [-40, -110],
      [0, -80],
      [40, -110],
      [-56, -60],
      [56, -60],
      [-20, -130],
      [22, -128],
      [-18, -50],
      [24, -48],
    ] as P[])
      out += `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="4" fill="${C.gold}"/>`;
    const top = `M${T(-30, -264)} C${T(-46, -262)} ${T(-52, -250)} ${T(-50, -236)} L${T(-44, -160)} C${T(-20, -152)} ${T(20, -152)} ${T(44, -160)} L${T(50, -236)} C${T(52, -250)} ${T(46, -262)} ${T(30, -264)} Q${T(0, -258)} ${T(-30, -264)}Z`;
    out += shape(top, style.top);
    out += `<path d="M${T(-44, -164)} C${T(-20, -156)} ${T(20, -156)} ${T(44, -164)}" fill="none" stroke="${C.gold}" stroke-width="8"/>`;
    // dupatta across the body
    out += shape(
      `M${T(36, -262)} C${T(10, -220)} ${T(-20, -190)} ${T(-48, -168)} L${T(-40, -152)} C${T(-10, -176)} ${T(24, -210)} ${T(50, -246)} Z`,
      style.accent2,
      3.5,
    );
    out += `<path d="M${T(-46, -166)} L${T(-40, -154)}" stroke="${C.gold}" stroke-width="5"/>`;
    return out;
  }
  if (style.bottom !== style.top && style.bottomReach < 1) {
    // shorts / trousers block at the hips
    out += shape(
      `M${T(-47, -160)} L${T(-50, -118)} C${T(-30, -110)} ${T(-6, -112)} ${T(0, -124)} C${T(6, -112)} ${T(30, -110)} ${T(50, -118)} L${T(47, -160)} Z`,
      style.bottom,
    );
  }
  out += shape(d, style.top);
  if (plain) return out;
  switch (outfit) {
    case 'explorer':
      out += `<path d="M${T(-46, -158)} C${T(-20, -150)} ${T(20, -150)} ${T(46, -158)}" fill="none" stroke="${C.brownDark}" stroke-width="9"/>`;
      out += `<rect x="${n(-8 + dx)}" y="${n(-162 + dy)}" width="16" height="11" rx="2" fill="${C.gold}" ${ol(2)}/>`;
      out += shape(`M${T(10, -222)} h24 v22 q-12 6 -24 0 Z`, style.topDark, 3);
      out += line(`M${T(0, -252)} L${T(0, -162)}`, INK, 2.5, 0.35);
      for (const by of [-232, -208, -184]) out += `<circle cx="${n(-6 + dx)}" cy="${n(by + dy)}" r="3" fill="${C.brownDark}"/>`;
      // binoculars on a strap
      out += line(`M${T(-28, -262)} Q${T(-16, -220)} ${T(-14, -206)} M${T(28, -262)} Q${T(10, -222)} ${T(8, -206)}`, C.brownDark, 3.5, 0.9);
      out +=
        `<rect x="${n(-28 + dx)}" y="${n(-210 + dy)}" width="18" height="28" rx="7" fill="#4a4060" ${ol(3)}/>` +
        `<rect x="${n(-8 + dx)}" y="${n(-210 + dy)}" width="18" height="28" rx="7" fill="#4a4060" ${ol(3)}/>` +
        `<circle cx="${n(-19 + dx)}" cy="${n(-186 + dy)}" r="5" fill="#8fd3f0"/><circle cx="${n(1 + dx)}" cy="${n(-186 + dy)}" r="5" fill="#8fd3f0"/>`;
      break;
    case 'explorer-alt':
      out += line(`M${T(-30, -262)} L${T(-34, -152)} M${T(30, -262)} L${T(34, -152)}`, style.accent, 10, 1);
      out += `<path d="M${T(-46, -158)} C${T(-20, -150)} ${T(20, -150)} ${T(46, -158)}" fill="none" stroke="${C.brownDark}" stroke-width="8"/>`;
      out += shape(`M${T(-26, -214)} h20 v18 q-10 5 -20 0 Z`, style.topDark, 3);
      break;
    case 'astronaut':
    case 'astronaut-alt': {
      out += shape(`M${T(-24, -224)} h48 v40 q-24 8 -48 0 Z`, style.accent2 === '#f4f2fb' ? '#e6e3f3' : '#e6e3f3', 3);
      out += `<circle cx="${n(-12 + dx)}" cy="${n(-210 + dy)}" r="5" fill="${C.tomato}"/><circle cx="${n(2 + dx)}" cy="${n(-210 + dy)}" r="5" fill="${C.gold}"/><circle cx="${n(14 + dx)}" cy="${n(-210 + dy)}" r="5" fill="#5aa3e0"/>`;
      out += `<rect x="${n(-14 + dx)}" y="${n(-198 + dy)}" width="28" height="6" rx="3" fill="${style.accent}"/>`;
      out += `<path d="M${T(-47, -160)} C${T(-20, -150)} ${T(20, -150)} ${T(47, -160)}" fill="none" stroke="${style.accent}" stroke-width="12"/>`;
      out += `<path d="M${T(-47, -160)} C${T(-20, -150)} ${T(20, -150)} ${T(47, -160)}" fill="none" ${ol(2, 0.4)}/>`;
      // flag patch
      out += `<rect x="${n(26 + dx)}" y="${n(-242 + dy)}" width="16" height="11" fill="#fff" ${ol(1.5)}/><rect x="${n(26 + dx)}" y="${n(-242 + dy)}" width="16" height="3.7" fill="${C.saffron}"/><rect x="${n(26 + dx)}" y="${n(-234.6 + dy)}" width="16" height="3.7" fill="#3a9a4a"/>`;
      break;
    }
    case 'diver':
    case 'diver-alt':
      out += line(`M${T(-48, -236)} L${T(-44, -150)} M${T(48, -236)} L${T(44, -150)}`, style.accent, 8, 1);
      out += line(`M${T(-18, -262)} L${T(-12, -160)}`, style.accent, 5, 0.9);
      out += `<circle cx="${n(20 + dx)}" cy="${n(-220 + dy)}" r="9" fill="${style.accent2}" ${ol(2.5)}/>`;
      break;
    case 'casual':
      out += `<path d="${starD(dx, dy - 206, 20)}" fill="${style.accent}" ${ol(3)}/>`;
      break;
    case 'pyjamas':
      for (const [px, py] of [
        [-26, -236],
        [18, -228],
        [-8, -200],
        [28, -180],
        [-30, -172],
        [6, -166],
      ] as P[])
        out += `<path d="${starD(px + dx, py + dy, 7)}" fill="${style.accent}"/>`;
      for (const by of [-240, -214, -188]) out += `<circle cx="${n(dx)}" cy="${n(by + dy)}" r="3.5" fill="#fff" opacity=".8"/>`;
      break;
    default:
      break;
  }
  return out;
}

function starD(cx: number, cy: number, r: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.5 : r;
    d += `${i ? 'L' : 'M'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr)}`;
  }
  return d + 'Z';
}

function neck(skin: string, dx: number, dy: number): string {
  return (
    `<path d="M${n(-13 + dx)} ${n(-280 + dy)} L${n(-13 + dx)} ${n(-254 + dy)} L${n(13 + dx)} ${n(-254 + dy)} L${n(13 + dx)} ${n(-280 + dy)}Z" fill="${skin}" ${ol(4)}/>` +
    `<path d="M${n(-13 + dx)} ${n(-262 + dy)} Q${n(dx)} ${n(-254 + dy)} ${n(13 + dx)} ${n(-262 + dy)}" fill="none" stroke="${INK}" stroke-opacity=".18" stroke-width="6"/>`
  );
}

function collar(outfit: Outfit, style: OutfitStyle, dx: number, dy: number): string {
  const T = (x: number, y: number) => `${n(x + dx)} ${n(y + dy)}`;
  switch (outfit) {
    case 'explorer':
      return (
        `<path d="M${T(-26, -266)} L${T(-4, -240)} L${T(-14, -262)}Z M${T(26, -266)} L${T(4, -240)} L${T(14, -262)}Z" fill="${style.topDark}" ${ol(3)}/>` +
        `<path d="M${T(-16, -262)} Q${T(0, -250)} ${T(16, -262)} L${T(8, -248)} L${T(14, -228)} L${T(2, -236)} L${T(-8, -226)} L${T(-6, -248)} Z" fill="${style.accent}" ${ol(3)}/>`
      );
    case 'explorer-alt':
      return (
        `<path d="M${T(-24, -266)} L${T(0, -238)} L${T(24, -266)}" fill="none" stroke="${style.topDark}" stroke-width="8" stroke-linejoin="round"/>` +
        `<path d="M${T(-20, -264)} Q${T(0, -244)} ${T(20, -264)} L${T(10, -240)} Q${T(0, -232)} ${T(-10, -240)}Z" fill="${C.tomato}" ${ol(3)}/>`
      );
    case 'astronaut':
    case 'astronaut-alt':
      return `<path d="M${T(-44, -262)} C${T(-40, -280)} ${T(40, -280)} ${T(44, -262)} C${T(30, -248)} ${T(-30, -248)} ${T(-44, -262)}Z" fill="${style.accent}" ${ol(4)}/>`;
    case 'diver':
    case 'diver-alt':
      return `<path d="M${T(-18, -266)} Q${T(0, -254)} ${T(18, -266)}" fill="none" stroke="${style.topDark}" stroke-width="9" stroke-linecap="round"/>`;
    case 'kurta':
      return `<path d="M${T(-16, -266)} Q${T(0, -254)} ${T(16, -266)}" fill="none" stroke="${style.accent}" stroke-width="8" stroke-linecap="round"/>`;
    case 'lehenga':
      return `<path d="M${T(-20, -266)} Q${T(0, -248)} ${T(20, -266)}" fill="none" stroke="${C.gold}" stroke-width="7" stroke-linecap="round"/>`;
    case 'casual':
      return `<path d="M${T(-18, -266)} Q${T(0, -252)} ${T(18, -266)}" fill="none" stroke="${style.topDark}" stroke-width="8" stroke-linecap="round"/>`;
    case 'pyjamas':
      return `<path d="M${T(-24, -266)} L${T(-2, -244)} L${T(-12, -264)}Z M${T(24, -266)} L${T(2, -244)} L${T(12, -264)}Z" fill="${style.topDark}" ${ol(3)}/>`;
  }
}

/** Things worn on the back (drawn behind the body). */
function backGear(outfit: Outfit, style: OutfitStyle, dx: number, dy: number): string {
  const T = (x: number, y: number) => `${n(x + dx)} ${n(y + dy)}`;
  if (outfit === 'explorer-alt') {
    return shape(
      `M${T(-58, -250)} C${T(-62, -266)} ${T(62, -266)} ${T(58, -250)} L${T(62, -166)} C${T(40, -150)} ${T(-40, -150)} ${T(-62, -166)} Z`,
      C.saffron,
    );
  }
  if (outfit === 'diver' || outfit === 'diver-alt') {
    return (
      shape(
        `M${T(-52, -268)} C${T(-52, -292)} ${T(-20, -292)} ${T(-20, -268)} L${T(-20, -178)} C${T(-20, -166)} ${T(-52, -166)} ${T(-52, -178)} Z`,
        C.gold,
      ) +
      shape(
        `M${T(20, -268)} C${T(20, -292)} ${T(52, -292)} ${T(52, -268)} L${T(52, -178)} C${T(52, -166)} ${T(20, -166)} ${T(20, -178)} Z`,
        C.gold,
      ) +
      `<rect x="${n(-45 + dx)}" y="${n(-300 + dy)}" width="18" height="12" rx="3" fill="${C.grey}" ${ol(3)}/>`
    );
  }
  if (outfit === 'astronaut' || outfit === 'astronaut-alt') {
    return shape(
      `M${T(-62, -262)} C${T(-62, -276)} ${T(62, -276)} ${T(62, -262)} L${T(64, -168)} C${T(40, -156)} ${T(-40, -156)} ${T(-64, -168)} Z`,
      style.topDark,
    );
  }
  if (outfit === 'kurta') {
    return '';
  }
  return '';
}

function hairBack(hair: string, color: string, dx: number, dy: number): string {
  const T = (x: number, y: number) => `${n(x + dx)} ${n(y + dy)}`;
  if (hair === 'long') {
    return (
      shape(
        `M${T(-66, -336)} C${T(-80, -300)} ${T(-82, -250)} ${T(-74, -214)} C${T(-60, -200)} ${T(-40, -206)} ${T(-34, -222)} L${T(34, -222)} C${T(40, -206)} ${T(60, -200)} ${T(74, -214)} C${T(82, -250)} ${T(80, -300)} ${T(66, -336)} Z`,
        color,
        4,
        'none',
      ) +
      line(
        `M${T(-64, -300)} C${T(-70, -270)} ${T(-66, -240)} ${T(-60, -222)} M${T(64, -300)} C${T(70, -270)} ${T(66, -240)} ${T(60, -222)}`,
        C.hairHi,
        3,
        0.6,
      )
    );
  }
  if (hair === 'bun') {
    return (
      `<circle cx="${n(dx)}" cy="${n(-406 + dy)}" r="30" fill="${color}" ${ol(4)}/>` +
      line(`M${T(-16, -414)} Q${T(0, -428)} ${T(16, -414)} M${T(-12, -400)} Q${T(2, -410)} ${T(14, -398)}`, C.hairHi, 3, 0.7)
    );
  }
  return '';
}

function hairFront(hair: string, color: string, dx: number, dy: number): string {
  const T = (x: number, y: number) => `${n(x + dx)} ${n(y + dy)}`;
  const hi = C.hairHi;
  switch (hair) {
    case 'long':
      return (
        shape(
          `M${T(-68, -310)} C${T(-76, -376)} ${T(-40, -402)} ${T(0, -400)} C${T(40, -402)} ${T(76, -376)} ${T(68, -310)} C${T(68, -280)} ${T(62, -250)} ${T(58, -236)} C${T(54, -262)} ${T(52, -300)} ${T(48, -330)} C${T(40, -356)} ${T(20, -372)} ${T(4, -376)} C${T(-16, -372)} ${T(-40, -360)} ${T(-48, -330)} C${T(-52, -300)} ${T(-54, -262)} ${T(-58, -236)} C${T(-62, -250)} ${T(-68, -280)} ${T(-68, -310)} Z`,
          color,
          4,
          'none',
        ) +
        line(
          `M${T(2, -398)} C${T(0, -388)} ${T(2, -380)} ${T(4, -376)} M${T(-30, -388)} C${T(-44, -378)} ${T(-54, -360)} ${T(-58, -330)} M${T(30, -388)} C${T(44, -378)} ${T(54, -360)} ${T(58, -330)}`,
          hi,
          3.5,
          0.7,
        )
      );
    case 'curly': {
      let out = `<path d="M${T(-66, -316)} C${T(-76, -384)} ${T(-36, -408)} ${T(0, -406)} C${T(36, -408)} ${T(76, -384)} ${T(66, -316)} C${T(58, -340)} ${T(40, -364)} ${T(0, -370)} C${T(-40, -364)} ${T(-58, -340)} ${T(-66, -316)}Z" fill="${color}"/>`;
      const bumps: P[] = [
        [-64, -318],
        [-66, -342],
        [-60, -364],
        [-46, -382],
        [-26, -396],
        [-2, -402],
        [22, -398],
        [42, -386],
        [58, -366],
        [66, -342],
        [64, -318],
        [-44, -362],
        [-24, -372],
        [0, -376],
        [24, -372],
        [44, -362],
      ];
      for (const [x, y] of bumps) out += `<circle cx="${n(x + dx)}" cy="${n(y + dy)}" r="17" fill="${color}" ${ol(3.5)}/>`;
      for (const [x, y] of bumps.slice(0, 11))
        out += `<path d="M${n(x + dx - 6)} ${n(y + dy - 4)} q6 -6 11 1" fill="none" stroke="${hi}" stroke-width="3" stroke-linecap="round"/>`;
      return out;
    }
    case 'bun':
      return (
        shape(
          `M${T(-66, -316)} C${T(-76, -384)} ${T(-38, -404)} ${T(0, -404)} C${T(38, -404)} ${T(76, -384)} ${T(66, -316)} C${T(60, -336)} ${T(52, -356)} ${T(36, -366)} C${T(20, -374)} ${T(-20, -374)} ${T(-36, -366)} C${T(-52, -356)} ${T(-60, -336)} ${T(-66, -316)} Z`,
          color,
          4,
          'none',
        ) +
        line(
          `M${T(-20, -396)} C${T(-34, -388)} ${T(-48, -372)} ${T(-54, -350)} M${T(20, -396)} C${T(34, -388)} ${T(48, -372)} ${T(54, -350)} M${T(0, -402)} L${T(0, -376)}`,
          hi,
          3,
          0.65,
        ) +
        `<rect x="${n(-16 + dx)}" y="${n(-386 + dy)}" width="32" height="9" rx="4.5" fill="${C.coral}" ${ol(2.5)}/>`
      );
    default:
      // short, with a side-swept fringe and a little tuft
      return (
        shape(
          `M${T(-66, -314)} C${T(-76, -382)} ${T(-36, -408)} ${T(2, -406)} C${T(44, -406)} ${T(76, -380)} ${T(66, -314)} C${T(62, -332)} ${T(56, -350)} ${T(44, -362)} C${T(34, -356)} ${T(20, -358)} ${T(12, -366)} C${T(0, -358)} ${T(-20, -358)} ${T(-30, -368)} C${T(-44, -358)} ${T(-60, -340)} ${T(-66, -314)} Z`,
          color,
          4,
          'none',
        ) +
        shape(
          `M${T(-6, -404)} C${T(-10, -422)} ${T(4, -432)} ${T(16, -426)} C${T(6, -422)} ${T(4, -414)} ${T(8, -404)} Z`,
          color,
          3.5,
          'none',
        ) +
        line(
          `M${T(-40, -392)} C${T(-30, -384)} ${T(-24, -376)} ${T(-22, -368)} M${T(24, -396)} C${T(34, -386)} ${T(42, -376)} ${T(44, -364)}`,
          hi,
          3.5,
          0.7,
        )
      );
  }
}

/** Face features drawn inside the face area (replaced by the photo later). */
function faceFeatures(expr: Expression, eyesClosed = false): string {
  const eyeY = FACE.cy - 2;
  const browLift = expr === 'wow' ? 27 : 20;
  let out = '';
  for (const s of [-1, 1]) {
    out +=
      (eyesClosed
        ? `<path d="M${s * 19 - 9} ${eyeY} Q${s * 19} ${eyeY + 7} ${s * 19 + 9} ${eyeY}" fill="none" stroke="#2b1d2e" stroke-width="3.5" stroke-linecap="round"/>`
        : `<ellipse cx="${s * 19}" cy="${eyeY}" rx="7.5" ry="10" fill="#2b1d2e"/>` +
          `<circle cx="${s * 19 + 2.5}" cy="${eyeY - 4}" r="3" fill="#fff"/>`) +
      `<path d="M${s * 11} ${eyeY - browLift} Q${s * 19} ${eyeY - browLift - 6} ${s * 28} ${eyeY - browLift + 1}" fill="none" stroke="${C.hair}" stroke-width="3.5" stroke-linecap="round" opacity=".8"/>` +
      `<ellipse cx="${s * 31}" cy="${eyeY + 18}" rx="10" ry="7" fill="${C.blush}" opacity=".45"/>`;
  }
  out += `<path d="M-3 ${FACE.cy + 10} Q0 ${FACE.cy + 15} 4 ${FACE.cy + 10}" fill="none" stroke="${INK}" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>`;
  if (expr === 'wow') {
    out += `<ellipse cx="0" cy="${FACE.cy + 30}" rx="8" ry="10" fill="#7a2f3f" ${ol(2.5)}/>`;
  } else if (expr === 'calm') {
    out += `<path d="M-10 ${FACE.cy + 27} Q0 ${FACE.cy + 33} 10 ${FACE.cy + 27}" fill="none" stroke="#7a2f3f" stroke-width="4" stroke-linecap="round"/>`;
  } else {
    out +=
      `<path d="M-15 ${FACE.cy + 24} Q0 ${FACE.cy + 42} 15 ${FACE.cy + 24} Q0 ${FACE.cy + 30} -15 ${FACE.cy + 24}Z" fill="#7a2f3f" stroke="#7a2f3f" stroke-width="3" stroke-linejoin="round"/>` +
      `<path d="M-7 ${FACE.cy + 33} Q0 ${FACE.cy + 38} 7 ${FACE.cy + 33}" fill="none" stroke="#e86b7f" stroke-width="4" stroke-linecap="round"/>`;
  }
  return out;
}

/** The back of the head, all hair, with a bun or curls on top as the style has them. */
function backOfHead(hair: Hair, color: string, dx: number, dy: number): string {
  const T = (x: number, y: number) => `${n(x + dx)} ${n(y + dy)}`;
  const crown =
    `<ellipse cx="${n(dx)}" cy="${n(-332 + dy)}" rx="68" ry="72" fill="${color}" ${ol(4)}/>` +
    line(
      `M${T(-30, -380)} C${T(-44, -350)} ${T(-46, -318)} ${T(-40, -290)} M${T(24, -386)} C${T(40, -356)} ${T(44, -322)} ${T(38, -292)}`,
      C.hairHi,
      3.5,
      0.6,
    );
  if (hair === 'bun') return crown + `<circle cx="${n(dx)}" cy="${n(-406 + dy)}" r="30" fill="${color}" ${ol(4)}/>`;
  if (hair === 'curly') {
    return (
      crown +
      [-44, -22, 0, 22, 44]
        .map((x) => `<circle cx="${n(x + dx)}" cy="${n(-384 + dy + Math.abs(x) * 0.4)}" r="18" fill="${color}" ${ol(3.5)}/>`)
        .join('')
    );
  }
  return crown;
}

function goggles(dx: number, dy: number, accent: string): string {
  const y = -384 + dy;
  return (
    `<path d="M${n(-66 + dx)} ${n(y + 8)} Q${n(dx)} ${n(y - 6)} ${n(66 + dx)} ${n(y + 8)}" fill="none" stroke="${accent}" stroke-width="9"/>` +
    `<rect x="${n(-46 + dx)}" y="${n(y - 14)}" width="40" height="28" rx="12" fill="#bfeaf5" ${ol(5)}/>` +
    `<rect x="${n(6 + dx)}" y="${n(y - 14)}" width="40" height="28" rx="12" fill="#bfeaf5" ${ol(5)}/>` +
    `<path d="M${n(-38 + dx)} ${n(y - 4)} l10 -6 M${n(14 + dx)} ${n(y - 4)} l10 -6" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
    // snorkel
    `<path d="M${n(62 + dx)} ${n(y + 10)} L${n(70 + dx)} ${n(y - 56)} q2 -12 14 -10" fill="none" stroke="${INK}" stroke-opacity=".6" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M${n(62 + dx)} ${n(y + 10)} L${n(70 + dx)} ${n(y - 56)} q2 -12 14 -10" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round"/>`
  );
}

function helmet(dx: number, dy: number): string {
  const cx = dx;
  const cy = -330 + dy;
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="96" fill="url(#glass)" ${ol(6)}/>` +
    `<path d="M${n(cx - 70)} ${n(cy - 34)} A78 78 0 0 1 ${n(cx - 20)} ${n(cy - 82)}" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${n(cx - 78)} ${n(cy - 6)} l0 8" stroke="#fff" stroke-opacity=".85" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${n(cx + 78)} ${n(cy + 22)} A84 84 0 0 1 ${n(cx + 52)} ${n(cy + 66)}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>`
  );
}

function book(dx: number, dy: number): string {
  const T = (x: number, y: number) => `${n(x + dx)} ${n(y + dy)}`;
  return (
    `<path d="M${T(0, -206)} C${T(-20, -214)} ${T(-44, -214)} ${T(-62, -206)} L${T(-58, -150)} C${T(-40, -158)} ${T(-18, -158)} ${T(0, -150)} C${T(18, -158)} ${T(40, -158)} ${T(58, -150)} L${T(62, -206)} C${T(44, -214)} ${T(20, -214)} ${T(0, -206)} Z" fill="${C.cream}" ${ol(4)}/>` +
    `<path d="M${T(-62, -206)} L${T(-66, -200)} L${T(-62, -146)} C${T(-40, -152)} ${T(-18, -152)} ${T(0, -144)} C${T(18, -152)} ${T(40, -152)} ${T(62, -146)} L${T(66, -200)} L${T(62, -206)}" fill="none" stroke="${C.teal}" stroke-width="6" stroke-linejoin="round"/>` +
    line(`M${T(0, -206)} L${T(0, -150)}`, INK, 2.5, 0.5) +
    line(
      `M${T(-50, -196)} Q${T(-30, -200)} ${T(-10, -194)} M${T(-50, -184)} Q${T(-30, -188)} ${T(-10, -182)} M${T(10, -194)} Q${T(30, -200)} ${T(50, -196)} M${T(10, -182)} Q${T(30, -188)} ${T(50, -184)}`,
      C.grey,
      3,
      0.6,
    ) +
    `<circle cx="${n(30 + dx)}" cy="${n(-168 + dy)}" r="7" fill="${C.gold}"/>`
  );
}

/** Where the face area lands in scene coordinates for the given placement. */
export function faceAreaFor(o: Pick<HeroOptions, 'pose' | 'x' | 'y' | 'scale' | 'flip'>): FaceArea {
  const sk = SKELETONS[o.pose];
  const sign = o.flip ? -1 : 1;
  return {
    cx: o.x + sign * (FACE.cx * HEAD_SCALE + sk.dx) * o.scale,
    cy: o.y + (CHIN_Y + (FACE.cy - CHIN_Y) * HEAD_SCALE + sk.dy) * o.scale,
    rx: FACE.rx * HEAD_SCALE * o.scale,
    ry: FACE.ry * HEAD_SCALE * o.scale,
  };
}

/** The hero child as an SVG fragment in scene coordinates. */
export function hero(o: HeroOptions): string {
  const sk = SKELETONS[o.pose] ?? SKELETONS.standing;
  const style = OUTFIT_STYLES[o.outfit] ?? OUTFIT_STYLES.explorer;
  const skin = o.skinTone;
  const hairColor = o.hairColor ?? C.hair;
  const hair = hairOf(o);
  const { dx, dy } = sk;
  const T: (p: P) => P = (p) => [p[0] + dx, p[1] + dy];
  const tf = transform(o.x, o.y, o.scale, !!o.flip);
  const armW = 24;
  const legW = 28;
  const sleeveReach = style.sleeve === 'long' ? 1 : style.sleeve === 'rolled' ? 0.55 : 0.42;
  const sleeveCuff = style.sleeve === 'long' ? undefined : style.topDark;

  let back = '';
  if (!o.noShadow && o.pose !== 'floating') {
    // A jump leaves its shadow on the ground, smaller and fainter.
    back += sk.airborne ? groundShadow(dx, 4, 46, 10, 0.12) : groundShadow(dx, 4, sk.sitting ? 96 : 70, 16, 0.2);
  }
  // Seen from behind, the long hair and what is worn on the back are in front of the body.
  const hairBehind = `<g transform="${headTransform(dx, dy)}">${hairBack(hair, hairColor, dx, dy)}</g>`;
  const gear = backGear(o.outfit, style, dx, dy);
  if (!sk.fromBehind) back += hairBehind + gear;

  // legs
  let legs = '';
  const legReach = style.long === 'lehenga' ? 1 : style.bottomReach;
  const legColor = style.long === 'lehenga' ? '#fff3e0' : style.bottom;
  for (const [pts, side] of [
    [sk.legL, -1],
    [sk.legR, 1],
  ] as [[P, P, P], -1 | 1][]) {
    legs += limb(pts, skin, legColor, legReach, legW);
    const shin: P = [pts[2][0] - pts[1][0], pts[2][1] - pts[1][1]];
    const angle = sk.sitting
      ? side * -10
      : o.pose === 'running' || o.pose === 'floating' || sk.airborne
        ? (Math.atan2(shin[1], shin[0]) * 180) / Math.PI - 90
        : 0;
    const bootSide: -1 | 1 = sk.sitting ? (side === -1 ? 1 : -1) : side;
    legs += shoe(
      pts[2],
      style.shoeKind,
      style.shoes,
      bootSide,
      o.pose === 'running' && side === -1 ? angle : o.pose === 'floating' || sk.airborne ? angle * 0.6 : angle * (sk.sitting ? 1 : 0),
    );
  }
  if (sk.sitting && (style.long === 'kurta' || style.long === 'lehenga')) {
    // lap of the garment over the folded legs
    legs += shape(
      `M-60 ${-40} C-74 -10 -40 4 0 0 C40 4 74 -10 60 -40 C30 -56 -30 -56 -60 -40Z`,
      style.long === 'lehenga' ? style.bottom : style.top,
    );
    if (style.long === 'lehenga') legs += `<path d="M-66 -16 C-30 2 30 2 66 -16" fill="none" stroke="${C.gold}" stroke-width="9"/>`;
  }

  // arms, hands
  const arm = (pts: [P, P, P]) => limb(pts.map(T) as [P, P, P], skin, style.top, sleeveReach, armW, sleeveCuff);
  let arms = '';
  let backArm = '';
  const handL = T(sk.armL[2]);
  const handR = T(sk.armR[2]);
  const dirR: P = [sk.armR[2][0] - sk.armR[1][0], sk.armR[2][1] - sk.armR[1][1]];
  if (o.pose === 'running') {
    backArm += arm(sk.armL) + hand(handL, skin, false, false, style.gloves);
    arms += arm(sk.armR) + hand(handR, skin, false, false, style.gloves);
  } else {
    arms += arm(sk.armL) + arm(sk.armR);
    // A prop held in both hands sits between them, the hands over it.
    if (sk.holdAt && o.holding) {
      const [px, py] = T(sk.holdAt);
      arms += `<g transform="translate(${n(px)} ${n(py)}) scale(${o.flip ? -1 : 1} 1)">${o.holding}</g>`;
    }
    arms += hand(handL, skin, !!sk.openHands, false, style.gloves, [-1, 0]);
    arms += hand(handR, skin, !!sk.openHands, !!sk.pointR, style.gloves, dirR);
  }
  if (sk.book) arms = book(dx, dy) + arms;
  if (o.holding && !sk.holdAt) {
    arms += `<g transform="translate(${n(handR[0])} ${n(handR[1])}) scale(${o.flip ? -1 : 1} 1)">${o.holding}</g>`;
  }

  // the body group (scene transform)
  const body = sk.fromBehind
    ? back + backArm + legs + neck(skin, dx, dy) + torso(style, o.outfit, dx, dy, true) + gear + arms + hairBehind
    : back + backArm + legs + neck(skin, dx, dy) + torso(style, o.outfit, dx, dy) + collar(o.outfit, style, dx, dy) + arms;

  // head (ears + head shape) behind the face area
  const [hx, hy] = T(HEAD);
  let head = `<g transform="${headTransform(dx, dy)}">`;
  for (const s of [-1, 1]) {
    head +=
      `<ellipse cx="${n(hx + s * 62)}" cy="${n(hy + 6)}" rx="14" ry="18" fill="${skin}" ${ol(4)}/>` +
      `<path d="M${n(hx + s * 60)} ${n(hy)} q${s * 6} 6 0 12" fill="none" stroke="${INK}" stroke-opacity=".3" stroke-width="3" stroke-linecap="round"/>`;
  }
  head += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${HEAD_RX}" ry="${HEAD_RY}" fill="${skin}" ${ol(5)}/>`;
  head += `<ellipse cx="${n(hx)}" cy="${n(hy + 4)}" rx="${HEAD_RX}" ry="${HEAD_RY - 4}" fill="url(#shadeR)" opacity=".5"/></g>`;

  const front = heroFront(o);

  // the face area, in scene coordinates, with no transformed ancestor
  const fa = faceAreaFor({ pose: o.pose, x: o.x, y: o.y, scale: o.scale, flip: o.flip });
  const faceAttrs =
    `cx="${n(fa.cx)}" cy="${n(fa.cy)}" rx="${n(fa.rx)}" ry="${n(fa.ry)}"` +
    (sk.eyesClosed ? ' data-eyes="closed"' : '') +
    (o.light === 'right' ? ' data-light="right"' : '') +
    (sk.fromBehind ? ' data-seen="from-behind"' : '');
  const features =
    o.blankFace || sk.fromBehind
      ? ''
      : `<g transform="${tf}"><g transform="${headTransform(dx, dy)}"><g transform="translate(${n(dx)} ${n(dy)})">${faceFeatures(o.expression ?? 'happy', sk.eyesClosed)}</g></g></g>`;
  const faceFill = sk.fromBehind ? hairColor : skin;
  const face = o.extra
    ? `<g><ellipse ${faceAttrs} fill="${faceFill}"/>${features}</g>`
    : `<g id="hero-face"><ellipse id="hero-face-area" ${faceAttrs} fill="${faceFill}"/>${features}</g>`;

  return `<g${o.extra ? '' : ' id="hero"'}><g transform="${tf}">${body}${head}</g>${face}${front}</g>`;
}

/**
 * What is drawn over the face: the fringe and, for some outfits, goggles or a helmet. The page generator
 * draws it again over the child's painted face, so the hair frames the face as it does the drawn one.
 */
export function heroFront(o: HeroOptions): string {
  const { dx, dy, fromBehind } = SKELETONS[o.pose] ?? SKELETONS.standing;
  const style = OUTFIT_STYLES[o.outfit] ?? OUTFIT_STYLES.explorer;
  const hair = hairOf(o);
  const front =
    (fromBehind ? backOfHead(hair, o.hairColor ?? C.hair, dx, dy) : hairFront(hair, o.hairColor ?? C.hair, dx, dy)) +
    (o.outfit.startsWith('diver') ? goggles(dx, dy, style.accent) : '') +
    (o.outfit.startsWith('astronaut') ? helmet(dx, dy) : '');
  return `<g transform="${transform(o.x, o.y, o.scale, !!o.flip)}"><g transform="${headTransform(dx, dy)}">${front}</g></g>`;
}

/** Sizes that scenes use to frame the hero: full height of a standing hero in local units. */
export const HERO_HEIGHT = 440;
export { FACE as FACE_LOCAL };
