/** What each outfit looks like: the top, its collar, what is worn on the back, and headwear. */
import { C, INK, line, n, ol, shape } from '../palette.js';
import type { Outfit, P } from './types.js';

export interface OutfitStyle {
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

export const OUTFIT_STYLES: Record<Outfit, OutfitStyle> = {
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

/** The top (and a long garment's skirt); `plain` leaves out what is on its front, for a hero seen from behind. */
export function torso(style: OutfitStyle, outfit: Outfit, dx: number, dy: number, plain = false): string {
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

export function collar(outfit: Outfit, style: OutfitStyle, dx: number, dy: number): string {
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
export function backGear(outfit: Outfit, style: OutfitStyle, dx: number, dy: number): string {
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

/** Goggles pushed up on the forehead, and the snorkel (head-local units); from behind, their strap. */
export function goggles(accent: string, fromBehind = false): string {
  const y = -384;
  const strap = `<path d="M-66 ${y + 8} Q0 ${y - 6} 66 ${y + 8}" fill="none" stroke="${accent}" stroke-width="9"/>`;
  if (fromBehind) return strap;
  return (
    strap +
    `<rect x="-46" y="${y - 14}" width="40" height="28" rx="12" fill="#bfeaf5" ${ol(5)}/>` +
    `<rect x="6" y="${y - 14}" width="40" height="28" rx="12" fill="#bfeaf5" ${ol(5)}/>` +
    `<path d="M-38 ${y - 4} l10 -6 M14 ${y - 4} l10 -6" stroke="#fff" stroke-width="4" stroke-linecap="round"/>` +
    // snorkel
    `<path d="M62 ${y + 10} L70 ${y - 56} q2 -12 14 -10" fill="none" stroke="${INK}" stroke-opacity=".6" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M62 ${y + 10} L70 ${y - 56} q2 -12 14 -10" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round"/>`
  );
}

/** The space helmet's glass (head-local units); `inner` is what the hair must stay within. */
export const HELMET = { cx: 0, cy: -330, r: 96, inner: 90 } as const;

export function helmet(): string {
  const { cx, cy, r } = HELMET;
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#glass)" ${ol(6)}/>` +
    `<path d="M${cx - 70} ${cy - 34} A78 78 0 0 1 ${cx - 20} ${cy - 82}" fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${cx - 78} ${cy - 6} l0 8" stroke="#fff" stroke-opacity=".85" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${cx + 78} ${cy + 22} A84 84 0 0 1 ${cx + 52} ${cy + 66}" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="6" stroke-linecap="round"/>`
  );
}
