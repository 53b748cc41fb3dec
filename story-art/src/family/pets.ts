/**
 * The family's pets: a dog, a cat, a parrot and a rabbit in the coat the parent chose, drawn in the
 * story animals' way (soft outlines, the house shading, round eyes with a catch-light). Each sits on
 * (0, 0) facing right, in local units where the hero stands 440 tall; `pet` places one in the scene.
 */
import { petColours, type PetCompanion } from 'contracts/companions';
import { C, INK, circle, ellipse, flat, groundShadow, line, mix, place, shape } from '../palette.js';
import { closedEye, eye } from '../props/common.js';

export type PetPose = 'sit' | 'stand';

interface Coat {
  coat: string;
  mark: string;
}

/** Pink inside ears and on noses, warmed towards the coat. */
const innerEar = (coat: Coat) => mix(C.pink, coat.coat, 0.25);
const happyMouth = (x: number, y: number, r: number) =>
  `<path d="M${x - r} ${y} q${r / 2} ${r * 0.7} ${r} 0 q${r / 2} ${r * 0.7} ${r} 0" fill="none" stroke="${INK}" stroke-opacity=".7" stroke-width="3" stroke-linecap="round"/>`;

/** A dog: floppy ears, a wagging tail. Sitting about 200 tall; standing about 170 tall and 220 long. */
function dog(coat: Coat, pose: PetPose, asleep: boolean): string {
  const standing = pose === 'stand';
  const [hx, hy] = standing ? [78, -150] : [18, -168];
  const body = standing
    ? shape('M-96 -104 C-100 -146 -60 -150 0 -146 C60 -150 96 -136 96 -100 C96 -70 60 -62 0 -64 C-60 -62 -96 -70 -96 -104Z', coat.coat, 4)
    : shape('M-54 -6 C-70 -60 -56 -126 -12 -136 C30 -140 56 -110 58 -60 C60 -30 50 -6 36 -4 C10 4 -30 4 -54 -6Z', coat.coat, 4);
  const legs = standing
    ? [-74, -40, 44, 78]
        .map((x) => shape(`M${x - 13} -90 L${x - 14} -6 C${x - 6} 2 ${x + 8} 2 ${x + 14} -6 L${x + 13} -90Z`, coat.coat, 3.5))
        .join('')
    : ellipse(-24, -8, 24, 12, coat.coat, 3.5, 'r') +
      ellipse(30, -8, 24, 12, coat.coat, 3.5, 'r') +
      line('M-12 -30 L-14 -10 M18 -30 L20 -10', INK, 2.5, 0.4);
  const spots = coat.mark !== coat.coat ? ellipse(standing ? -30 : -24, standing ? -120 : -80, 22, 16, coat.mark, 0, 'none') : '';
  const tail = standing
    ? line('M-92 -120 C-120 -140 -126 -170 -112 -186', mix(coat.coat, INK, 0.6), 18, 1) +
      line('M-92 -120 C-120 -140 -126 -170 -112 -186', coat.coat, 11, 1)
    : line('M-48 -20 C-90 -24 -104 -60 -96 -84', mix(coat.coat, INK, 0.6), 18, 1) +
      line('M-48 -20 C-90 -24 -104 -60 -96 -84', coat.coat, 11, 1);
  const ear = (side: -1 | 1) =>
    shape(
      `M${hx + side * 34} ${hy - 30} C${hx + side * 62} ${hy - 26} ${hx + side * 66} ${hy + 20} ${hx + side * 50} ${hy + 34} C${hx + side * 40} ${hy + 20} ${hx + side * 32} ${hy} ${hx + side * 26} ${hy - 18}Z`,
      coat.mark,
      3.5,
    );
  const head =
    ear(-1) +
    ellipse(hx, hy, 50, 46, coat.coat, 4, 'r') +
    ear(1) +
    ellipse(hx + 6, hy + 20, 28, 20, mix(coat.coat, '#ffffff', 0.45), 0, 'none') +
    ellipse(hx + 6, hy + 8, 10, 7, '#2b1d2e', 0, 'none') +
    happyMouth(hx - 6, hy + 24, 12) +
    (asleep ? closedEye(hx - 24, hy - 10, 8) + closedEye(hx + 22, hy - 10, 8) : eye(hx - 18, hy - 10, 8) + eye(hx + 26, hy - 10, 8)) +
    `<ellipse cx="${hx - 34}" cy="${hy + 10}" rx="9" ry="6" fill="${C.blush}" opacity=".5"/>`;
  const collar = standing ? '' : line(`M${hx - 30} ${hy + 40} Q${hx} ${hy + 54} ${hx + 32} ${hy + 38}`, C.tomato, 8, 1);
  return tail + (standing ? legs + body : body + legs) + spots + collar + head;
}

