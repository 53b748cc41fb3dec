/**
 * The hero child: a picture-book figure in several poses and outfits, drawn from the look the parent
 * confirmed (skin, hair, eyes, glasses, face, details). The face area is marked as an ellipse in scene
 * coordinates (<ellipse id="hero-face-area">), for the page's words and the camera to keep clear of.
 */
import { heroColours, type HeroLook } from 'contracts/hero';
import { C, n, shape, skinRamp, transform, groundShadow } from './palette.js';
import { book, hand, limb, neck, shoe } from './hero/body.js';
import { OUTFIT_STYLES, backGear, collar, goggles, helmet, HELMET, torso } from './hero/clothes.js';
import { faceFeatures } from './hero/face.js';
import { hairOf, hairShine, hairTopY } from './hero/hair.js';
import { CHIN_Y, FACE, FACE_SHAPE_SCALE, HEAD, HEAD_SCALE, faceShapeTransform, headShape, headTransform } from './hero/head.js';
import { SKELETONS } from './hero/skeletons.js';
import type { FaceArea, HeroOptions, P } from './hero/types.js';

export { POSES, OUTFITS } from './hero/types.js';
export type { Pose, Outfit, Expression, HeroOptions, Side, HeroLayers, FaceArea } from './hero/types.js';

type Placement = Pick<HeroOptions, 'pose' | 'x' | 'y' | 'scale' | 'flip' | 'tilt'> & { faceShape?: HeroLook['faceShape'] };

/** The hero turns about the middle of the body: this far above the feet, in hero units. */
const TILT_CENTRE = 220;

