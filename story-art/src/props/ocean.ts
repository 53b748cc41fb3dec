/** Ocean props: beach, waves, sea floor, coral, seaweed, fish, turtle, octopus, jellyfish, crab, castle and pearl. */
import {
  C,
  INK,
  circle,
  ellipse,
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
  WORLD_BOTTOM,
  worldFill,
} from '../palette.js';
import { eye, closedEye, type Mood } from './common.js';

/** Underwater background: the sea gradient with slanted light rays from the surface. */
export function seaBackdrop(dark = false, seed = 1): string {
  let out = worldFill(dark ? 'url(#seaDark)' : 'url(#seaGrad)');
  if (!dark) {
    const r = rng(seed);
    for (let i = 0; i < 6; i++) {
      const x = 100 + i * 260 + r() * 80;
      out += `<path d="M${n(x)} -50 L${n(x + 90)} -50 L${n(x + 320)} 1000 L${n(x + 120)} 1000Z" fill="url(#ray)" opacity=".55"/>`;
    }
    out += line('M-100 40 Q0 20 100 40 T300 40 T500 40 T700 40 T900 40 T1100 40 T1300 40 T1500 40 T1700 40', '#fff', 6, 0.35);
  }
  return out;
}

/** Sandy sea floor from y down. */
export function seaFloor(y: number, seed = 3): string {
  const r = rng(seed);
  let out = shape(
    `M${WORLD_LEFT} ${y} L-200 ${y} C200 ${y - 50} 500 ${y + 30} 800 ${y - 10} C1100 ${y - 50} 1400 ${y + 20} 1800 ${y - 20} L${WORLD_RIGHT} ${y - 20} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`,
    C.sand,
    5,
  );
  out += shape(
    `M${WORLD_LEFT} ${y + 120} L-200 ${y + 120} C300 ${y + 80} 700 ${y + 150} 1000 ${y + 110} C1300 ${y + 80} 1600 ${y + 130} 1800 ${y + 100} L${WORLD_RIGHT} ${y + 100} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`,
    C.sandDark,
    0,
    'none',
  );
  for (let i = 0; i < 26; i++) {
    out += `<circle cx="${n(r() * 1600)}" cy="${n(y + 40 + r() * (1200 - y))}" r="${n(3 + r() * 4)}" fill="${C.brown}" opacity=".25"/>`;
  }
  return out;
}

