/** Diwali props: the little dragon, diyas, rangoli, a house with lights, laddoos, lanterns, garlands and a kitchen. */
import {
  C,
  INK,
  circle,
  ellipse,
  flat,
  glow,
  groundShadow,
  line,
  n,
  ol,
  place,
  rng,
  shape,
  namedProp,
  WORLD_LEFT,
  WORLD_WIDTH,
  WORLD_RIGHT,
  WORLD_TOP,
  worldFill,
} from '../palette.js';
import { eye, closedEye, twinkle, type Mood } from './common.js';

/** A small friendly dragon (Chotu) sitting on (x, y), facing right. About 260 tall at scale 1. */
function drawDragon(
  x: number,
  y: number,
  s = 1,
  opts: {
    mood?: Mood;
    flip?: boolean;
    flying?: boolean;
    sneeze?: boolean;
    cheeks?: boolean;
    blush?: boolean;
    wingsUp?: boolean;
    curled?: boolean;
  } = {},
): string {
  const green = '#5cc08a';
  const dark = '#3e9a6c';
  const belly = '#fff0c4';
  const mood = opts.mood ?? 'happy';
  if (opts.curled) {
    // asleep, curled in a ball
    return place(
      x,
      y,
      s,
      groundShadow(0, 0, 150, 18) +
        shape('M-150 -10 C-170 -100 -60 -150 20 -140 C110 -130 160 -70 150 -10 C120 10 -120 10 -150 -10Z', green, 5, 'r') +
        shape('M140 -20 C190 -20 210 -60 190 -90 C200 -60 180 -40 150 -44Z', green, 4) +
        shape('M-100 -120 L-86 -160 L-66 -128 L-44 -170 L-26 -136 L0 -176 L14 -140', '#f7a531', 4, 'none') +
        shape('M-60 -90 C-80 -160 20 -180 40 -130 C50 -80 10 -50 -20 -50 C-50 -50 -60 -70 -60 -90Z', green, 5, 'r') +
        shape('M30 -100 C60 -110 90 -90 80 -66 C70 -50 40 -56 30 -60Z', green, 4) +
        closedEye(-10, -100, 9) +
        closedEye(24, -98, 8) +
        `<ellipse cx="-24" cy="-76" rx="10" ry="6" fill="${C.blush}" opacity=".6"/>` +
        `<circle cx="102" cy="-120" r="14" fill="#fff" opacity=".5"/><circle cx="124" cy="-150" r="9" fill="#fff" opacity=".4"/><circle cx="140" cy="-176" r="6" fill="#fff" opacity=".3"/>` +
        `<path d="M-30 -150 L-20 -190 L-4 -150 M8 -148 L26 -184 L30 -140" fill="${C.gold}" ${ol(3)}/>`,
      opts.flip,
    );
  }
  const lift = opts.flying ? -40 : 0;
  const T = (px: number, py: number) => `${px} ${py + lift}`;
  const wing = (side: number) => {
    const up = opts.wingsUp || opts.flying;
    const d = up
      ? `M${T(-10 * side, -150)} C${T(-60 * side, -260)} ${T(-150 * side, -280)} ${T(-170 * side, -230)} C${T(-140 * side, -230)} ${T(-130 * side, -200)} ${T(-110 * side, -200)} C${T(-100 * side, -176)} ${T(-70 * side, -170)} ${T(-40 * side, -130)}Z`
      : `M${T(-10 * side, -150)} C${T(-60 * side, -200)} ${T(-130 * side, -200)} ${T(-140 * side, -150)} C${T(-112 * side, -154)} ${T(-108 * side, -130)} ${T(-90 * side, -128)} C${T(-80 * side, -110)} ${T(-60 * side, -106)} ${T(-34 * side, -100)}Z`;
    return shape(d, '#8fd7e8', 4) + flat(d.replace(/Z$/, 'Z'), '#fff', 0.15);
  };
  const tail =
    shape(`M${T(-40, -30)} C${T(-110, -20)} ${T(-150, -40)} ${T(-170, -90)} C${T(-150, -70)} ${T(-120, -60)} ${T(-50, -60)}Z`, green, 4) +
    shape(`M${T(-170, -90)} L${T(-200, -100)} L${T(-176, -124)} L${T(-166, -96)}Z`, '#f7a531', 3.5);
  const legs = opts.flying
    ? shape(`M${T(-30, -30)} C${T(-40, 0)} ${T(-60, 10)} ${T(-70, 0)} C${T(-60, -20)} ${T(-50, -40)} ${T(-40, -50)}Z`, green, 4) +
      shape(`M${T(30, -30)} C${T(30, 0)} ${T(10, 14)} ${T(0, 6)} C${T(6, -16)} ${T(10, -30)} ${T(14, -46)}Z`, green, 4)
    : ellipse(-36, -14, 34, 18, green, 4, 'r') +
      ellipse(40, -14, 34, 18, green, 4, 'r') +
      line('M-56 -4 l0 -8 M-44 -2 l0 -8 M58 -4 l0 -8 M46 -2 l0 -8', INK, 2.5, 0.45);
  const body =
    shape(
      `M${T(-70, -40)} C${T(-90, -140)} ${T(-30, -190)} ${T(10, -190)} C${T(60, -190)} ${T(90, -130)} ${T(76, -50)} C${T(66, -10)} ${T(-60, -6)} ${T(-70, -40)}Z`,
      green,
      5,
      'r',
    ) +
    shape(
      `M${T(-36, -30)} C${T(-50, -90)} ${T(-20, -150)} ${T(16, -150)} C${T(50, -150)} ${T(60, -90)} ${T(44, -30)} C${T(30, -14)} ${T(-24, -14)} ${T(-36, -30)}Z`,
      belly,
      0,
      'none',
    ) +
    line(
      `M${T(-34, -60)} Q${T(4, -48)} ${T(48, -60)} M${T(-38, -90)} Q${T(6, -78)} ${T(54, -92)} M${T(-30, -120)} Q${T(8, -108)} ${T(50, -122)}`,
      '#e8c98a',
      4,
      0.9,
    );
  const spikes = shape(
    `M${T(-60, -150)} L${T(-84, -160)} L${T(-66, -130)}Z M${T(-74, -110)} L${T(-100, -114)} L${T(-78, -90)}Z M${T(-80, -70)} L${T(-104, -66)} L${T(-80, -48)}Z`,
    '#f7a531',
    3.5,
  );
  const arms = opts.flying
    ? shape(`M${T(40, -130)} C${T(70, -130)} ${T(90, -110)} ${T(96, -90)} C${T(80, -90)} ${T(66, -100)} ${T(40, -104)}Z`, green, 4)
    : shape(`M${T(-40, -120)} C${T(-70, -100)} ${T(-60, -70)} ${T(-30, -74)} C${T(-20, -90)} ${T(-26, -110)} ${T(-40, -120)}Z`, green, 4) +
      shape(`M${T(50, -120)} C${T(80, -100)} ${T(70, -70)} ${T(40, -74)} C${T(30, -90)} ${T(36, -110)} ${T(50, -120)}Z`, green, 4);
  // head
  const hy = -230 + lift;
  const head =
    shape(
      `M-60 ${hy + 10} C-70 ${hy - 60} -10 ${hy - 90} 40 ${hy - 80} C90 ${hy - 70} 130 ${hy - 40} 130 ${hy} C130 ${hy + 40} 90 ${hy + 60} 40 ${hy + 60} C-20 ${hy + 60} -56 ${hy + 50} -60 ${hy + 10}Z`,
      green,
      5,
      'r',
    ) +
    shape(
      `M60 ${hy + 10} C70 ${hy - 10} 124 ${hy - 10} 128 ${hy + 10} C130 ${hy + 40} 90 ${hy + 56} 60 ${hy + 44}Z`,
      '#7ed3a2',
      0,
      'none',
    ) +
    `<ellipse cx="104" cy="${hy + 2}" rx="5" ry="3.5" fill="${INK}" opacity=".55"/><ellipse cx="120" cy="${hy + 4}" rx="4.5" ry="3.5" fill="${INK}" opacity=".55"/>`;
  const horns =
    shape(`M-10 ${hy - 70} C-30 ${hy - 100} -36 ${hy - 120} -30 ${hy - 130} C-10 ${hy - 110} 0 ${hy - 90} 8 ${hy - 78}Z`, C.gold, 3.5) +
    shape(`M30 ${hy - 80} C24 ${hy - 110} 30 ${hy - 130} 40 ${hy - 138} C50 ${hy - 116} 50 ${hy - 96} 46 ${hy - 80}Z`, C.gold, 3.5) +
    shape(`M-52 ${hy - 20} C-86 ${hy - 30} -100 ${hy - 10} -96 ${hy + 10} C-80 ${hy} -66 ${hy} -56 ${hy + 4}Z`, dark, 3.5);
  let face = '';
  if (mood === 'sleepy') face += closedEye(10, hy - 16, 11) + closedEye(58, hy - 18, 10);
  else if (mood === 'wow') face += eye(10, hy - 20, 14) + eye(58, hy - 22, 13);
  else if (mood === 'sad')
    face += eye(10, hy - 16, 11, [-2, 3]) + eye(58, hy - 18, 10, [-2, 3]) + line(`M-2 ${hy - 44} l20 6 M70 ${hy - 46} l-18 6`, INK, 4, 0.6);
  else face += eye(10, hy - 16, 12) + eye(58, hy - 18, 11);
  if (opts.cheeks)
    face +=
      circle(-8, hy + 24, 26, green, 4, 'r') +
      circle(96, hy + 26, 24, '#7ed3a2', 4, 'r') +
      `<path d="M50 ${hy + 34} q14 8 24 0" fill="none" stroke="#7a2f3f" stroke-width="4" stroke-linecap="round"/>`;
  else if (mood === 'wow') face += `<ellipse cx="70" cy="${hy + 34}" rx="10" ry="12" fill="#7a2f3f"/>`;
  else if (mood === 'sad')
    face += `<path d="M56 ${hy + 38} q14 -8 28 0" fill="none" stroke="#7a2f3f" stroke-width="4" stroke-linecap="round"/>`;
  else
    face += `<path d="M48 ${hy + 28} Q72 ${hy + 54} 96 ${hy + 26} Q72 ${hy + 36} 48 ${hy + 28}Z" fill="#7a2f3f" stroke="#7a2f3f" stroke-width="3" stroke-linejoin="round"/><path d="M62 ${hy + 36} l4 10 l6 -9" fill="#fff"/>`;
  if (opts.blush !== false)
    face += `<ellipse cx="-20" cy="${hy + 16}" rx="14" ry="8" fill="${C.rose}" opacity="${opts.blush ? 0.75 : 0.45}"/><ellipse cx="90" cy="${hy + 10}" rx="10" ry="6" fill="${C.rose}" opacity="${opts.blush ? 0.75 : 0.45}"/>`;
  let sneeze = '';
  if (opts.sneeze) {
    const r = rng(9);
    sneeze += glow(180, hy + 10, 90, 'url(#glowWarm)');
    for (let i = 0; i < 12; i++) {
      const a = -0.9 + r() * 1.8;
      const d = 60 + r() * 110;
      sneeze += twinkle(130 + Math.cos(a) * d, hy + 6 + Math.sin(a) * d, 8 + r() * 12, i % 2 ? '#ffe27a' : '#ffb347');
    }
  }
  return place(
    x,
    y,
    s,
    (opts.flying ? '' : groundShadow(0, 0, 100, 14)) +
      wing(1) +
      wing(-1) +
      tail +
      legs +
      body +
      spikes +
      arms +
      horns +
      head +
      face +
      sneeze,
    opts.flip,
  );
}
export const dragon = namedProp(drawDragon);

