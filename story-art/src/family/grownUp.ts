/**
 * A grown-up beside the hero: a parent or grandparent, drawn in the hero's own way (the same head, face,
 * hair, limbs and hands) with a grown-up's proportions: the head a fifth of the height instead of a
 * third, 1.45 times the child's height. An elder stands a little stooped, with soft lines at the eyes.
 * Local units as the hero's: feet on y = 0, facing the reader; `flip` turns them the other way.
 */
import { heroColours } from 'contracts/hero';
import { asHeroLook } from './asHeroLook.js';
import { companionColours, type CompanionLook } from 'contracts/companions';
import { C, INK, line, mix, n, ol, shape, skinRamp, transform, groundShadow } from '../palette.js';
import { hand, limb, shoe } from '../hero/body.js';
import { helmet } from '../hero/clothes.js';
import { faceFeatures } from '../hero/face.js';
import { hairOf, hairShine } from '../hero/hair.js';
import { headShape } from '../hero/head.js';
import type { Expression, FaceArea, P } from '../hero/types.js';

export type GrownUpPose = 'standing' | 'waving' | 'walking' | 'pointing' | 'cheering' | 'holding' | 'sitting';

interface Skeleton {
  /** how far the upper body (torso, arms, head) sits below a standing one's */
  dy: number;
  armL: [P, P, P];
  armR: [P, P, P];
  legL: [P, P, P];
  legR: [P, P, P];
  open?: boolean;
  point?: boolean;
  sitting?: boolean;
}

const SHOULDER_L: P = [-54, -456];
const SHOULDER_R: P = [54, -456];
const HIP_L: P = [-30, -292];
const HIP_R: P = [30, -292];
const STANDING_LEGS = { legL: [HIP_L, [-32, -150], [-34, -12]] as [P, P, P], legR: [HIP_R, [32, -150], [34, -12]] as [P, P, P] };

const SKELETONS: Record<GrownUpPose, Skeleton> = {
  standing: { dy: 0, armL: [SHOULDER_L, [-70, -372], [-72, -292]], armR: [SHOULDER_R, [70, -372], [72, -292]], ...STANDING_LEGS },
  waving: {
    dy: 0,
    armL: [SHOULDER_L, [-70, -372], [-70, -292]],
    armR: [SHOULDER_R, [116, -500], [128, -588]],
    ...STANDING_LEGS,
    open: true,
  },
  cheering: {
    dy: 0,
    armL: [SHOULDER_L, [-112, -520], [-124, -604]],
    armR: [SHOULDER_R, [112, -520], [124, -604]],
    ...STANDING_LEGS,
    open: true,
  },
  pointing: {
    dy: 0,
    armL: [SHOULDER_L, [-70, -372], [-72, -292]],
    armR: [SHOULDER_R, [130, -444], [196, -462]],
    ...STANDING_LEGS,
    point: true,
  },
  holding: { dy: 0, armL: [SHOULDER_L, [-72, -378], [-16, -350]], armR: [SHOULDER_R, [72, -378], [16, -350]], ...STANDING_LEGS },
  walking: {
    dy: -4,
    armL: [SHOULDER_L, [-84, -378], [-100, -310]],
    armR: [SHOULDER_R, [62, -372], [40, -300]],
    legL: [HIP_L, [-60, -156], [-92, -14]],
    legR: [HIP_R, [44, -150], [62, -14]],
  },
  sitting: {
    dy: 176,
    // the hands rest on the knees (standing coordinates: the upper body is lowered by dy)
    armL: [SHOULDER_L, [-84, -376], [-100, -284]],
    armR: [SHOULDER_R, [84, -376], [100, -284]],
    legL: [
      [-30, -110],
      [-110, -74],
      [-24, -16],
    ],
    legR: [
      [30, -110],
      [110, -74],
      [24, -16],
    ],
    sitting: true,
  },
};

/** Where the chin sits (local y, standing); the head is the hero's, drawn at this scale about it. */
const CHIN = -478;
const HEAD_SCALE = 1;
/** An elder's lean forwards: the head and shoulders this far ahead of the hips. */
const STOOP = 8;