/** A cat: pointed ears, a curling tail, whiskers; a tabby's stripes. Sitting about 180 tall. */
function cat(coat: Coat, pose: PetPose, asleep: boolean, tabby: boolean): string {
  const standing = pose === 'stand';
  const [hx, hy] = standing ? [84, -134] : [6, -150];
  const edge = mix(coat.coat, INK, 0.6);
  const tail = standing
    ? line('M-84 -96 C-120 -120 -112 -176 -84 -180', edge, 16, 1) + line('M-84 -96 C-120 -120 -112 -176 -84 -180', coat.coat, 9, 1)
    : line('M40 -10 C90 -6 100 -50 78 -74', edge, 16, 1) + line('M40 -10 C90 -6 100 -50 78 -74', coat.coat, 9, 1);
  const body = standing
    ? [-66, -38, 42, 70]
        .map((x) =>
          shape(
            `M${x - 12} -80 C${x - 14} -50 ${x - 12} -20 ${x - 14} -8 C${x - 8} 2 ${x + 8} 2 ${x + 13} -6 C${x + 11} -30 ${x + 12} -60 ${x + 10} -80Z`,
            coat.coat,
            3.5,
          ),
        )
        .join('') +
      shape('M-90 -92 C-92 -128 -56 -130 0 -126 C56 -130 92 -120 90 -90 C90 -66 56 -60 0 -62 C-56 -60 -90 -66 -90 -92Z', coat.coat, 4)
    : shape('M-44 -4 C-60 -50 -46 -112 -6 -118 C34 -120 50 -80 48 -40 C48 -16 40 -4 28 -2 C8 4 -24 4 -44 -4Z', coat.coat, 4) +
      ellipse(-18, -6, 18, 9, coat.coat, 3.5, 'r') +
      ellipse(20, -6, 18, 9, coat.coat, 3.5, 'r');
  const stripes = tabby
    ? line(
        standing
          ? 'M-50 -124 l6 26 M-20 -128 l4 28 M10 -128 l2 28 M40 -124 l0 26'
          : 'M-40 -70 l26 6 M-44 -44 l24 4 M38 -70 l-24 6 M42 -44 l-22 4',
        coat.mark,
        7,
        0.85,
      )
    : '';
  const ear = (side: -1 | 1) =>
    shape(`M${hx + side * 14} ${hy - 36} L${hx + side * 40} ${hy - 70} L${hx + side * 46} ${hy - 22}Z`, coat.coat, 3.5, 'none') +
    flat(`M${hx + side * 22} ${hy - 34} L${hx + side * 38} ${hy - 58} L${hx + side * 41} ${hy - 30}Z`, innerEar(coat), 0.9);
  const head =
    ear(-1) +
    ear(1) +
    ellipse(hx, hy, 48, 40, coat.coat, 4, 'r') +
    (tabby ? line(`M${hx - 10} ${hy - 38} l4 14 M${hx + 10} ${hy - 38} l-4 14 M${hx} ${hy - 40} l0 14`, coat.mark, 5, 0.85) : '') +
    `<path d="M${hx - 6} ${hy + 6} L${hx + 6} ${hy + 6} L${hx} ${hy + 13}Z" fill="${C.rose}" ${`stroke="${INK}" stroke-opacity=".5" stroke-width="2"`}/>` +
    happyMouth(hx - 9, hy + 15, 9) +
    (asleep ? closedEye(hx - 26, hy - 6, 7) + closedEye(hx + 12, hy - 6, 7) : eye(hx - 18, hy - 6, 8) + eye(hx + 18, hy - 6, 8)) +
    line(
      `M${hx - 26} ${hy + 10} l-34 -6 M${hx - 26} ${hy + 16} l-34 4 M${hx + 26} ${hy + 10} l34 -6 M${hx + 26} ${hy + 16} l34 4`,
      INK,
      2,
      0.45,
    );
  return tail + body + stripes + head;
}

/** A parrot perched or on the ground, in its colours (coat the body, mark the beak's cheek). About 150 tall. */
function parrot(coat: Coat, asleep: boolean): string {
  const wing = mix(coat.coat, INK, 0.18);
  return (
    shape('M-20 -46 C-44 -20 -76 -2 -110 6 C-80 16 -46 4 -12 -20Z', wing, 3.5) +
    shape('M-26 -40 C-34 -96 -6 -140 30 -140 C66 -140 74 -104 66 -76 C56 -38 28 -10 0 -6 C-18 -8 -24 -20 -26 -40Z', coat.coat, 4) +
    shape('M-16 -90 C2 -104 34 -90 32 -56 C28 -28 0 -16 -20 -26 C-26 -46 -26 -74 -16 -90Z', wing, 3.5) +
    flat('M36 -128 C52 -126 60 -112 58 -98 C46 -94 36 -104 30 -116Z', coat.mark, 0.9) +
    shape('M56 -124 C78 -124 90 -108 84 -88 C78 -98 70 -102 60 -100Z', '#f3e6cf', 3.5) +
    (asleep ? closedEye(34, -114, 6) : eye(40, -116, 6)) +
    line('M-4 -8 l-6 10 M6 -8 l4 10', C.coral, 5, 1)
  );
}