/** A clay oil lamp (diya) on (x, y); lit shows a flame and a warm glow. About 70 wide at scale 1. */
export function diya(x: number, y: number, s = 1, lit = true, color: string = '#d9733c'): string {
  const flame = lit
    ? glow(0, -40, 70, 'url(#glowWarm)') +
      shape('M0 -70 C12 -52 14 -40 10 -30 C6 -20 -6 -20 -10 -30 C-14 -40 -10 -52 0 -70Z', C.marigold, 2.5, 'none') +
      flat('M0 -56 C6 -46 6 -38 4 -32 C2 -28 -2 -28 -4 -32 C-6 -38 -4 -46 0 -56Z', '#fff6b0')
    : line('M0 -22 L2 -30', INK, 3, 0.6);
  return place(
    x,
    y,
    s,
    flame +
      shape('M-40 -24 C-36 0 36 0 40 -24 C20 -18 -20 -18 -40 -24Z', color, 3.5) +
      shape('M-40 -24 C-20 -30 20 -30 40 -24 L48 -30 C44 -20 36 -20 40 -24', color, 3) +
      `<ellipse cx="0" cy="-24" rx="40" ry="7" fill="#7a3c22" ${ol(2.5)}/>` +
      line('M-26 -12 Q0 -4 26 -12', C.gold, 3, 0.9) +
      `<circle cx="-14" cy="-10" r="2.5" fill="${C.gold}"/><circle cx="0" cy="-8" r="2.5" fill="${C.gold}"/><circle cx="14" cy="-10" r="2.5" fill="${C.gold}"/>`,
  );
}