/** A beard round the jaw from ear to ear below the smile, or a moustache above it (head-local units). */
function facialHair(kind: CompanionLook['facialHair'], hair: string): string {
  const edge = `stroke="${mix(hair, INK, 0.55)}" stroke-width="3" stroke-linejoin="round"`;
  const moustache = `<path d="M-24 -292 C-16 -304 -5 -304 0 -298 C5 -304 16 -304 24 -292 C15 -296 7 -293 0 -295 C-7 -293 -15 -296 -24 -292Z" fill="${hair}" ${edge}/>`;
  if (kind === 'moustache') return moustache;
  if (kind === 'beard')
    return (
      `<path d="M-62 -318 C-64 -266 -36 -232 0 -230 C36 -232 64 -266 62 -318 C56 -292 44 -276 28 -272 C16 -268 8 -272 0 -271 C-8 -272 -16 -268 -28 -272 C-44 -276 -56 -292 -62 -318Z" fill="${hair}" ${edge}/>` +
      moustache
    );
  return '';
}

/** An elder's face: soft lines at the eyes' corners and beside the smile, in the skin's own shadow. */
function elderLines(shadow: string): string {
  return [-1, 1]
    .map(
      (s) =>
        `<path d="M${s * 38} -326 l${s * 7} -4 M${s * 38} -318 l${s * 8} 1" fill="none" stroke="${shadow}" stroke-width="2.4" stroke-linecap="round"/>` +
        `<path d="M${s * 20} -300 q${s * 6} 8 ${s * 3} 18" fill="none" stroke="${shadow}" stroke-width="2.4" stroke-linecap="round" opacity=".8"/>`,
    )
    .join('');
}

/** The colour of what is worn on the legs: trousers darker than a shirt, a pyjama lighter than a kurta. */
function legWear(look: CompanionLook, cloth: string): string {
  if (look.clothing === 'kurta' || look.clothing === 'salwar-kameez') return mix(cloth, '#ffffff', 0.6);
  return look.clothing === 't-shirt' ? '#4f6a94' : '#5b5064';
}

interface Dress {
  cloth: string;
  fold: string;
  /** where the garment over the body ends (local y) and how wide it is there */
  hem: number;
  flare: number;
  sleeve: number;
}

const DRESS: Record<CompanionLook['clothing'], Omit<Dress, 'cloth' | 'fold'>> = {
  kurta: { hem: -170, flare: 66, sleeve: 0.85 },
  'salwar-kameez': { hem: -160, flare: 70, sleeve: 0.75 },
  shirt: { hem: -282, flare: 54, sleeve: 0.9 },
  't-shirt': { hem: -282, flare: 54, sleeve: 0.42 },
  dress: { hem: -120, flare: 96, sleeve: 0.38 },
  saree: { hem: -350, flare: 50, sleeve: 0.3 },
  romper: { hem: -250, flare: 56, sleeve: 0.4 },
};