/** Rising bubbles in an area. */
export function bubbles(seed: number, count: number, area: [number, number, number, number]): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = area[0] + r() * area[2];
    const y = area[1] + r() * area[3];
    const rr = 6 + r() * 18;
    out +=
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr)}" fill="#dff7ff" fill-opacity=".25" stroke="#fff" stroke-opacity=".8" stroke-width="3"/>` +
      `<path d="M${n(x - rr * 0.5)} ${n(y - rr * 0.1)} a${n(rr * 0.55)} ${n(rr * 0.55)} 0 0 1 ${n(rr * 0.45)} ${n(-rr * 0.4)}" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  return out;
}

/** Swaying seaweed rooted at (x, y), `h` tall. */
export function seaweed(x: number, y: number, h = 360, color: string = C.leafMid, seed = 1): string {
  const r = rng(seed);
  const sway = 40 + r() * 30;
  const d = `M${x - 16} ${y} C${x - 16 - sway} ${y - h * 0.3} ${x + sway} ${y - h * 0.55} ${x - 10} ${y - h * 0.8} C${x - 30} ${y - h * 0.9} ${x - 6} ${y - h} ${x + 4} ${y - h} C${x + 20} ${y - h * 0.9} ${x + 14} ${y - h * 0.8} ${x + 12} ${y - h * 0.78} C${x + sway + 20} ${y - h * 0.55} ${x - sway + 20} ${y - h * 0.3} ${x + 16} ${y}Z`;
  return (
    shape(d, color, 4) +
    line(`M${x} ${y - 10} C${x - sway * 0.8} ${y - h * 0.3} ${x + sway * 0.8} ${y - h * 0.55} ${x} ${y - h * 0.9}`, '#fff', 3, 0.3)
  );
}

/** Branching coral on (x, y). kind 0: branchy, 1: fan, 2: brain coral. About 220 tall. */
export function coral(x: number, y: number, s = 1, color: string = C.coral, kind = 0, flip = false): string {
  let out = '';
  if (kind === 0) {
    const br =
      'M-10 0 C-14 -60 -60 -80 -70 -150 C-74 -176 -50 -180 -48 -156 C-44 -110 -20 -100 -8 -120 C-20 -160 -10 -200 6 -210 C24 -214 26 -190 18 -176 C8 -150 14 -110 26 -100 C40 -120 60 -150 70 -170 C80 -186 102 -178 94 -156 C80 -120 50 -90 14 -50 C14 -30 14 -10 14 0Z';
    out +=
      shape(br, color, 4) +
      [
        [-60, -160],
        [8, -198],
        [86, -166],
      ]
        .map(([a, b]) => circle(a, b, 5, '#fff', 0, 'none').replace('fill="#fff"', 'fill="#fff" opacity=".5"'))
        .join('');
  } else if (kind === 1) {
    out +=
      shape('M0 0 C-10 -40 -120 -90 -110 -170 C-100 -230 -20 -240 0 -200 C20 -240 100 -230 110 -170 C120 -90 10 -40 0 0Z', color, 4) +
      line(
        'M0 -6 L-80 -170 M0 -6 L-30 -210 M0 -6 L30 -210 M0 -6 L80 -170 M-60 -120 L-20 -150 M60 -120 L20 -150 M-30 -70 L30 -70',
        INK,
        3,
        0.3,
      );
  } else {
    out +=
      shape('M-90 0 C-110 -80 -50 -130 0 -130 C50 -130 110 -80 90 0Z', color, 4) +
      line(
        'M-70 -20 C-60 -60 -30 -40 -30 -80 C-30 -110 10 -100 10 -70 C10 -40 40 -50 50 -80 M-50 -10 C-40 -40 0 -20 0 -50 C0 -70 30 -60 30 -40 C30 -20 60 -30 70 -20',
        INK,
        4,
        0.3,
      );
  }
  return place(x, y, s, out, flip);
}

/** A round friendly fish centred on (x, y), facing right (flip to face left). About 140 long. */
export function fish(
  x: number,
  y: number,
  s = 1,
  color: string = C.marigold,
  stripe: string = '#fff',
  flip = false,
  mood: Mood = 'happy',
): string {
  const body = 'M-60 0 C-50 -46 10 -56 48 -26 C62 -14 64 12 48 24 C10 54 -50 44 -60 0Z';
  const tail = shape('M-54 0 C-74 -12 -90 -34 -100 -36 C-96 -12 -96 12 -100 36 C-90 34 -74 12 -54 0Z', color, 4);
  const fin = shape('M-10 -40 C0 -70 30 -66 36 -34Z', color, 3.5);
  const stripes = `<clipPath id="fc${Math.round(x)}_${Math.round(y)}"><path d="${body}"/></clipPath><g clip-path="url(#fc${Math.round(x)}_${Math.round(y)})"><path d="M-20 -60 C-6 -20 -6 20 -20 60 L-6 60 C8 20 8 -20 -6 -60Z M14 -60 C26 -20 26 20 14 60 L24 60 C36 20 36 -20 24 -60Z" fill="${stripe}" opacity=".9"/></g>`;
  const face =
    (mood === 'sleepy' ? closedEye(28, -8, 7) : eye(28, -8, 8)) +
    `<path d="M46 12 q6 6 12 0" fill="none" stroke="#7a2f3f" stroke-width="3.5" stroke-linecap="round"/>` +
    `<ellipse cx="26" cy="14" rx="7" ry="4.5" fill="${C.blush}" opacity=".55"/>`;
  return place(
    x,
    y,
    s,
    tail +
      fin +
      shape(body, color, 4, 'r') +
      stripes +
      `<path d="${body}" fill="none" ${ol(4)}/>` +
      shape('M-6 6 C4 24 20 26 26 18 C16 10 4 4 -6 6Z', color, 3) +
      face,
    flip,
  );
}

/** A sea turtle swimming right, centred on (x, y). About 380 long at scale 1. */
function drawTurtle(x: number, y: number, s = 1, flip = false, mood: Mood = 'happy'): string {
  const skin = '#8fd08a';
  const shell = '#3f9a6a';
  const flipper = (d: string) => shape(d, skin, 4);
  const head = shape('M110 -40 C130 -80 200 -90 220 -50 C236 -20 210 10 170 10 C140 10 110 0 110 -40Z', skin, 5);
  const face =
    (mood === 'sleepy' ? closedEye(180, -48, 9) : eye(180, -48, 10)) +
    `<path d="M186 -14 q16 10 28 -6" fill="none" stroke="#7a2f3f" stroke-width="4" stroke-linecap="round"/>` +
    `<ellipse cx="166" cy="-20" rx="10" ry="6" fill="${C.blush}" opacity=".55"/>` +
    line('M140 -70 q6 6 14 4 M124 -50 q8 4 14 0', INK, 2.5, 0.3);
  const shellD = 'M-150 0 C-150 -100 -60 -140 0 -140 C80 -140 140 -90 140 -10 C140 20 110 30 0 30 C-110 30 -150 20 -150 0Z';
  const plates = line(
    'M-60 -120 L-40 -60 L40 -60 L60 -120 M-40 -60 L-80 -10 M40 -60 L80 -10 M-40 -60 L-20 20 M40 -60 L20 20 M-120 -60 L-40 -60 M40 -60 L120 -60',
    '#2b6e4c',
    5,
    0.7,
  );
  return place(
    x,
    y,
    s,
    flipper('M-100 10 C-140 30 -180 80 -200 90 C-150 100 -100 70 -70 30Z') +
      flipper('M60 10 C60 60 40 110 10 140 C70 130 110 70 110 20Z') +
      flipper('M-150 -10 C-170 -10 -200 -20 -210 -30 C-200 0 -180 10 -140 10Z') +
      head +
      shape(shellD, shell, 5, 'r') +
      plates +
      `<path d="M-150 4 C-110 36 110 36 140 -6" fill="none" stroke="${C.gold}" stroke-width="10" stroke-linecap="round"/>` +
      flipper('M-60 20 C-60 60 -80 100 -110 130 C-50 124 -20 70 -20 24Z') +
      flipper('M80 -40 C110 -90 160 -120 200 -130 C180 -80 140 -40 100 -20Z') +
      face,
    flip,
  );
}
export const turtle = namedProp(drawTurtle);

/**
 * Ashtu's arm reaching out of the octopus at (x, y) (as drawn by octopus at scale 1) and wrapping
 * round whoever stands at (tx, ty), their waist: the octopus's hug, drawn over them.
 */
function drawOctopusHug(x: number, y: number, tx: number, ty: number, color = '#b06fd0'): string {
  const [sx, sy] = [x - 60, y - 80];
  const d =
    `M${n(sx)} ${n(sy)} C${n(sx - 120)} ${n(sy - 70)} ${n(tx + 170)} ${n(ty - 40)} ${n(tx + 60)} ${n(ty)} ` +
    `C${n(tx + 20)} ${n(ty + 16)} ${n(tx - 40)} ${n(ty + 18)} ${n(tx - 62)} ${n(ty - 4)} C${n(tx - 74)} ${n(ty - 18)} ${n(tx - 60)} ${n(ty - 34)} ${n(tx - 44)} ${n(ty - 26)}`;
  const suckers = [0.2, 0.35, 0.5, 0.62]
    .map((t) => {
      const [px, py] = [sx + (tx + 60 - sx) * t, sy + (ty - sy) * t - Math.sin(t * Math.PI) * 60 + 14];
      return `<circle cx="${n(px)}" cy="${n(py)}" r="4" fill="${C.pink}"/>`;
    })
    .join('');
  return line(d, INK, 30, 0.6) + line(d, color, 22, 1) + suckers;
}
export const octopusHug = namedProp(drawOctopusHug);

/** A little octopus sitting on (x, y), hugging something (drawn by the caller) at (0, -80). About 260 tall. */
function drawOctopus(x: number, y: number, s = 1, mood: Mood = 'happy', hug = '', color: string = '#b06fd0'): string {
  let arms = '';
  const armD = [
    'M-50 -70 C-110 -60 -130 -10 -100 10 C-80 20 -80 -10 -60 -10',
    'M-30 -60 C-60 -20 -60 20 -40 30 C-20 40 -20 10 -20 0',
    'M30 -60 C60 -20 60 20 40 30 C20 40 20 10 20 0',
    'M50 -70 C110 -60 130 -10 100 10 C80 20 80 -10 60 -10',
  ];
  for (const d of armD) arms += line(d, INK, 30, 0.6) + line(d, color, 22, 1);
  let suckers = '';
  for (const [a, b] of [
    [-104, 0],
    [-92, 10],
    [-44, 22],
    [-30, 30],
    [44, 22],
    [30, 30],
    [104, 0],
    [92, 10],
  ])
    suckers += `<circle cx="${a}" cy="${b}" r="4" fill="${C.pink}"/>`;
  const head =
    shape('M-80 -110 C-90 -210 90 -210 80 -110 C76 -70 40 -50 0 -50 C-40 -50 -76 -70 -80 -110Z', color, 5, 'r') +
    [
      [-40, -170, 10],
      [30, -180, 7],
      [50, -140, 8],
    ]
      .map(([a, b, r]) => `<circle cx="${a}" cy="${b}" r="${r}" fill="#fff" opacity=".25"/>`)
      .join('');
  const face =
    (mood === 'sad'
      ? eye(-26, -110, 11, [-2, 2]) +
        eye(26, -110, 11, [-2, 2]) +
        `<path d="M-34 -132 l18 -7 M34 -132 l-18 -7" stroke="${INK}" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"/>`
      : eye(-26, -110, 11) + eye(26, -110, 11)) +
    (mood === 'sad'
      ? `<path d="M-10 -78 q10 -8 20 0" fill="none" stroke="#7a2f3f" stroke-width="4" stroke-linecap="round"/>`
      : `<path d="M-14 -84 Q0 -68 14 -84 Q0 -78 -14 -84Z" fill="#7a2f3f" stroke="#7a2f3f" stroke-width="3" stroke-linejoin="round"/>`) +
    `<ellipse cx="-50" cy="-88" rx="10" ry="6" fill="${C.blush}" opacity=".6"/><ellipse cx="50" cy="-88" rx="10" ry="6" fill="${C.blush}" opacity=".6"/>`;
  const hugArms = hug
    ? line('M-60 -80 C-90 -60 -60 -30 -20 -40', INK, 30, 0.6) +
      line('M60 -80 C90 -60 60 -30 20 -40', INK, 30, 0.6) +
      line('M-60 -80 C-90 -60 -60 -30 -20 -40', color, 22, 1) +
      line('M60 -80 C90 -60 60 -30 20 -40', color, 22, 1)
    : '';
  return place(
    x,
    y,
    s,
    groundShadow(0, 20, 110, 14) + arms + suckers + head + face + (hug ? `<g transform="translate(0 -46)">${hug}</g>` + hugArms : ''),
  );
}
export const octopus = namedProp(drawOctopus);

