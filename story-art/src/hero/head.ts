/** The head: its place and size, the hair in front of and behind it, and the drawn face features. */
import { C, INK, line, n, ol, shape } from '../palette.js';
import { HAIRS, type Expression, type FaceArea, type Hair, type HeroOptions, type P } from './types.js';

// Hero-local units: feet on y = 0, head centre at y = -326, about 420 units tall.
export const HEAD: P = [0, -326];
export const HEAD_RX = 64;
export const HEAD_RY = 66;
/** The face area (where the photo goes) relative to the head. */
export const FACE: FaceArea = { cx: 0, cy: -318, rx: 49, ry: 55 };
/**
 * Head, hair and face are drawn larger than the body, about the chin, in the picture-book way: it is
 * the child's own face that readers look for, so it gets the room.
 */
export const HEAD_SCALE = 1.18;
export const CHIN_Y = -262;

/** Where the hero's hair starts above a face area: what must stay clear of the story text. */
export function hairTop(face: FaceArea): number {
  return face.cy - face.ry * 1.45;
}

/** The hair style to draw: one of HAIRS, short for anything else. */
export function hairOf(o: Pick<HeroOptions, 'hair'>): Hair {
  return (HAIRS as string[]).includes(o.hair) ? o.hair : 'short';
}

/** The transform that enlarges a head drawn at (dx, dy) about its chin. */
export function headTransform(dx: number, dy: number): string {
  return `translate(${n(dx)} ${n(CHIN_Y + dy)}) scale(${HEAD_SCALE}) translate(${n(-dx)} ${n(-CHIN_Y - dy)})`;
}

export function hairBack(hair: string, color: string, dx: number, dy: number): string {
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

export function hairFront(hair: string, color: string, dx: number, dy: number): string {
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
export function faceFeatures(expr: Expression, eyesClosed = false): string {
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
export function backOfHead(hair: Hair, color: string, dx: number, dy: number): string {
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
