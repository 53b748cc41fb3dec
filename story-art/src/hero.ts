/**
 * The hero child: a gender-neutral picture-book figure in several poses and outfits. The face is an ellipse in
 * scene coordinates inside <g id="hero-face">, so later code can place the child's own face photo exactly there.
 */
import { C, INK, n, ol, shape, transform, groundShadow } from './palette.js';
import { book, hand, limb, neck, shoe } from './hero/body.js';
import { OUTFIT_STYLES, backGear, collar, goggles, helmet, torso } from './hero/clothes.js';
import {
  CHIN_Y,
  FACE,
  HEAD,
  HEAD_RX,
  HEAD_RY,
  HEAD_SCALE,
  backOfHead,
  faceFeatures,
  hairBack,
  hairFront,
  hairOf,
  headTransform,
} from './hero/head.js';
import { SKELETONS } from './hero/skeletons.js';
import type { FaceArea, HeroOptions, P } from './hero/types.js';

export { POSES, OUTFITS, HAIRS } from './hero/types.js';
export type { Pose, Outfit, Hair, Expression, HeroOptions, Side, HeroLayers, FaceArea } from './hero/types.js';
export { hairTop } from './hero/head.js';

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