/** A glowing jellyfish centred on (x, y). About 200 tall. */
export function jellyfish(x: number, y: number, s = 1, color: string = C.pink, mood: Mood = 'happy'): string {
  let tent = '';
  for (const tx of [-40, -16, 10, 34])
    tent += line(`M${tx} 10 C${tx - 16} 50 ${tx + 16} 80 ${tx} 120 C${tx - 10} 140 ${tx + 6} 160 ${tx} 170`, color, 6, 0.85);
  return (
    glow(x, y, 150 * s, 'url(#glowPink)', 0.8) +
    place(
      x,
      y,
      s,
      tent +
        shape(
          'M-64 10 C-70 -60 -30 -80 0 -80 C30 -80 70 -60 64 10 C50 20 40 6 30 16 C20 24 10 8 0 18 C-10 8 -20 24 -30 16 C-40 6 -50 20 -64 10Z',
          color,
          4,
          'r',
        ) +
        `<path d="M-40 -50 q14 -16 34 -14" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/>` +
        (mood === 'sleepy' ? closedEye(-18, -20, 7) + closedEye(18, -20, 7) : eye(-18, -20, 7) + eye(18, -20, 7)) +
        `<path d="M-8 -2 q8 8 16 0" fill="none" stroke="#7a2f3f" stroke-width="3.5" stroke-linecap="round"/>`,
    )
  );
}

