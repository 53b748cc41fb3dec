/** Each pose as a skeleton: where the arms and legs bend, and how the body sits. */
import type { P, Pose } from './types.js';

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

export const SKELETONS: Record<Pose, Skeleton> = {
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