/** A row of diyas from (x1, y) to (x2, y). */
export function diyaRow(x1: number, x2: number, y: number, count: number, s = 1, lit = true): string {
  let out = '';
  const colors = ['#d9733c', '#c8407a', '#2ba5a0', '#e0a030'];
  for (let i = 0; i < count; i++) out += diya(x1 + ((x2 - x1) * i) / Math.max(1, count - 1), y, s, lit, colors[i % colors.length]);
  return out;
}

/** A round rangoli centred on (x, y), seen slightly from above (squashed). r is the outer radius. */
export function rangoli(x: number, y: number, r = 200, squash = 0.5, progress = 1): string {
  const ring = (rr: number, petals: number, color: string, shapeK: number, rot = 0) => {
    let out = '';
    for (let i = 0; i < petals; i++) {
      const a = (i * 360) / petals + rot;
      out += `<path d="M0 0 C${n(-rr * 0.22 * shapeK)} ${n(-rr * 0.45)} ${n(-rr * 0.16)} ${n(-rr * 0.85)} 0 ${n(-rr)} C${n(rr * 0.16)} ${n(-rr * 0.85)} ${n(rr * 0.22 * shapeK)} ${n(-rr * 0.45)} 0 0Z" transform="rotate(${n(a)})" fill="${color}" stroke="${INK}" stroke-opacity=".35" stroke-width="2.5"/>`;
    }
    return out;
  };
  let inner = `<circle r="${n(r * 1.04)}" fill="${C.cream}" opacity=".6"/>`;
  inner += ring(r, 16, C.magenta, 1.6);
  if (progress > 0.3) inner += ring(r * 0.86, 16, C.marigold, 1.3, 11.25);
  if (progress > 0.5) inner += ring(r * 0.66, 12, C.teal, 1.5);
  if (progress > 0.7) inner += ring(r * 0.48, 8, C.sun, 1.6, 22.5);
  inner += `<circle r="${n(r * 0.26)}" fill="${C.rose}" stroke="${INK}" stroke-opacity=".35" stroke-width="3"/><circle r="${n(r * 0.14)}" fill="${C.sun}"/><circle r="${n(r * 0.06)}" fill="${C.leafMid}"/>`;
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    inner += `<circle cx="${n(Math.cos(a) * r * 1.12)}" cy="${n(Math.sin(a) * r * 1.12)}" r="${n(r * 0.03)}" fill="${i % 2 ? C.sun : '#fff'}"/>`;
  }
  return `<g transform="translate(${n(x)} ${n(y)}) scale(1 ${squash})">${inner}</g>`;
}