/** A red crab on (x, y). About 110 tall. */
export function crab(x: number, y: number, s = 1, clapping = false): string {
  const red = C.tomato;
  const legs =
    line('M-40 -20 l-34 10 l-8 22 M-44 -8 l-30 20 l-2 18 M40 -20 l34 10 l8 22 M44 -8 l30 20 l2 18', INK, 12, 0.6) +
    line('M-40 -20 l-34 10 l-8 22 M-44 -8 l-30 20 l-2 18 M40 -20 l34 10 l8 22 M44 -8 l30 20 l2 18', red, 7, 1);
  const claw = (cx: number, cy: number, side: number) =>
    shape(
      `M${cx} ${cy} C${cx - side * 30} ${cy - 10} ${cx - side * 30} ${cy - 50} ${cx} ${cy - 54} C${cx + side * 20} ${cy - 56} ${cx + side * 24} ${cy - 36} ${cx + side * 8} ${cy - 34} C${cx + side * 20} ${cy - 24} ${cx + side * 16} ${cy - 4} ${cx} ${cy}Z`,
      red,
      4,
    );
  const clawY = clapping ? -110 : -80;
  return place(
    x,
    y,
    s,
    groundShadow(0, 4, 70, 10) +
      legs +
      line(`M-40 -40 L-64 ${clawY + 20} M40 -40 L64 ${clawY + 20}`, INK, 14, 0.6) +
      line(`M-40 -40 L-64 ${clawY + 20} M40 -40 L64 ${clawY + 20}`, red, 8, 1) +
      claw(clapping ? -40 : -70, clawY + 26, -1) +
      claw(clapping ? 40 : 70, clawY + 26, 1) +
      shape('M-56 -20 C-60 -70 60 -70 56 -20 C50 0 -50 0 -56 -20Z', red, 4, 'r') +
      line('M-14 -54 L-18 -80 M14 -54 L18 -80', INK, 4, 0.6) +
      circle(-18, -84, 10, '#fff', 3, 'none') +
      circle(18, -84, 10, '#fff', 3, 'none') +
      `<circle cx="-17" cy="-83" r="5" fill="#2b1d2e"/><circle cx="19" cy="-83" r="5" fill="#2b1d2e"/>` +
      `<path d="M-12 -30 q12 10 24 0" fill="none" stroke="#7a2f3f" stroke-width="3.5" stroke-linecap="round"/>`,
  );
}