/** A rabbit: long ears, a round tail, a twitching nose. Sitting about 170 tall with its ears. */
function rabbit(coat: Coat, asleep: boolean): string {
  const [hx, hy] = [20, -104];
  const ear = (dx: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${hx + dx} ${hy - 30})">` +
    ellipse(hx + dx, hy - 76, 15, 46, coat.coat, 3.5, 'r') +
    ellipse(hx + dx, hy - 72, 7, 34, innerEar(coat), 0, 'none') +
    '</g>';
  return (
    circle(-46, -30, 18, coat.mark, 3.5) +
    shape('M-50 -6 C-62 -50 -40 -90 0 -92 C40 -94 54 -56 50 -24 C48 -8 36 0 20 0 C-6 4 -36 4 -50 -6Z', coat.coat, 4) +
    ellipse(30, -6, 22, 10, coat.coat, 3.5, 'r') +
    ear(-14, -10) +
    ear(14, 12) +
    ellipse(hx, hy, 40, 34, coat.coat, 4, 'r') +
    ellipse(hx + 4, hy + 14, 18, 12, coat.mark, 0, 'none') +
    `<ellipse cx="${hx + 4}" cy="${hy + 6}" rx="6" ry="4.5" fill="${C.rose}"/>` +
    happyMouth(hx - 4, hy + 13, 8) +
    (asleep ? closedEye(hx - 22, hy - 6, 6) + closedEye(hx + 14, hy - 6, 6) : eye(hx - 14, hy - 6, 7) + eye(hx + 18, hy - 6, 7))
  );
}

/** The local height of each pet, sitting, from its feet to the top of its head or ears. */
export const PET_HEIGHT: Record<PetCompanion['animal'], number> = { dog: 214, cat: 196, parrot: 140, rabbit: 210 };

export interface PetOptions {
  x: number;
  y: number;
  scale: number;
  flip?: boolean;
  pose?: PetPose;
  asleep?: boolean;
  /** In space or under the sea: a glass bubble over the head. */
  helmeted?: boolean;
  /** Off the ground: no shadow. */
  noShadow?: boolean;
}

/** How wide each pet's shadow is on the ground, sitting and standing. */
const SHADOW: Record<PetCompanion['animal'], Record<PetPose, number>> = {
  dog: { sit: 70, stand: 110 },
  cat: { sit: 60, stand: 100 },
  parrot: { sit: 34, stand: 34 },
  rabbit: { sit: 60, stand: 60 },
};

/** The middle and reach of each pet's head (with its ears), for the glass bubble it wears afloat. */
const HEAD: Record<PetCompanion['animal'], Record<PetPose, [number, number, number]>> = {
  dog: { sit: [18, -170, 84], stand: [78, -152, 84] },
  cat: { sit: [6, -160, 80], stand: [84, -144, 80] },
  parrot: { sit: [34, -108, 62], stand: [34, -108, 62] },
  rabbit: { sit: [20, -150, 108], stand: [20, -150, 108] },
};

/** A glass bubble, as the hero's space helmet is drawn. */
function bubble([cx, cy, r]: [number, number, number]): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#glass)" stroke="${INK}" stroke-opacity=".6" stroke-width="5"/>` +
    `<path d="M${cx - r * 0.72} ${cy - r * 0.36} A${r * 0.8} ${r * 0.8} 0 0 1 ${cx - r * 0.2} ${cy - r * 0.86}" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="8" stroke-linecap="round"/>`
  );
}

/** A pet placed in scene coordinates, facing right unless flipped (a parrot and a rabbit always sit). */
export function pet(companion: PetCompanion, o: PetOptions): string {
  const coat = petColours(companion);
  const pose = o.pose ?? 'sit';
  const asleep = !!o.asleep;
  const drawn =
    companion.animal === 'dog'
      ? dog(coat, pose, asleep)
      : companion.animal === 'cat'
        ? cat(coat, pose, asleep, companion.coat === 'tabby')
        : companion.animal === 'parrot'
          ? parrot(coat, asleep)
          : rabbit(coat, asleep);
  const around = o.helmeted ? bubble(HEAD[companion.animal][pose]) : '';
  const shadow = o.noShadow ? '' : groundShadow(0, 0, SHADOW[companion.animal][pose], 11, 0.18);
  return place(o.x, o.y, o.scale, shadow + drawn + around, o.flip);
}