/** A point of the untilted hero in scene coordinates, turned as the hero is tilted. */
function tilted(o: Placement, [x, y]: P): P {
  if (!o.tilt) return [x, y];
  const [cx, cy] = [o.x, o.y - TILT_CENTRE * o.scale];
  const [cos, sin] = [Math.cos((o.tilt * Math.PI) / 180), Math.sin((o.tilt * Math.PI) / 180)];
  return [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
}

/** Where a head-local point of the hero lands in scene coordinates. */
function headPointAt(o: Placement, [x, y]: P): P {
  const sk = SKELETONS[o.pose];
  const { sx, sy } = FACE_SHAPE_SCALE[o.faceShape ?? 'oval'];
  const shapedX = x * sx;
  const shapedY = HEAD[1] + (y - HEAD[1]) * sy;
  const sign = o.flip ? -1 : 1;
  return tilted(o, [
    o.x + sign * (shapedX * HEAD_SCALE + sk.dx) * o.scale,
    o.y + (CHIN_Y + (shapedY - CHIN_Y) * HEAD_SCALE + sk.dy) * o.scale,
  ]);
}

/** Where the face area lands in scene coordinates for the given placement. */
export function faceAreaFor(o: Placement): FaceArea {
  const { sx, sy } = FACE_SHAPE_SCALE[o.faceShape ?? 'oval'];
  const [cx, cy] = headPointAt(o, [FACE.cx, FACE.cy]);
  return { cx, cy, rx: FACE.rx * sx * HEAD_SCALE * o.scale, ry: FACE.ry * sy * HEAD_SCALE * o.scale };
}

/** The top of the hero's hair (or bun, patka, helmet) in scene coordinates: what a page's words must stay below. */
export function hairTopFor(o: Placement & { look: HeroLook; outfit?: HeroOptions['outfit'] }): number {
  if (o.tilt) {
    // A tilted head's highest point: as far above its face's centre as the hair's top is from it upright.
    const upright = { ...o, tilt: 0 };
    const reach = faceAreaFor({ ...upright, faceShape: o.look.faceShape }).cy - hairTopFor(upright);
    return faceAreaFor({ ...o, faceShape: o.look.faceShape }).cy - reach;
  }
  const helmeted = o.outfit?.startsWith('astronaut') ?? false;
  const hair = headPointAt({ ...o, faceShape: o.look.faceShape }, [0, hairTopY(o.look, helmeted)])[1];
  const worn = HEADWEAR_TOP[o.outfit?.replace('-alt', '') ?? ''];
  return worn === undefined ? hair : Math.min(hair, headPointAt(o, [0, worn])[1]);
}

/** The top of what an outfit wears on the head (head-local y); a snorkel's thin tube may reach into the words. */
const HEADWEAR_TOP: Record<string, number> = { astronaut: HELMET.cy - HELMET.r - 3 };

/** The hero child as an SVG fragment in scene coordinates. */
export function hero(o: HeroOptions): string {
  const sk = SKELETONS[o.pose] ?? SKELETONS.standing;
  const style = { ...(OUTFIT_STYLES[o.outfit] ?? OUTFIT_STYLES.explorer), ...o.dressedIn };
  const { look } = o;
  const colours = heroColours(look);
  const skin = colours.skin;
  const hairColours = { hair: colours.hair, hi: hairShine(colours.hair) };
  const helmeted = o.outfit.startsWith('astronaut');
  const hair = hairOf(look, hairColours, helmeted);
  const { dx, dy } = sk;
  const T: (p: P) => P = (p) => [p[0] + dx, p[1] + dy];
  // A tilt turns the placed hero about the middle of the body (scene coordinates, so it comes first).
  const turned = o.tilt ? `rotate(${n(o.tilt)} ${n(o.x)} ${n(o.y - TILT_CENTRE * o.scale)}) ` : '';
  const tf = turned + transform(o.x, o.y, o.scale, !!o.flip);
  const headTf = headTransform(dx, dy);
  const shapeTf = faceShapeTransform(look.faceShape);
  const shaped = (svg: string) => (shapeTf ? `<g transform="${shapeTf}">${svg}</g>` : svg);
  const armW = 24;
  const legW = 28;
  const sleeveReach = style.sleeve === 'long' ? 1 : style.sleeve === 'rolled' ? 0.55 : 0.42;
  const sleeveCuff = style.sleeve === 'long' ? undefined : style.topDark;
  // In a space helmet, all the hair stays inside its glass.
  const clipId = `hair-${Math.round(o.x)}-${Math.round(o.y)}`;
  const hairGroup = (svg: string) =>
    svg ? `<g transform="${headTf}"${helmeted ? ` clip-path="url(#${clipId})"` : ''}>${shaped(svg)}</g>` : '';
  const clip = helmeted ? `<clipPath id="${clipId}"><circle cx="${HELMET.cx}" cy="${HELMET.cy}" r="${HELMET.inner}"/></clipPath>` : '';

  let back = clip;
  if (!o.noShadow && o.pose !== 'floating') {
    // A jump leaves its shadow on the ground, smaller and fainter.
    back += sk.airborne ? groundShadow(dx, 4, 46, 10, 0.12) : groundShadow(dx, 4, sk.sitting ? 96 : 70, 16, 0.2);
  }
  const gear = backGear(o.outfit, style, dx, dy);
  if (!sk.fromBehind) back += hairGroup(hair.behind) + gear;

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
  // A prop is held under the fingers: between both hands where the pose holds it so, else in the right hand.
  const held = ([px, py]: P) =>
    o.holding ? `<g transform="translate(${n(px)} ${n(py)}) scale(${o.flip ? -1 : 1} 1)">${o.holding}</g>` : '';
  if (o.pose === 'running') {
    backArm += arm(sk.armL) + hand(handL, skin, false, false, style.gloves);
    arms += arm(sk.armR) + held(handR) + hand(handR, skin, false, false, style.gloves);
  } else {
    arms += arm(sk.armL) + arm(sk.armR) + held(sk.holdAt ? T(sk.holdAt) : handR);
    arms += hand(handL, skin, !!sk.openHands, false, style.gloves, [-1, 0]);
    arms += hand(handR, skin, !!sk.openHands, !!sk.pointR, style.gloves, dirR);
  }
  if (sk.book) arms = book(dx, dy) + arms;

  // the body group (scene transform); plaits fall over the shoulders, under the arms
  const body = sk.fromBehind
    ? back + backArm + legs + neck(skin, dx, dy) + torso(style, o.outfit, dx, dy, true) + gear + arms
    : back +
      backArm +
      legs +
      neck(skin, dx, dy) +
      torso(style, o.outfit, dx, dy) +
      collar(o.outfit, style, dx, dy) +
      hairGroup(hair.overBody) +
      arms;

  const ramp = skinRamp(skin);
  const head = sk.fromBehind
    ? `<g transform="${headTf}">${shaped(headShape(skin))}</g>` + hairGroup(hair.fromBehind)
    : `<g transform="${headTf}">${shaped(headShape(skin) + faceFeatures(look, o.expression ?? 'happy', !!sk.eyesClosed, { skin, skinShadow: ramp.shadow, hair: colours.hair, eyes: colours.eyes }))}</g>` +
      hairGroup(hair.cap);
  const headwear = (o.outfit.startsWith('diver') ? goggles(style.accent, sk.fromBehind) : '') + (helmeted ? helmet() : '');

  // the face area, in scene coordinates, with no transformed ancestor
  const fa = faceAreaFor({ pose: o.pose, x: o.x, y: o.y, scale: o.scale, flip: o.flip, tilt: o.tilt, faceShape: look.faceShape });
  const hairTop = hairTopFor({ ...o, look });
  const marker = o.extra
    ? ''
    : `<ellipse id="hero-face-area" cx="${n(fa.cx)}" cy="${n(fa.cy)}" rx="${n(fa.rx)}" ry="${n(fa.ry)}" fill="none" data-hair-top="${n(hairTop)}"${sk.fromBehind ? ' data-seen="from-behind"' : ''}/>`;

  return (
    `<g${o.extra ? '' : ' id="hero"'}><g transform="${tf}">${body}${head}` +
    (headwear ? `<g transform="${headTf}">${headwear}</g>` : '') +
    `</g>${marker}</g>`
  );
}

/** Sizes that scenes use to frame the hero: full height of a standing hero in local units. */
export const HERO_HEIGHT = 440;