export function starfish(x: number, y: number, s = 1, color: string = C.marigold, rot = 0): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const r = i % 2 ? 22 : 56;
    d += `${i ? 'L' : 'M'}${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)}`;
  }
  return place(
    x,
    y,
    s,
    `<path d="${d}Z" fill="${color}" ${ol(4)}/>` +
      `<path d="${d}Z" fill="url(#shadeR)"/>` +
      [0, 1, 2, 3, 4]
        .map((i) => {
          const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
          return `<circle cx="${n(Math.cos(a) * 34)}" cy="${n(Math.sin(a) * 34)}" r="3.5" fill="#fff" opacity=".7"/>`;
        })
        .join('') +
      eye(-9, -4, 5) +
      eye(9, -4, 5) +
      `<path d="M-6 8 q6 5 12 0" fill="none" stroke="#7a2f3f" stroke-width="3" stroke-linecap="round"/>`,
    false,
    rot,
  );
}

/** A scallop seashell centred on (x, y); glowing if asked. */
function drawSeashell(x: number, y: number, s = 1, glowing = false, color: string = C.pink): string {
  return (
    (glowing ? glow(x, y, 110 * s, 'url(#glowWarm)') : '') +
    place(
      x,
      y,
      s,
      shape(
        'M0 30 C-40 30 -60 0 -56 -20 C-50 -50 -20 -60 0 -60 C20 -60 50 -50 56 -20 C60 0 40 30 0 30Z',
        glowing ? '#ffe6a8' : color,
        4,
        'r',
      ) +
        line('M0 28 L0 -58 M0 28 L-26 -52 M0 28 L26 -52 M0 28 L-46 -30 M0 28 L46 -30', INK, 3, 0.3) +
        shape('M-16 30 L16 30 L10 42 L-10 42Z', glowing ? '#ffe6a8' : color, 3),
    )
  );
}
export const seashell = namedProp(drawSeashell);

