/**
 * The hero's face from the look: eyes in the child's colour, brows as fine or thick as theirs, glasses,
 * and the small things a parent may add (freckles, dimples, a bindi), with the expression of the page.
 * Head-local units: the face area is centred at (0, -318), 49 x 55.
 */
import type { HeroLook } from 'contracts/hero';
import { C, INK, luminance, mix, n } from '../palette.js';
import type { Expression } from './types.js';

export interface FaceColours {
  skin: string;
  skinShadow: string;
  hair: string;
  eyes: string;
}

const FACE_CY = -318;
const EYE_Y = FACE_CY - 2;
const EYE_X = 19;
const PUPIL = '#21151f';
/** The rose every blush is warmed towards. */
const BLUSH = '#e8505a';

const BROW_WIDTH = { fine: 2.6, medium: 3.8, thick: 5.8 } as const;

function eyes(eyesClosed: boolean, colours: FaceColours): string {
  let out = '';
  for (const s of [-1, 1]) {
    const x = s * EYE_X;
    out += eyesClosed
      ? `<path d="M${x - 9} ${EYE_Y} Q${x} ${EYE_Y + 7} ${x + 9} ${EYE_Y}" fill="none" stroke="${PUPIL}" stroke-width="3.5" stroke-linecap="round"/>`
      : `<ellipse cx="${x}" cy="${EYE_Y}" rx="7.5" ry="10" fill="${colours.eyes}"/>` +
        `<ellipse cx="${x}" cy="${EYE_Y + 1}" rx="4.2" ry="5.8" fill="${PUPIL}"/>` +
        `<circle cx="${x + 2.5}" cy="${EYE_Y - 4}" r="3" fill="#fff"/>`;
  }
  return out;
}

/** Brows at least this much darker (in luminance) than the skin, so they read on every skin, the deepest too. */
const BROW_CONTRAST = 0.45;

/** The brows' colour: the hair's, darkened where it would not stand out from the skin. */
function browColour({ hair, skin }: FaceColours): string {
  let brow = hair;
  for (let step = 0; step < 8 && luminance(brow) > luminance(skin) * BROW_CONTRAST; step += 1) brow = mix(brow, PUPIL, 0.35);
  return brow;
}

function brows(look: Pick<HeroLook, 'eyebrows'>, expression: Expression, colours: FaceColours): string {
  const lift = expression === 'wow' ? 27 : 20;
  // On deep skin a fine line is lost: brows are drawn a little fuller there.
  const width = BROW_WIDTH[look.eyebrows] * (luminance(colours.skin) < 0.12 ? 1.3 : 1);
  const y = EYE_Y - lift;
  const colour = browColour(colours);
  return [-1, 1]
    .map(
      (s) =>
        `<path d="M${s * 11} ${y} Q${s * 19} ${y - 6} ${s * 28} ${y + 1}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"/>`,
    )
    .join('');
}

/** The cheeks' blush, warmed from the skin's own tone: a pink on light skin, a deep rose on deep skin. */
function blush(colours: FaceColours): string {
  const colour = mix(colours.skin, BLUSH, 0.55);
  return [-1, 1].map((s) => `<ellipse cx="${s * 31}" cy="${EYE_Y + 18}" rx="10" ry="7" fill="${colour}" opacity=".55"/>`).join('');
}

function mouth(expression: Expression): string {
  const y = FACE_CY;
  if (expression === 'wow')
    return `<ellipse cx="0" cy="${y + 30}" rx="8" ry="10" fill="#7a2f3f" stroke="${INK}" stroke-opacity=".6" stroke-width="2.5"/>`;
  if (expression === 'calm')
    return `<path d="M-10 ${y + 27} Q0 ${y + 33} 10 ${y + 27}" fill="none" stroke="#7a2f3f" stroke-width="4" stroke-linecap="round"/>`;
  return (
    `<path d="M-15 ${y + 24} Q0 ${y + 42} 15 ${y + 24} Q0 ${y + 30} -15 ${y + 24}Z" fill="#7a2f3f" stroke="#7a2f3f" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="M-7 ${y + 33} Q0 ${y + 38} 7 ${y + 33}" fill="none" stroke="#e86b7f" stroke-width="4" stroke-linecap="round"/>`
  );
}

/** Glasses over the eyes, their arms to the ears. */
export function glasses(kind: HeroLook['glasses']): string {
  if (kind === 'none') return '';
  const frame = `fill="#ffffff" fill-opacity=".18" stroke="${INK}" stroke-width="3.6"`;
  const lens = (x: number) =>
    kind === 'round'
      ? `<circle cx="${x}" cy="${EYE_Y}" r="15" ${frame}/>`
      : `<rect x="${x - 16}" y="${EYE_Y - 12}" width="32" height="25" rx="6" ${frame}/>`;
  const reach = kind === 'round' ? 15 : 16;
  return (
    lens(-EYE_X) +
    lens(EYE_X) +
    `<path d="M${-EYE_X + reach} ${EYE_Y - 3} Q0 ${EYE_Y - 9} ${EYE_X - reach} ${EYE_Y - 3}" fill="none" stroke="${INK}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<path d="M${-EYE_X - reach} ${EYE_Y - 4} L-58 ${EYE_Y - 8} M${EYE_X + reach} ${EYE_Y - 4} L58 ${EYE_Y - 8}" stroke="${INK}" stroke-width="3.4" stroke-linecap="round"/>` +
    [-1, 1]
      .map((s) => `<path d="M${s * EYE_X - 8} ${EYE_Y - 6} l5 -4" stroke="#fff" stroke-width="2.6" stroke-linecap="round" opacity=".9"/>`)
      .join('')
  );
}

function freckles(colours: FaceColours): string {
  const spots: [number, number][] = [
    [-34, 14],
    [-27, 19],
    [-36, 22],
    [-22, 12],
    [34, 14],
    [27, 19],
    [36, 22],
    [22, 12],
    [-5, 6],
    [5, 6],
  ];
  return spots.map(([x, y]) => `<circle cx="${x}" cy="${EYE_Y + y}" r="1.9" fill="${colours.skinShadow}" opacity=".9"/>`).join('');
}

/** A dimple in each cheek, out from the smile's corners: a short soft crescent in the skin's own shadow, not an ink line. */
function dimples(colours: FaceColours): string {
  return [-1, 1]
    .map(
      (s) =>
        `<path d="M${s * 26} ${FACE_CY + 23} q${s * 3.5} 3.5 0 7" fill="none" stroke="${colours.skinShadow}" stroke-width="2.8" stroke-linecap="round"/>`,
    )
    .join('');
}

function bindi(): string {
  return `<circle cx="0" cy="${EYE_Y - 27}" r="4.2" fill="${C.tomato}" stroke="${INK}" stroke-opacity=".35" stroke-width="1.2"/>`;
}

/** The face's features, in head-local units. Asleep, the glasses are off (on the bedside table). */
export function faceFeatures(look: HeroLook, expression: Expression, eyesClosed: boolean, colours: FaceColours): string {
  let out = eyes(eyesClosed, colours) + brows(look, expression, colours);
  out += blush(colours);
  if (look.freckles) out += freckles(colours);
  out += `<path d="M-3 ${FACE_CY + 10} Q0 ${FACE_CY + 15} 4 ${FACE_CY + 10}" fill="none" stroke="${INK}" stroke-opacity=".45" stroke-width="3" stroke-linecap="round"/>`;
  out += mouth(expression);
  if (look.dimples && expression !== 'wow') out += dimples(colours);
  if (look.bindi) out += bindi();
  if (!eyesClosed) out += glasses(look.glasses);
  return out;
}