/** A marigold flower ball. */
export function marigold(x: number, y: number, r = 14, color: string = C.marigold): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${color}" ${ol(2.5, 0.45)}/><circle cx="${n(x - r * 0.3)}" cy="${n(y - r * 0.3)}" r="${n(r * 0.35)}" fill="#fff" opacity=".35"/>`;
}

/** A hanging marigold garland (toran) from (x1, y) to (x2, y), sagging. */
export function garland(x1: number, x2: number, y: number, sag = 60): string {
  let out = '';
  const steps = Math.max(6, Math.round((x2 - x1) / 26));
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const px = x1 + (x2 - x1) * t;
    const py = y + Math.sin(t * Math.PI) * sag;
    out += marigold(px, py, 15, i % 2 ? C.marigold : C.saffron);
  }
  for (let i = 1; i < 6; i++) {
    const px = x1 + ((x2 - x1) * i) / 6;
    const py = y + Math.sin((i / 6) * Math.PI) * sag;
    for (let k = 1; k <= 3; k++) out += marigold(px, py + k * 24, 12, k % 2 ? C.sun : C.saffron);
    out += place(px, py + 96, 0.2, shape('M0 0 C-30 -20 -36 -60 0 -90 C36 -60 30 -20 0 0Z', C.leafMid, 12), false, 180);
  }
  return out;
}