/** The Magic Pearl in an open clam, or alone, centred on (x, y). */
function drawPearl(x: number, y: number, r = 30, inClam = false): string {
  const p =
    glow(x, y, r * 4, 'url(#glowCool)') +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="url(#pearlGrad)" ${ol(Math.max(2.5, r * 0.1))}/>` +
    `<circle cx="${n(x - r * 0.35)}" cy="${n(y - r * 0.35)}" r="${n(r * 0.22)}" fill="#fff"/>`;
  if (!inClam) return p;
  return (
    place(
      x,
      y + r * 0.9,
      r / 30,
      shape('M-90 0 C-90 -70 -40 -110 0 -110 C40 -110 90 -70 90 0Z', C.lilac, 4, 'r') +
        line('M0 -4 L0 -104 M-30 -4 L-50 -94 M30 -4 L50 -94 M-60 -4 L-80 -60 M60 -4 L80 -60', INK, 3, 0.3),
    ) +
    p +
    place(x, y + r * 0.9, r / 30, shape('M-96 0 C-90 40 -40 56 0 56 C40 56 90 40 96 0Z', C.lilac, 4, 'r'))
  );
}
export const pearl = namedProp(drawPearl);

/** A coral-and-shell castle under the sea standing on (x, y). About 700 tall. lit: windows glowing. */
export function seaCastle(x: number, y: number, s = 1, lit = false): string {
  const wall = '#f7b7b0';
  const wall2 = '#f29d95';
  const roof = C.violet;
  const win = lit ? '#ffe58a' : '#3a5a8c';
  const tower = (tx: number, w: number, h: number, roofH: number, c: string) =>
    shape(`M${tx - w / 2} 0 L${tx - w / 2} ${-h} L${tx + w / 2} ${-h} L${tx + w / 2} 0Z`, c, 5) +
    shape(
      `M${tx - w / 2 - 14} ${-h} C${tx - w / 4} ${-h - roofH * 0.4} ${tx - 10} ${-h - roofH * 0.8} ${tx} ${-h - roofH} C${tx + 10} ${-h - roofH * 0.8} ${tx + w / 4} ${-h - roofH * 0.4} ${tx + w / 2 + 14} ${-h}Z`,
      roof,
      5,
    ) +
    `<path d="M${tx - 14} ${-h * 0.7} L${tx - 14} ${-h * 0.7 - 30} C${tx - 14} ${-h * 0.7 - 50} ${tx + 14} ${-h * 0.7 - 50} ${tx + 14} ${-h * 0.7 - 30} L${tx + 14} ${-h * 0.7}Z" fill="${win}" ${ol(3.5)}/>` +
    (lit ? glow(tx, -h * 0.7 - 25, 70, 'url(#glowWarm)', 0.8) : '');
  let shells = '';
  for (const [a, b] of [
    [-180, -120],
    [-60, -300],
    [70, -140],
    [190, -260],
    [-250, -380],
    [260, -420],
  ])
    shells += seashell(a, b, 0.4, false, C.cream);
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 360, 30) +
      tower(-260, 120, 440, 160, wall2) +
      tower(260, 120, 480, 170, wall2) +
      shape('M-220 0 L-220 -300 L220 -300 L220 0Z', wall, 5) +
      line(
        'M-220 -300 l0 -30 l40 0 l0 30 M-140 -300 l0 -30 l40 0 l0 30 M-60 -300 l0 -30 l40 0 l0 30 M20 -300 l0 -30 l40 0 l0 30 M100 -300 l0 -30 l40 0 l0 30 M180 -300 l0 -30 l40 0 l0 30',
        INK,
        4,
        0.4,
      ) +
      shape(
        'M-220 -300 l0 -30 l40 0 l0 30Z M-140 -300 l0 -30 l40 0 l0 30Z M-60 -300 l0 -30 l40 0 l0 30Z M20 -300 l0 -30 l40 0 l0 30Z M100 -300 l0 -30 l40 0 l0 30Z M180 -300 l0 -30 l40 0 l0 30Z',
        wall,
        0,
        'none',
      ) +
      tower(0, 160, 560, 220, wall) +
      shape('M-70 0 L-70 -120 C-70 -180 70 -180 70 -120 L70 0Z', lit ? '#ffd76a' : C.seaDeep, 5) +
      line('M0 0 L0 -166', INK, 4, 0.3) +
      shells +
      coral(-330, 0, 0.8, C.rose, 0) +
      coral(330, 0, 0.7, C.marigold, 1, true) +
      seaweed(-380, 0, 260, C.leafMid, 4) +
      (lit ? line('M-120 -600 l-30 -40 M120 -600 l30 -40 M0 -880 l0 -50 M-200 -500 l-50 -20 M200 -500 l50 -20', '#fff3b0', 6, 0.7) : ''),
  );
}

/** Beach: sea with waves at the horizon (y) and sand from ySand down. */
export function beach(y: number, ySand: number, sunset = false): string {
  const sea = sunset ? '#5f8ccc' : '#3fb0d4';
  let out =
    `<rect x="${WORLD_LEFT}" y="${y}" width="${WORLD_WIDTH}" height="${ySand - y + 100}" fill="${sea}"/>` +
    `<rect x="${WORLD_LEFT}" y="${y}" width="${WORLD_WIDTH}" height="${ySand - y + 100}" fill="url(#shade)" opacity=".5"/>` +
    line(`M${WORLD_LEFT} ${y} L-200 ${y} L${WORLD_RIGHT} ${y}`, INK, 4, 0.4);
  const r = rng(8);
  for (let i = 0; i < 14; i++) {
    const px = r() * 1600;
    const py = y + 20 + r() * (ySand - y - 40);
    out += line(`M${n(px)} ${n(py)} q20 -10 40 0 q20 10 40 0`, '#fff', 4, 0.6);
  }
  out += shape(
    `M${WORLD_LEFT} ${ySand} L-200 ${ySand} C200 ${ySand - 30} 600 ${ySand + 20} 900 ${ySand - 10} C1200 ${ySand - 40} 1500 ${ySand} 1800 ${ySand - 20} L${WORLD_RIGHT} ${ySand - 20} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`,
    C.sand,
    5,
  );
  out += `<path d="M${WORLD_LEFT} ${ySand + 6} L-200 ${ySand + 6} C200 ${ySand - 24} 600 ${ySand + 26} 900 ${ySand - 4} C1200 ${ySand - 34} 1500 ${ySand + 6} 1800 ${ySand - 14} L${WORLD_RIGHT} ${ySand - 14}" fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".85"/>`;
  for (let i = 0; i < 20; i++)
    out += `<circle cx="${n(r() * 1600)}" cy="${n(ySand + 60 + r() * 400)}" r="${n(3 + r() * 4)}" fill="${C.brown}" opacity=".2"/>`;
  return out;
}

/** A coconut palm on (x, y), leaning. About 650 tall. */
export function palm(x: number, y: number, s = 1, flip = false): string {
  const bez = (t: number, a: number, b: number, c: number, d: number) =>
    (1 - t) ** 3 * a + 3 * (1 - t) ** 2 * t * b + 3 * (1 - t) * t * t * c + t ** 3 * d;
  const trunk = shape('M-32 0 C-22 -200 36 -420 146 -566 L188 -548 C84 -410 34 -200 32 0Z', C.tan, 5);
  let rings = '';
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const cx = bez(t, 0, 10, 66, 167);
    const cy = bez(t, 0, -200, -416, -557);
    const w = 32 - t * 12;
    rings += `<path d="M${n(cx - w)} ${n(cy + 4)} Q${n(cx)} ${n(cy + 14)} ${n(cx + w)} ${n(cy - 4)}" fill="none" stroke="#a8703a" stroke-width="4" stroke-linecap="round" opacity=".8"/>`;
  }
  const top: [number, number] = [168, -560];
  let fronds = '';
  for (const [a, c] of [
    [-160, C.leafDark],
    [-120, C.leafMid],
    [-70, C.leafDark],
    [-30, C.leafMid],
    [20, C.leafDark],
    [150, C.leafMid],
    [-200, C.leafMid],
  ] as [number, string][]) {
    fronds += place(
      top[0],
      top[1],
      1,
      shape('M0 0 C60 -40 160 -40 240 30 C200 20 190 30 170 20 C160 40 140 30 120 20 C110 36 90 30 70 20 C50 30 30 20 0 0Z', c, 4) +
        line('M0 0 C70 -30 160 -30 240 30', INK, 3, 0.3),
      false,
      a + 30,
    );
  }
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 80, 12) +
      trunk +
      rings +
      fronds +
      circle(top[0] - 14, top[1] + 20, 18, C.brown, 3.5) +
      circle(top[0] + 12, top[1] + 26, 18, C.brown, 3.5) +
      circle(top[0], top[1] + 4, 18, C.brownDark, 3.5),
    flip,
  );
}

/** A sandcastle on (x, y), with a little flag. About 280 tall. */
export function sandcastle(x: number, y: number, s = 1): string {
  const sand = '#f0c987';
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 200, 16) +
      shape('M-160 0 L-150 -90 L150 -90 L160 0Z', sand, 4) +
      shape(
        'M-150 -90 L-150 -130 L-120 -130 L-120 -110 L-90 -110 L-90 -130 L-60 -130 L-60 -110 L60 -110 L60 -130 L90 -130 L90 -110 L120 -110 L120 -130 L150 -130 L150 -90Z',
        sand,
        4,
      ) +
      shape('M-50 -110 L-44 -200 L44 -200 L50 -110Z', sand, 4) +
      shape('M-50 -200 L-50 -230 L-26 -230 L-26 -214 L-10 -214 L-10 -230 L10 -230 L10 -214 L26 -214 L26 -230 L50 -230 L50 -200Z', sand, 4) +
      shape('M-24 0 L-24 -40 C-24 -64 24 -64 24 -40 L24 0Z', '#c9964f', 3.5) +
      line('M0 -230 L0 -290', C.brownDark, 4, 1) +
      shape('M0 -290 L46 -276 L0 -262Z', C.coral, 3) +
      seashell(-100, -40, 0.3, false, C.pink) +
      seashell(110, -50, 0.3, false, C.lilac) +
      `<circle cx="-120" cy="-60" r="5" fill="${C.brown}" opacity=".3"/><circle cx="80" cy="-30" r="5" fill="${C.brown}" opacity=".3"/>`,
  );
}

/** Little bucket and spade. */
export function bucket(x: number, y: number, s = 1): string {
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 60, 8) +
      shape('M-40 -80 L40 -80 L30 0 L-30 0Z', C.teal, 4) +
      shape('M-44 -88 L44 -88 L42 -74 L-42 -74Z', C.gold, 3.5) +
      `<path d="M-36 -84 C-36 -130 36 -130 36 -84" fill="none" ${ol(4)}/>` +
      line('M60 -10 L90 -110', C.wood, 8, 1) +
      shape('M78 -100 L106 -100 L108 -140 C100 -154 84 -154 76 -140Z', C.coral, 3.5),
  );
}

/** A dark cave frame: rocky arches around the edges (draw last, over everything). */
export function caveFrame(): string {
  return (
    shape(
      `M${WORLD_LEFT} ${WORLD_TOP} L${WORLD_RIGHT} ${WORLD_TOP} L${WORLD_RIGHT} ${WORLD_BOTTOM} L1500 ${WORLD_BOTTOM} L1500 1400 C1560 1100 1620 700 1480 420 C1360 180 1100 90 800 100 C500 90 240 180 120 420 C-20 700 40 1100 100 1400 L100 ${WORLD_BOTTOM} L${WORLD_LEFT} ${WORLD_BOTTOM}Z`,
      '#2a2456',
      6,
    ) +
    line('M60 600 C90 500 140 400 200 330 M1540 600 C1510 500 1460 400 1400 330 M700 120 C760 110 840 110 900 120', '#5a4f96', 10, 0.6) +
    [
      [160, 800, 40],
      [1460, 860, 50],
      [300, 260, 30],
      [1300, 240, 36],
    ]
      .map(([a, b, r]) => ellipse(a, b, r, r * 0.7, '#3b3472', 4))
      .join('')
  );
}
