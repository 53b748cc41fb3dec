/** The head: its place, its size and shape, and the skin of it (ears, head, face area). */
import type { HeroLook } from 'contracts/hero';
import { INK, n, ol } from '../palette.js';
import type { FaceArea, P } from './types.js';

// Hero-local units: feet on y = 0, head centre at y = -326, about 420 units tall.
export const HEAD: P = [0, -326];
export const HEAD_RX = 64;
export const HEAD_RY = 66;
/** The face area relative to the head: what the page's words and the camera keep in view. */
export const FACE: FaceArea = { cx: 0, cy: -318, rx: 49, ry: 55 };
/**
 * Head, hair and face are drawn larger than the body, about the chin, in the picture-book way: it is
 * the child's own face that readers look for, so it gets the room.
 */
export const HEAD_SCALE = 1.18;
export const CHIN_Y = -262;

/** A round face is a little wider and shorter than an oval one, a long face narrower and longer. */
export const FACE_SHAPE_SCALE: Record<HeroLook['faceShape'], { sx: number; sy: number }> = {
  round: { sx: 1.06, sy: 0.95 },
  oval: { sx: 1, sy: 1 },
  long: { sx: 0.92, sy: 1.07 },
};

/**
 * The transform that enlarges a head drawn at (dx, dy) about its chin; under it the head is drawn in
 * head-local units. What is worn on the head (a helmet, goggles) is drawn under it as it is.
 */
export function headTransform(dx: number, dy: number): string {
  return `translate(${n(dx)} ${n(CHIN_Y + dy)}) scale(${HEAD_SCALE}) translate(${n(-dx)} ${n(-CHIN_Y - dy)}) translate(${n(dx)} ${n(dy)})`;
}

/** The face's shape, about the head's centre: under it are drawn the head, its hair and its features. */
export function faceShapeTransform(faceShape: HeroLook['faceShape']): string | null {
  const { sx, sy } = FACE_SHAPE_SCALE[faceShape];
  return sx === 1 && sy === 1 ? null : `translate(0 ${HEAD[1]}) scale(${sx} ${sy}) translate(0 ${-HEAD[1]})`;
}

/** Ears and the head's round, in the skin's tone, lit from the top left. */
export function headShape(skin: string): string {
  const [hx, hy] = HEAD;
  let out = '';
  for (const s of [-1, 1]) {
    out +=
      `<ellipse cx="${n(hx + s * 62)}" cy="${n(hy + 6)}" rx="14" ry="18" fill="${skin}" ${ol(4)}/>` +
      `<path d="M${n(hx + s * 60)} ${n(hy)} q${s * 6} 6 0 12" fill="none" stroke="${INK}" stroke-opacity=".3" stroke-width="3" stroke-linecap="round"/>`;
  }
  out += `<ellipse cx="${n(hx)}" cy="${n(hy)}" rx="${HEAD_RX}" ry="${HEAD_RY}" fill="${skin}" ${ol(5)}/>`;
  out += `<ellipse cx="${n(hx)}" cy="${n(hy + 4)}" rx="${HEAD_RX}" ry="${HEAD_RY - 4}" fill="url(#shadeR)" opacity=".5"/>`;
  return out;
}