/** The garment over the body, from the shoulders to its hem: a top, a kurta to the knee, a dress, a saree's blouse. */
function garment(look: CompanionLook, worn: Dress, dy: number, stoop: number, sitting: boolean): string {
  const T = (x: number, y: number) => `${n(x + (y < -300 ? stoop : 0))} ${n(y + dy)}`;
  const waist = look.clothing === 'saree' ? -350 : -336;
  // Seated, what falls below the hips lies in the lap instead.
  const d = sitting ? { ...worn, hem: Math.min(worn.hem, -296), flare: Math.min(worn.flare, 60) } : worn;
  let out = '';
  if (look.clothing === 'saree' && !sitting) {
    // the skirt falls to the ankles over the legs, pleated in front, with its gold border
    out += shape(
      `M${T(-48, -352)} C${T(-56, -240)} ${T(-66, -100)} ${T(-70, -8)} C${T(-24, 2)} ${T(24, 2)} ${T(70, -8)} C${T(66, -100)} ${T(56, -240)} ${T(48, -352)}Z`,
      d.cloth,
    );
    out += line(`M${T(-8, -330)} L${T(-14, -10)} M${T(8, -330)} L${T(10, -10)} M${T(22, -300)} L${T(30, -12)}`, d.fold, 3, 0.6);
    out += `<path d="M${T(-69, -26)} C${T(-24, -16)} ${T(24, -16)} ${T(69, -26)}" fill="none" stroke="${C.gold}" stroke-width="12"/>`;
  }
  const top = `M${T(-26, -476)} C${T(-44, -474)} ${T(-58, -466)} ${T(-60, -448)} L${T(-50, waist)} C${T(-52, -316)} ${T(-d.flare, d.hem + 20)} ${T(-d.flare, d.hem)} C${T(-30, d.hem + 8)} ${T(30, d.hem + 8)} ${T(d.flare, d.hem)} C${T(d.flare, d.hem + 20)} ${T(52, -316)} ${T(50, waist)} L${T(60, -448)} C${T(58, -466)} ${T(44, -474)} ${T(26, -476)} Q${T(0, -466)} ${T(-26, -476)}Z`;
  out += shape(top, d.cloth);
  if (look.clothing === 'kurta' || look.clothing === 'salwar-kameez') {
    out += line(`M${T(0, -468)} L${T(0, -400)}`, d.fold, 5, 0.9);
    out += line(
      `M${T(-d.flare + 2, d.hem + 2)} L${T(-d.flare + 6, d.hem - 40)} M${T(d.flare - 2, d.hem + 2)} L${T(d.flare - 6, d.hem - 40)}`,
      INK,
      3,
      0.4,
    );
  }
  if (look.clothing === 'shirt') {
    out += `<path d="M${T(-20, -474)} L${T(0, -448)} L${T(20, -474)}" fill="none" stroke="${d.fold}" stroke-width="5" stroke-linejoin="round"/>`;
    for (const by of [-440, -404, -368, -332]) out += `<circle cx="${n(stoop)}" cy="${n(by + dy)}" r="3.5" fill="${d.fold}"/>`;
  }
  if (look.clothing === 'dress')
    out += `<path d="M${T(-50, -336)} C${T(-20, -328)} ${T(20, -328)} ${T(50, -336)}" fill="none" stroke="${d.fold}" stroke-width="7"/>`;
  if (look.clothing === 'saree') {
    // the pallu, over the left shoulder and across the body to the right hip
    out += shape(
      `M${T(-58, -470)} C${T(-20, -450)} ${T(30, -390)} ${T(54, -340)} L${T(48, -300)} C${T(10, -350)} ${T(-30, -400)} ${T(-60, -420)}Z`,
      d.cloth,
      3.5,
    );
    out += `<path d="M${T(50, -336)} L${T(46, -304)}" stroke="${C.gold}" stroke-width="8"/>`;
  }
  if (look.clothing === 'salwar-kameez') {
    // the dupatta round the neck, its ends behind the shoulders
    out += `<path d="M${T(-52, -462)} C${T(-30, -420)} ${T(30, -420)} ${T(52, -462)}" fill="none" stroke="${mix(d.cloth, '#ffffff', 0.5)}" stroke-width="14" stroke-linecap="round"/>`;
  }
  return out;
}

export interface GrownUpOptions {
  look: CompanionLook;
  elder: boolean;
  pose: GrownUpPose;
  x: number;
  y: number;
  scale: number;
  flip?: boolean;
  expression?: Expression;
  /** An SVG fragment held in the front hand (local units), as the hero holds one. */
  holding?: string;
  /** In space or under the sea: a glass helmet over the head. */
  helmeted?: boolean;
  /** Off the ground: no shadow under the feet. */
  noShadow?: boolean;
}

/** Where a grown-up's face lands in scene coordinates: kept clear of the page's words, as the hero's is. */
export function grownUpFaceArea(o: Pick<GrownUpOptions, 'elder' | 'pose' | 'x' | 'y' | 'scale' | 'flip'>): FaceArea & { hairTop: number } {
  const sk = SKELETONS[o.pose];
  const s = o.scale;
  const stoop = (o.elder ? STOOP : 0) * (o.flip ? -1 : 1);
  const cy = o.y + (CHIN + sk.dy + (-318 + 262) * HEAD_SCALE) * s;
  return {
    cx: o.x + stoop * s,
    cy,
    rx: 49 * HEAD_SCALE * s,
    ry: 55 * HEAD_SCALE * s,
    hairTop: o.y + (CHIN + sk.dy - 190 * HEAD_SCALE) * s,
  };
}