/** Fairy lights along a sagging wire. */
export function stringLights(x1: number, y1: number, x2: number, y2: number, sag = 50, count = 12, seed = 2): string {
  const colors = ['#ffe27a', '#ff9eb8', '#9fe0ff', '#b5f08a', '#ffb347'];
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2 + sag * 2;
  let out = `<path d="M${n(x1)} ${n(y1)} Q${n(mx)} ${n(my)} ${n(x2)} ${n(y2)}" fill="none" stroke="${INK}" stroke-opacity=".5" stroke-width="3"/>`;
  const r = rng(seed);
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const px = (1 - t) * (1 - t) * x1 + 2 * (1 - t) * t * mx + t * t * x2;
    const py = (1 - t) * (1 - t) * y1 + 2 * (1 - t) * t * my + t * t * y2;
    const c = colors[Math.floor(r() * colors.length)];
    out += `<circle cx="${n(px)}" cy="${n(py + 10)}" r="22" fill="${c}" opacity=".3"/><ellipse cx="${n(px)}" cy="${n(py + 10)}" rx="7" ry="10" fill="${c}" ${ol(2, 0.4)}/>`;
  }
  return out;
}

/** A star-shaped paper lantern (akash kandil) hanging from (x, y). About 200 tall. */
export function lantern(x: number, y: number, s = 1, color: string = C.rose, lit = true): string {
  let tassels = '';
  for (const tx of [-24, -8, 8, 24]) tassels += line(`M${tx} 90 L${tx * 1.2} 150`, C.gold, 4, 1);
  return place(
    x,
    y,
    s,
    line('M0 -80 L0 -400', INK, 3, 0.5) +
      (lit ? glow(0, 10, 150, 'url(#glowWarm)', 0.8) : '') +
      shape('M0 -70 L30 -30 L80 -20 L44 16 L54 70 L0 46 L-54 70 L-44 16 L-80 -20 L-30 -30Z', color, 4) +
      flat('M0 -40 L18 -14 L46 -8 L26 14 L32 44 L0 30 L-32 44 L-26 14 L-46 -8 L-18 -14Z', '#fff3b0', lit ? 0.75 : 0.3) +
      shape('M-40 70 L40 70 L30 92 L-30 92Z', C.gold, 3) +
      tassels,
  );
}

