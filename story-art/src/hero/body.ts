/** The body's parts drawn as curves: arms and legs as bendy tubes, hands, shoes, the neck and a held book. */
import { C, INK, line, mix, n, ol, solidOl } from '../palette.js';
import type { OutfitStyle } from './clothes.js';
import type { P } from './types.js';

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
  const o = outlined ? `<path d="${d}" fill="none" ${solidOl(color, width + 8)}/>` : '';
  return `${o}<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** One arm or leg: a bendy tube (skin), covered by the garment up to `reach` along its length. */
export function limb(pts: [P, P, P], skin: string, garment: string, reach: number, width: number, cuff?: string): string {
  const [a, b, c] = pts;
  const ctl = through(a, b, c);
  const d = quadD(a, ctl, c);
  let out = tube(d, reach >= 1 ? garment : skin, width);
  if (reach > 0 && reach < 1) {
    const [q, e] = subQuad(a, ctl, c, reach);
    const dd = quadD(a, q, e);
    // The sleeve (or the shorts' leg) ends square at its hem, its outline round the limb: part of the arm, not a blob on it.
    out += `<path d="${dd}" fill="none" stroke="${mix(garment, INK, 0.6)}" stroke-width="${width + 8}" stroke-linecap="butt"/>`;
    out += `<circle cx="${n(a[0])}" cy="${n(a[1])}" r="${n(width / 2 + 4)}" fill="${mix(garment, INK, 0.6)}"/>`;
    out += `<path d="${dd}" fill="none" stroke="${garment}" stroke-width="${width + 2}" stroke-linecap="butt"/>`;
    out += `<circle cx="${n(a[0])}" cy="${n(a[1])}" r="${n(width / 2 + 1)}" fill="${garment}"/>`;
    if (cuff) {
      // a little cuff band at the end of the sleeve / shorts
      const [, e2] = subQuad(a, ctl, c, Math.max(0, reach - 0.06));
      out += `<path d="M${n(e2[0])} ${n(e2[1])}L${n(e[0])} ${n(e[1])}" stroke="${cuff}" stroke-width="${width + 7}" stroke-linecap="butt"/>`;
    }
  }
  return out;
}

export function hand(p: P, skin: string, open: boolean, point: boolean, glove?: string, dir: P = [1, 0]): string {
  const fill = glove ?? skin;
  const edge = solidOl(fill);
  const crease = `stroke="${mix(fill, INK, 0.45)}" stroke-width="2.2" stroke-linecap="round"`;
  if (point) {
    const ang = (Math.atan2(dir[1], dir[0]) * 180) / Math.PI;
    return (
      `<g transform="translate(${n(p[0])} ${n(p[1])}) rotate(${n(ang)})">` +
      `<path d="M2 -6 L30 -7 Q37 -3 30 1 L8 2" fill="${fill}" ${edge}/>` +
      `<ellipse cx="0" cy="0" rx="15" ry="14" fill="${fill}" ${edge}/>` +
      `<path d="M-4 -4Q4 0 -2 7" fill="none" ${crease}/></g>`
    );
  }
  if (open) {
    // an open hand: the palm, four fingers spread a little, and the thumb
    return (
      `<g transform="translate(${n(p[0])} ${n(p[1])})">` +
      `<path d="M-13 4 C-15 -6 -14 -14 -12 -20 C-11 -25 -6 -25 -6 -20 L-5 -12 L-4 -25 C-3 -30 3 -30 3 -25 L3 -13 L5 -24 C6 -29 12 -28 11 -23 L9 -11 L12 -18 C14 -22 19 -20 17 -15 L14 -2 C13 10 -11 13 -13 4Z" fill="${fill}" ${edge}/>` +
      `<path d="M12 -1 C21 -7 26 -1 18 7" fill="${fill}" ${edge}/></g>`
    );
  }
  // a loose fist: the fingers curled in front, the thumb over them
  return (
    `<g transform="translate(${n(p[0])} ${n(p[1])})">` +
    `<path d="M-14 -4 C-15 -13 -7 -17 0 -16 C8 -16 15 -12 14 -2 C14 9 7 14 0 14 C-8 14 -14 8 -14 -4Z" fill="${fill}" ${edge}/>` +
    `<path d="M-9 2 C-6 5 -3 5 0 2 M0 3 C3 6 6 6 9 2" fill="none" ${crease}/>` +
    `<path d="M-12 -7 C-5 -12 3 -11 7 -6" fill="none" ${crease}/></g>`
  );
}

export function shoe(p: P, kind: OutfitStyle['shoeKind'], color: string, side: -1 | 1, angle = 0): string {
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

export function neck(skin: string, dx: number, dy: number): string {
  return (
    `<path d="M${n(-13 + dx)} ${n(-280 + dy)} L${n(-13 + dx)} ${n(-254 + dy)} L${n(13 + dx)} ${n(-254 + dy)} L${n(13 + dx)} ${n(-280 + dy)}Z" fill="${skin}" ${ol(4)}/>` +
    `<path d="M${n(-13 + dx)} ${n(-262 + dy)} Q${n(dx)} ${n(-254 + dy)} ${n(13 + dx)} ${n(-262 + dy)}" fill="none" stroke="${INK}" stroke-opacity=".18" stroke-width="6"/>`
  );
}

export function book(dx: number, dy: number): string {
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