/** A grown-up as an SVG fragment in scene coordinates. */
export function grownUp(o: GrownUpOptions): string {
  const { look } = o;
  const sk = SKELETONS[o.pose];
  const drawn = asHeroLook(look, 'oval');
  const skin = heroColours(drawn).skin;
  const ramp = skinRamp(skin);
  const colours = companionColours(look);
  const dress: Dress = { cloth: colours.cloth, fold: colours.fold, ...DRESS[look.clothing] };
  const stoop = o.elder ? STOOP : 0;
  const up = (p: P): P => [p[0] + (p[1] < -300 ? stoop : 0), p[1] + sk.dy];
  const hair = hairOf(look, { hair: colours.hair, hi: hairShine(colours.hair) });
  // The hero's head, its chin on the neck; under this transform the head is drawn in head-local units.
  const headTf = `translate(${n(stoop)} ${n(CHIN + sk.dy)}) scale(${HEAD_SCALE}) translate(0 262)`;

  const legs = [sk.legL, sk.legR]
    .map((pts, i) => {
      const covered = look.clothing === 'saree';
      const worn = look.clothing === 'dress' ? 0 : 1;
      const limbs = covered ? '' : limb(pts, skin, legWear(look, colours.cloth), worn, 32);
      const side: -1 | 1 = sk.sitting ? (i === 0 ? 1 : -1) : i === 0 ? -1 : 1;
      // Under a saree only the feet show, below its hem however the legs stride.
      const foot: P = covered && !sk.sitting ? [Math.max(-40, Math.min(40, pts[2][0])), pts[2][1]] : pts[2];
      return (
        limbs +
        shoe(foot, look.clothing === 't-shirt' || look.clothing === 'shirt' ? 'sneaker' : 'mojari', mix(colours.fold, INK, 0.3), side)
      );
    })
    .join('');
  const arm = (pts: [P, P, P]) => limb(pts.map(up) as [P, P, P], skin, dress.cloth, dress.sleeve, 26, dress.fold);
  const [handL, handR] = [up(sk.armL[2]), up(sk.armR[2])];
  const dirR: P = [sk.armR[2][0] - sk.armR[1][0], sk.armR[2][1] - sk.armR[1][1]];
  const held = o.holding ? `<g transform="translate(${n(handR[0])} ${n(handR[1])}) scale(${o.flip ? -1 : 1} 1)">${o.holding}</g>` : '';
  const arms =
    arm(sk.armL) +
    arm(sk.armR) +
    held +
    hand(handL, skin, !!sk.open, false, undefined, [-1, 0]) +
    hand(handR, skin, !!sk.open, !!sk.point, undefined, dirR);
  const neck = `<path d="M${n(stoop - 15)} ${n(CHIN + 10 + sk.dy)} L${n(stoop - 17)} ${n(-466 + sk.dy)} L${n(stoop + 17)} ${n(-466 + sk.dy)} L${n(stoop + 15)} ${n(CHIN + 10 + sk.dy)}Z" fill="${skin}" ${ol(4)}/>`;
  // Seated in a saree, its skirt spreads over the crossed legs to the ground, its border along the hem.
  const seated = !sk.sitting
    ? ''
    : look.clothing === 'saree'
      ? shape('M-116 -8 C-124 -70 -70 -132 0 -128 C70 -132 124 -70 116 -8 C60 4 -60 4 -116 -8Z', dress.cloth) +
        '<path d="M-112 -22 C-60 -10 60 -10 112 -22" fill="none" stroke="' +
        C.gold +
        '" stroke-width="12"/>'
      : shape('M-80 -120 C-96 -70 -50 -40 0 -44 C50 -40 96 -70 80 -120 C40 -140 -40 -140 -80 -120Z', legWear(look, colours.cloth));
  const face =
    headShape(skin) +
    faceFeatures(drawn, o.expression ?? 'happy', false, { skin, skinShadow: ramp.shadow, hair: colours.hair, eyes: '#2e1d17' }) +
    (o.elder ? elderLines(ramp.shadow) : '') +
    facialHair(look.facialHair, colours.hair);
  const head = `<g transform="${headTf}">${face}${hair.cap}${o.helmeted ? helmet() : ''}</g>`;
  const shadow = o.noShadow ? '' : groundShadow(0, 4, sk.sitting ? 110 : 80, 16, 0.2);
  const crossed = sk.sitting && look.clothing !== 'saree' ? legs : '';
  const body =
    `<g transform="${headTf}">${hair.behind}</g>` +
    shadow +
    (sk.sitting ? '' : legs) +
    seated +
    crossed +
    neck +
    garment(look, dress, sk.dy, stoop, !!sk.sitting) +
    `<g transform="${headTf}">${hair.overBody}</g>` +
    arms;
  return `<g transform="${transform(o.x, o.y, o.scale, !!o.flip)}">${body}${head}</g>`;
}