/** A laddoo. */
export function laddoo(x: number, y: number, r = 18): string {
  let dots = '';
  for (const [a, b] of [
    [-0.4, -0.3],
    [0.3, -0.4],
    [0.1, 0.2],
    [-0.3, 0.3],
    [0.45, 0.15],
  ])
    dots += `<circle cx="${n(x + a * r)}" cy="${n(y + b * r)}" r="${n(r * 0.09)}" fill="#c9781e" opacity=".7"/>`;
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="#f6b93b" ${ol(Math.max(2, r * 0.12))}/><circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="url(#shadeR)"/>` +
    dots
  );
}

/** A brass plate (thali) piled with laddoos, centred on (x, y). About 200 wide. */
function drawLaddooPlate(x: number, y: number, s = 1, count = 9): string {
  let pile = '';
  const spots: [number, number][] = [
    [-60, -6],
    [-20, -4],
    [20, -4],
    [60, -6],
    [-40, -36],
    [0, -36],
    [40, -36],
    [-20, -64],
    [20, -64],
    [0, -92],
  ];
  for (const [a, b] of spots.slice(0, count)) pile += laddoo(a, b - 8, 22);
  return place(
    x,
    y,
    s,
    `<ellipse cx="0" cy="0" rx="100" ry="24" fill="#d9a035" ${ol(4)}/><ellipse cx="0" cy="-4" rx="84" ry="16" fill="#f2c14e"/>` +
      `<path d="M-90 4 Q0 30 90 4" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="4"/>` +
      pile +
      diya(90, -6, 0.5, true),
  );
}
export const laddooPlate = namedProp(drawLaddooPlate);

/** A clay pot of marigolds on (x, y). About 150 tall. */
export function flowerPot(x: number, y: number, s = 1, pot: string = C.tomato): string {
  let flowers = '';
  const r = rng(Math.round(x));
  for (let i = 0; i < 9; i++) flowers += marigold(-46 + r() * 92, -104 - r() * 50, 14 + r() * 6, i % 3 ? C.marigold : C.saffron);
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 70, 10) +
      line('M-30 -90 L-40 -130 M0 -90 L0 -150 M30 -90 L40 -130', C.leafDark, 5, 1) +
      place(-40, -110, 0.25, shape('M0 0 C-30 -20 -36 -60 0 -90 C36 -60 30 -20 0 0Z', C.leafMid, 12), false, -60) +
      place(44, -110, 0.25, shape('M0 0 C-30 -20 -36 -60 0 -90 C36 -60 30 -20 0 0Z', C.leafMid, 12), false, 60) +
      flowers +
      shape('M-56 -90 L56 -90 L44 0 L-44 0Z', pot, 4) +
      shape('M-64 -100 L64 -100 L62 -82 L-62 -82Z', '#c9473a', 3.5) +
      line('M-40 -50 Q0 -36 40 -50', C.cream, 4, 0.8),
  );
}

/** A festive Indian house with arches, a balcony, string lights and diyas, standing on (x, y). About 620 wide. */
export function festiveHouse(x: number, y: number, s = 1, color: string = '#f3c6a0', night = true): string {
  const winFill = night ? '#ffd76a' : '#a9def2';
  const archWin = (wx: number, wy: number) =>
    `<path d="M${wx - 36} ${wy} L${wx - 36} ${wy - 70} C${wx - 36} ${wy - 110} ${wx + 36} ${wy - 110} ${wx + 36} ${wy - 70} L${wx + 36} ${wy}Z" fill="${winFill}" ${ol(4)}/>` +
    line(`M${wx} ${wy} L${wx} ${wy - 98} M${wx - 36} ${wy - 50} L${wx + 36} ${wy - 50}`, '#b0643c', 5, 0.9) +
    (night ? glow(wx, wy - 50, 110, 'url(#glowWarm)', 0.55) : '');
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 340, 24) +
      shape('M-300 0 L-300 -520 L300 -520 L300 0Z', color, 5) +
      shape('M-320 -520 L320 -520 L320 -560 L-320 -560Z', '#e0735a', 5) +
      line('M-300 -470 L300 -470', INK, 3, 0.2) +
      archWin(-180, -320) +
      archWin(180, -320) +
      archWin(0, -320) +
      // balcony
      shape('M-250 -240 L250 -240 L250 -216 L-250 -216Z', '#b0643c', 4) +
      line(Array.from({ length: 13 }, (_, i) => `M${-240 + i * 40} -216 l0 -60`).join(' '), '#b0643c', 6, 1) +
      line('M-250 -276 L250 -276', '#b0643c', 8, 1) +
      // door
      shape('M-70 0 L-70 -150 C-70 -200 70 -200 70 -150 L70 0Z', '#9c3a6b', 5) +
      line('M0 0 L0 -186', INK, 4, 0.35) +
      circle(-14, -80, 6, C.gold, 2, 'none') +
      circle(14, -80, 6, C.gold, 2, 'none') +
      shape('M-90 -190 C-90 -230 90 -230 90 -190', C.gold, 4, 'none').replace('fill="#f6bf3c"', 'fill="none"') +
      garland(-96, 96, -200, 26) +
      garland(-300, 300, -556, 30) +
      stringLights(-300, -500, 0, -480, 30, 9, 3) +
      stringLights(0, -480, 300, -500, 30, 9, 5) +
      // steps
      shape('M-110 0 L110 0 L120 20 L-120 20Z', '#d8c0a8', 4) +
      diya(-200, -240, 0.7) +
      diya(-100, -240, 0.7) +
      diya(100, -240, 0.7) +
      diya(200, -240, 0.7),
  );
}

/** A row of small houses along a lane at night, base at y. */
export function lane(y: number, seed = 4, lit = true): string {
  const r = rng(seed);
  const colors = ['#f3c6a0', '#f7b7b0', '#b9d9a0', '#f6d48a', '#c9b8ec', '#9fd3d0'];
  let out = '';
  let x = -120;
  let i = 0;
  while (x < 1720) {
    const w = 240 + r() * 120;
    const h = 260 + r() * 180;
    const c = colors[(i + seed) % colors.length];
    out += shape(`M${n(x)} ${y} L${n(x)} ${n(y - h)} L${n(x + w)} ${n(y - h)} L${n(x + w)} ${y}Z`, c, 4);
    out += shape(
      `M${n(x - 12)} ${n(y - h)} L${n(x + w + 12)} ${n(y - h)} L${n(x + w + 12)} ${n(y - h - 24)} L${n(x - 12)} ${n(y - h - 24)}Z`,
      '#e0735a',
      4,
    );
    for (let wy = y - h + 60; wy < y - 110; wy += 110) {
      for (let wx = x + 40; wx < x + w - 60; wx += 90) {
        out += `<path d="M${n(wx)} ${n(wy + 60)} L${n(wx)} ${n(wy + 20)} C${n(wx)} ${n(wy - 4)} ${n(wx + 50)} ${n(wy - 4)} ${n(wx + 50)} ${n(wy + 20)} L${n(wx + 50)} ${n(wy + 60)}Z" fill="${lit ? '#ffd76a' : '#8fb7d6'}" ${ol(3)}/>`;
        if (lit) out += glow(wx + 25, wy + 30, 70, 'url(#glowWarm)', 0.45);
      }
    }
    out += `<path d="M${n(x + w / 2 - 40)} ${y} L${n(x + w / 2 - 40)} ${n(y - 110)} C${n(x + w / 2 - 40)} ${n(y - 150)} ${n(x + w / 2 + 40)} ${n(y - 150)} ${n(x + w / 2 + 40)} ${n(y - 110)} L${n(x + w / 2 + 40)} ${y}Z" fill="${['#9c3a6b', '#2f7d52', '#1f5b93'][i % 3]}" ${ol(4)}/>`;
    out += stringLights(x, y - h + 10, x + w, y - h + 10, 20, 7, i + seed);
    if (lit) out += diya(x + w / 2 - 70, y, 0.5) + diya(x + w / 2 + 70, y, 0.5);
    x += w + 20;
    i++;
  }
  return out;
}

/** Rooftops far below, seen from the sky at night. */
export function rooftopsBelow(y: number, seed = 7): string {
  const r = rng(seed);
  let out = '';
  for (let row = 0; row < 3; row++) {
    let x = -150 + row * 60;
    const by = y + row * 140;
    while (x < 1750) {
      const w = 120 + r() * 140;
      const h = 120 + r() * 140;
      const c = ['#4a3f8f', '#5a4c9e', '#3d3480', '#6a55a8'][Math.floor(r() * 4)];
      out += `<path d="M${n(x)} ${n(by + 300)} L${n(x)} ${n(by - h)} L${n(x + w)} ${n(by - h)} L${n(x + w)} ${n(by + 300)}Z" fill="${c}" ${ol(3, 0.5)}/>`;
      for (let k = 0; k < 3; k++) {
        const wx = x + 20 + r() * (w - 50);
        const wy = by - h + 20 + r() * (h - 40);
        out +=
          `<rect x="${n(wx)}" y="${n(wy)}" width="18" height="22" rx="4" fill="#ffd76a"/>` +
          glow(wx + 9, wy + 11, 40, 'url(#glowWarm)', 0.5);
      }
      out += stringLights(x, by - h + 4, x + w, by - h + 4, 14, 6, Math.floor(r() * 99));
      x += w + 14;
    }
  }
  return out;
}

/** Fireworks burst centred on (x, y). */
export function firework(x: number, y: number, r = 120, color: string = C.pink): string {
  let out = glow(x, y, r * 1.4, 'url(#glowPink)', 0.5);
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    out +=
      line(
        `M${n(x + Math.cos(a) * r * 0.3)} ${n(y + Math.sin(a) * r * 0.3)} L${n(x + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`,
        color,
        6,
        0.9,
      ) + `<circle cx="${n(x + Math.cos(a) * r * 1.1)}" cy="${n(y + Math.sin(a) * r * 1.1)}" r="6" fill="${C.sun}"/>`;
  }
  return out;
}

/** A cosy Indian kitchen wall: tiles, shelf with brass pots, a window, and a counter top at y. */
export function kitchen(y: number): string {
  let tiles = '';
  for (let ty = 300; ty < y; ty += 80)
    for (let tx = -40 - 80 * Math.ceil((-40 - WORLD_LEFT) / 80); tx < 1640; tx += 80)
      tiles += `<rect x="${tx}" y="${ty}" width="76" height="76" rx="6" fill="${(tx / 80 + ty / 80) % 2 ? '#d6efe8' : '#c3e6dc'}"/>`;
  const pot = (px: number, py: number, c: string, w = 50) =>
    shape(
      `M${px - w} ${py} C${px - w - 10} ${py - 50} ${px - w * 0.5} ${py - 80} ${px - w * 0.4} ${py - 90} L${px + w * 0.4} ${py - 90} C${px + w * 0.5} ${py - 80} ${px + w + 10} ${py - 50} ${px + w} ${py}Z`,
      c,
      4,
    );
  return (
    worldFill('#f6e3c4') +
    `<rect x="${WORLD_LEFT}" y="${WORLD_TOP}" width="${WORLD_WIDTH}" height="${300 - WORLD_TOP}" fill="#f9d99a"/>` +
    tiles +
    shape('M1000 60 L1400 60 L1400 300 L1000 300Z', '#2a2466', 6) +
    starFieldMini(1000, 60, 400, 240) +
    line('M1200 60 L1200 300 M1000 180 L1400 180', '#b0643c', 10, 1) +
    shape('M980 300 L1420 300 L1430 324 L970 324Z', '#b0643c', 4) +
    garland(990, 1410, 50, 30) +
    shape('M100 260 L700 260 L700 284 L100 284Z', '#b0643c', 4) +
    pot(190, 260, C.gold) +
    pot(320, 260, '#d98c4a', 40) +
    pot(440, 260, C.gold, 56) +
    shape('M540 260 L540 180 L640 180 L640 260Z', '#e0735a', 4) +
    line('M560 200 l60 0', '#fff', 4, 0.5) +
    shape(`M${WORLD_LEFT} ${y} L-200 ${y} L${WORLD_RIGHT} ${y} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`, '#c98f6a', 5) +
    shape(
      `M${WORLD_LEFT} ${y} L-200 ${y} L${WORLD_RIGHT} ${y} L${WORLD_RIGHT} ${y + 40} L-200 ${y + 40} L${WORLD_LEFT} ${y + 40}Z`,
      '#e9b48a',
      5,
    )
  );
}

function starFieldMini(x: number, y: number, w: number, h: number): string {
  let out = `<circle cx="${x + w * 0.75}" cy="${y + h * 0.35}" r="34" fill="#fff1b8" opacity=".9"/>`;
  const r = rng(33);
  for (let i = 0; i < 12; i++)
    out += `<circle cx="${n(x + 20 + r() * (w - 40))}" cy="${n(y + 20 + r() * (h - 40))}" r="${n(2 + r() * 2)}" fill="#fff6d8"/>`;
  out += firework(x + w * 0.28, y + h * 0.4, 60, C.pink);
  return out;
}
