/** Space props: rockets, planets, stars with faces, the Moon's surface, rooftops and telescopes. */
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
  WORLD_RIGHT,
} from '../palette.js';
import { eye, sadEye, closedEye, twinkle, type Mood } from './common.js';

/** A five-point star path centred on 0,0 with rounded tips. */
export function starPath(r: number, inner = 0.5): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * inner : r;
    d += `${i ? 'L' : 'M'}${n(Math.cos(a) * rr)} ${n(Math.sin(a) * rr)}`;
  }
  return d + 'Z';
}

/** A star with a face (Tara and her family), centred on (x, y); about 2r wide. */
function drawStarFriend(x: number, y: number, r = 60, mood: Mood = 'happy', rot = 0, color: string = C.sun): string {
  const face =
    mood === 'sad'
      ? sadEye(-r * 0.22, -r * 0.02, r * 0.1) +
        sadEye(r * 0.22, -r * 0.02, r * 0.1) +
        `<path d="M${n(-r * 0.12)} ${n(r * 0.3)} q${n(r * 0.12)} ${n(-r * 0.1)} ${n(r * 0.24)} 0" fill="none" stroke="#7a2f3f" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>`
      : mood === 'sleepy'
        ? closedEye(-r * 0.22, -r * 0.02, r * 0.1) +
          closedEye(r * 0.22, -r * 0.02, r * 0.1) +
          line(`M${n(-r * 0.1)} ${n(r * 0.22)} q${n(r * 0.1)} ${n(r * 0.08)} ${n(r * 0.2)} 0`, '#7a2f3f', r * 0.05, 1)
        : eye(-r * 0.22, -r * 0.02, r * 0.11) +
          eye(r * 0.22, -r * 0.02, r * 0.11) +
          (mood === 'wow'
            ? `<ellipse cx="0" cy="${n(r * 0.26)}" rx="${n(r * 0.08)}" ry="${n(r * 0.1)}" fill="#7a2f3f"/>`
            : `<path d="M${n(-r * 0.16)} ${n(r * 0.18)} Q0 ${n(r * 0.4)} ${n(r * 0.16)} ${n(r * 0.18)} Q0 ${n(r * 0.24)} ${n(-r * 0.16)} ${n(r * 0.18)}Z" fill="#7a2f3f" stroke="#7a2f3f" stroke-width="${n(r * 0.03)}" stroke-linejoin="round"/>`);
  const cheeks = `<ellipse cx="${n(-r * 0.4)}" cy="${n(r * 0.16)}" rx="${n(r * 0.1)}" ry="${n(r * 0.065)}" fill="${C.coral}" opacity=".5"/><ellipse cx="${n(r * 0.4)}" cy="${n(r * 0.16)}" rx="${n(r * 0.1)}" ry="${n(r * 0.065)}" fill="${C.coral}" opacity=".5"/>`;
  const body =
    `<path d="${starPath(r, 0.55)}" fill="${color}" ${ol(Math.max(3, r * 0.06))}/>` +
    `<path d="${starPath(r * 0.8, 0.55)}" fill="#fff" opacity=".22"/>`;
  return glow(x, y, r * 2.2, 'url(#glowWarm)', 0.8) + place(x, y, 1, `<g stroke-linejoin="round">${body}</g>` + face + cheeks, false, rot);
}
export const starFriend = namedProp(drawStarFriend);

/** A sparkle trail behind a flying thing, from (x1,y1) to (x2,y2). */
export function sparkleTrail(x1: number, y1: number, x2: number, y2: number, seed = 4): string {
  const r = rng(seed);
  let out = line(`M${n(x1)} ${n(y1)} Q${n((x1 + x2) / 2 + 60)} ${n((y1 + y2) / 2 - 40)} ${n(x2)} ${n(y2)}`, '#fff3b0', 10, 0.35);
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    out += twinkle(x1 + (x2 - x1) * t + (r() - 0.5) * 40, y1 + (y2 - y1) * t + (r() - 0.5) * 40, 8 + r() * 12, '#fff3b0', 0.9);
  }
  return out;
}

/** A planet centred on (x, y), optionally with rings. */
export function planet(
  x: number,
  y: number,
  r: number,
  color: string,
  opts: { rings?: string; bands?: string; tilt?: number; craters?: boolean; face?: boolean } = {},
): string {
  const tilt = opts.tilt ?? -16;
  const ringBack = opts.rings
    ? `<g transform="rotate(${tilt} ${n(x)} ${n(y)})"><path d="M${n(x - r * 1.9)} ${n(y)} A${n(r * 1.9)} ${n(r * 0.5)} 0 0 1 ${n(x + r * 1.9)} ${n(y)}" fill="none" stroke="${opts.rings}" stroke-width="${n(r * 0.22)}" ${''}/>` +
      `<path d="M${n(x - r * 1.9)} ${n(y)} A${n(r * 1.9)} ${n(r * 0.5)} 0 0 1 ${n(x + r * 1.9)} ${n(y)}" fill="none" stroke="${INK}" stroke-opacity=".3" stroke-width="3"/></g>`
    : '';
  const ringFront = opts.rings
    ? `<g transform="rotate(${tilt} ${n(x)} ${n(y)})"><path d="M${n(x - r * 1.9)} ${n(y)} A${n(r * 1.9)} ${n(r * 0.5)} 0 0 0 ${n(x + r * 1.9)} ${n(y)}" fill="none" stroke="${INK}" stroke-opacity=".55" stroke-width="${n(r * 0.22 + 8)}"/>` +
      `<path d="M${n(x - r * 1.9)} ${n(y)} A${n(r * 1.9)} ${n(r * 0.5)} 0 0 0 ${n(x + r * 1.9)} ${n(y)}" fill="none" stroke="${opts.rings}" stroke-width="${n(r * 0.22)}"/>` +
      `<path d="M${n(x - r * 1.75)} ${n(y + 4)} A${n(r * 1.75)} ${n(r * 0.42)} 0 0 0 ${n(x + r * 1.75)} ${n(y + 4)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${n(r * 0.04)}"/></g>`
    : '';
  let deco = '';
  if (opts.bands) {
    deco +=
      `<clipPath id="pc${Math.round(x)}_${Math.round(y)}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/></clipPath><g clip-path="url(#pc${Math.round(x)}_${Math.round(y)})">` +
      `<path d="M${n(x - r)} ${n(y - r * 0.35)} Q${n(x)} ${n(y - r * 0.5)} ${n(x + r)} ${n(y - r * 0.35)} L${n(x + r)} ${n(y - r * 0.15)} Q${n(x)} ${n(y - r * 0.3)} ${n(x - r)} ${n(y - r * 0.15)}Z" fill="${opts.bands}" opacity=".8"/>` +
      `<path d="M${n(x - r)} ${n(y + r * 0.2)} Q${n(x)} ${n(y + r * 0.05)} ${n(x + r)} ${n(y + r * 0.2)} L${n(x + r)} ${n(y + r * 0.45)} Q${n(x)} ${n(y + r * 0.3)} ${n(x - r)} ${n(y + r * 0.45)}Z" fill="${opts.bands}" opacity=".8"/></g>`;
  }
  if (opts.craters) {
    for (const [a, b, c] of [
      [-0.4, -0.3, 0.18],
      [0.3, 0.1, 0.24],
      [-0.1, 0.45, 0.14],
      [0.45, -0.45, 0.1],
    ]) {
      deco += ellipse(x + a * r, y + b * r, c * r, c * r * 0.85, '#000', 0, 'none').replace('fill="#000"', `fill="${INK}" opacity=".14"`);
    }
  }
  if (opts.face) {
    deco +=
      eye(x - r * 0.25, y - r * 0.05, r * 0.08) +
      eye(x + r * 0.25, y - r * 0.05, r * 0.08) +
      `<path d="M${n(x - r * 0.15)} ${n(y + r * 0.2)} q${n(r * 0.15)} ${n(r * 0.14)} ${n(r * 0.3)} 0" fill="none" stroke="#7a2f3f" stroke-width="${n(r * 0.04)}" stroke-linecap="round"/>`;
  }
  return glow(x, y, r * 1.6, 'url(#glowCool)', 0.35) + ringBack + circle(x, y, r, color, 5, 'r') + deco + ringFront;
}

/** A chunky picture-book rocket standing on (x, y), pointing up (rotate to fly). About 520 tall. */
function drawRocket(x: number, y: number, s = 1, rot = 0, flame = true, body: string = '#f4f2fb', trim: string = C.tomato): string {
  const fl = flame
    ? shape('M-50 -30 C-60 30 -30 70 0 130 C30 70 60 30 50 -30Z', C.marigold, 4, 'none') +
      shape('M-28 -30 C-34 20 -16 50 0 90 C16 50 34 20 28 -30Z', C.sun, 0, 'none') +
      flat('M-12 -30 C-14 0 -6 20 0 44 C6 20 14 0 12 -30Z', '#fff8d0')
    : '';
  const finL = shape('M-70 -170 C-130 -140 -140 -80 -130 -20 C-110 -40 -90 -50 -70 -60Z', trim, 5);
  const finR = shape('M70 -170 C130 -140 140 -80 130 -20 C110 -40 90 -50 70 -60Z', trim, 5);
  const hull = shape(
    'M0 -520 C70 -470 100 -360 90 -220 C86 -140 80 -80 70 -40 L-70 -40 C-80 -80 -86 -140 -90 -220 C-100 -360 -70 -470 0 -520Z',
    body,
    6,
  );
  const nose = shape('M0 -520 C36 -496 58 -464 70 -430 C30 -410 -30 -410 -70 -430 C-58 -464 -36 -496 0 -520Z', trim, 5, 'none');
  const stripe = `<path d="M-86 -150 C-40 -136 40 -136 86 -150 L84 -120 C40 -106 -40 -106 -84 -120Z" fill="${C.gold}" ${ol(4)}/>`;
  const nozzle = shape('M-50 -44 L50 -44 L42 -18 L-42 -18Z', C.grey, 4);
  const port =
    circle(0, -300, 54, '#c8d0e8', 6, 'none') +
    `<circle cx="0" cy="-300" r="40" fill="#4a77c4"/>` +
    `<circle cx="0" cy="-300" r="40" fill="url(#glass)"/>` +
    `<path d="M-24 -318 a30 30 0 0 1 22 -16" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".8"/>` +
    [0, 60, 120, 180, 240, 300]
      .map(
        (a) =>
          `<circle cx="${n(Math.cos((a * Math.PI) / 180) * 47)}" cy="${n(-300 + Math.sin((a * Math.PI) / 180) * 47)}" r="3.5" fill="${C.grey}"/>`,
      )
      .join('');
  const rivets = line('M-60 -200 l0 30 M60 -200 l0 30', INK, 3, 0.25);
  const finC = shape('M-10 -140 L10 -140 L14 -30 L-14 -30Z', trim, 4);
  return place(x, y, s, fl + finL + finR + nozzle + hull + stripe + nose + port + rivets + finC, false, rot);
}
export const rocket = namedProp(drawRocket);

/** The grey lunar ground: a curved horizon at y with craters. */
export function moonSurface(y: number, color = '#d9d5ea', seed = 2): string {
  const d = `M${WORLD_LEFT} ${n(y + 40)} L-200 ${n(y + 40)} C300 ${n(y - 30)} 1200 ${n(y - 30)} 1800 ${n(y + 50)} L${WORLD_RIGHT} ${n(y + 50)} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`;
  let out = shape(d, color, 5);
  const r = rng(seed);
  for (let i = 0; i < 9; i++) {
    const cx = 60 + r() * 1480;
    const cy = y + 60 + r() * (1200 - y - 60);
    const rx = 40 + r() * 70;
    out +=
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(rx * 0.32)}" fill="${INK}" opacity=".12"/>` +
      `<path d="M${n(cx - rx)} ${n(cy)} A${n(rx)} ${n(rx * 0.32)} 0 0 0 ${n(cx + rx)} ${n(cy)}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="5"/>` +
      `<path d="M${n(cx - rx)} ${n(cy)} A${n(rx)} ${n(rx * 0.32)} 0 0 1 ${n(cx + rx)} ${n(cy)}" fill="none" stroke="${INK}" stroke-opacity=".3" stroke-width="4"/>`;
  }
  return out;
}

/** Orange dunes of the red planet. */
export function marsGround(y: number): string {
  return (
    shape(
      `M${WORLD_LEFT} ${y - 40} L-200 ${y - 40} C100 ${y - 160} 300 ${y - 170} 520 ${y - 60} C700 ${y - 180} 900 ${y - 200} 1100 ${y - 70} C1300 ${y - 150} 1600 ${y - 150} 1800 ${y - 50} L${WORLD_RIGHT} ${y - 50} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`,
      '#e88a4d',
      5,
    ) +
    shape(
      `M${WORLD_LEFT} ${y + 60} L-200 ${y + 60} C200 ${y - 10} 600 ${y} 900 ${y + 70} C1200 ${y + 10} 1500 ${y + 20} 1800 ${y + 80} L${WORLD_RIGHT} ${y + 80} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`,
      '#f2a45e',
      5,
    ) +
    [
      [200, y + 200, 40],
      [700, y + 260, 28],
      [1260, y + 180, 50],
      [1000, y + 330, 22],
      [400, y + 380, 30],
    ]
      .map(([a, b, r]) => ellipse(a, b, r, r * 0.55, '#c9683a', 4))
      .join('')
  );
}

/** A tumbling space rock centred on (x, y). */
export function asteroid(x: number, y: number, r: number, rot = 0): string {
  const d = `M${-r} ${-r * 0.1} C${-r * 0.9} ${-r * 0.8} ${-r * 0.1} ${-r * 1.05} ${r * 0.4} ${-r * 0.85} C${r * 1.05} ${-r * 0.6} ${r * 1.1} ${r * 0.3} ${r * 0.6} ${r * 0.8} C${r * 0.1} ${r * 1.1} ${-r * 0.9} ${r * 0.85} ${-r} ${-r * 0.1}Z`;
  return place(
    x,
    y,
    1,
    shape(d, '#9b8fb8', 4, 'r') +
      `<ellipse cx="${n(-r * 0.3)}" cy="${n(-r * 0.2)}" rx="${n(r * 0.22)}" ry="${n(r * 0.16)}" fill="${INK}" opacity=".18"/><ellipse cx="${n(r * 0.35)}" cy="${n(r * 0.3)}" rx="${n(r * 0.16)}" ry="${n(r * 0.12)}" fill="${INK}" opacity=".18"/>`,
    false,
    rot,
  );
}

/** A telescope on a tripod standing on (x, y), pointing up-right. About 300 tall. */
function drawTelescope(x: number, y: number, s = 1, flip = false): string {
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 90, 12) +
      line('M0 -150 L-70 0 M0 -150 L70 0 M0 -150 L0 0', C.brownDark, 10, 1) +
      line('M0 -150 L-70 0 M0 -150 L70 0 M0 -150 L0 0', INK, 2, 0.3) +
      `<g transform="translate(0 -160) rotate(-35)">` +
      shape('M-90 -26 L110 -36 L110 36 L-90 26Z', C.navy, 5) +
      shape('M-130 -16 L-90 -20 L-90 20 L-130 16Z', C.gold, 4) +
      shape('M100 -44 L140 -46 L140 46 L100 44Z', C.gold, 4) +
      `<rect x="-20" y="-30" width="22" height="60" fill="${C.tomato}" ${ol(3)}/></g>` +
      circle(0, -158, 14, C.gold, 3),
    flip,
  );
}
export const telescope = namedProp(drawTelescope);

/** An Indian city skyline at night seen from a roof (buildings, water tanks, lit windows). Base at y. */
export function citySkyline(y: number, seed = 6, lit = true): string {
  // The city beyond the picture first (for a spread's left page), ending before the picture's own begins.
  return skylineFrom(WORLD_LEFT, -360, y, rng(seed + 7), lit) + skylineFrom(-100, 1700, y, rng(seed), lit);
}

/** Buildings side by side, the first at `x`, the last starting before `until`. */
function skylineFrom(from: number, until: number, y: number, r: () => number, lit: boolean): string {
  let out = '';
  let x = from;
  while (x < until) {
    const w = 110 + r() * 140;
    const h = 120 + r() * 260;
    const col = ['#3b3478', '#463d8a', '#332c6b'][Math.floor(r() * 3)];
    out += `<path d="M${n(x)} ${n(y)} L${n(x)} ${n(y - h)} L${n(x + w)} ${n(y - h)} L${n(x + w)} ${n(y)}Z" fill="${col}" ${ol(3, 0.5)}/>`;
    if (r() < 0.5)
      out +=
        `<rect x="${n(x + w * 0.2)}" y="${n(y - h - 36)}" width="46" height="36" rx="6" fill="${col}" ${ol(3, 0.5)}/>` +
        line(`M${n(x + w * 0.2 + 8)} ${n(y - h)} l0 -6 M${n(x + w * 0.2 + 38)} ${n(y - h)} l0 -6`, INK, 3, 0.4);
    for (let wy = y - h + 24; wy < y - 20; wy += 44) {
      for (let wx = x + 18; wx < x + w - 26; wx += 38) {
        const on = lit && r() < 0.55;
        out += `<rect x="${n(wx)}" y="${n(wy)}" width="20" height="24" rx="4" fill="${on ? '#ffd76a' : '#2a2460'}" opacity="${on ? 0.95 : 0.8}"/>`;
      }
    }
    x += w + 6;
  }
  return out;
}

/** A flat Indian roof terrace: parapet wall across the bottom, with potted plants. */
export function roofTerrace(y: number, withTank = true): string {
  return (
    shape(`M${WORLD_LEFT} ${y} L-200 ${y} L${WORLD_RIGHT} ${y} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`, '#c98f6a', 5) +
    shape(
      `M${WORLD_LEFT} ${y - 70} L-200 ${y - 70} L${WORLD_RIGHT} ${y - 70} L${WORLD_RIGHT} ${y} L-200 ${y} L${WORLD_LEFT} ${y}Z`,
      '#e9b48a',
      5,
    ) +
    line(Array.from({ length: 14 }, (_, i) => `M${i * 130 - 60} ${y - 70} l0 70`).join(' '), INK, 3, 0.2) +
    (withTank
      ? shape(`M1320 ${y - 70} L1320 ${y - 250} C1320 ${y - 270} 1480 ${y - 270} 1480 ${y - 250} L1480 ${y - 70}Z`, '#3c3f58', 5) +
        line(`M1320 ${y - 200} L1480 ${y - 200} M1320 ${y - 130} L1480 ${y - 130}`, '#fff', 3, 0.2)
      : '')
  );
}

/** A tulsi plant in a painted pot, standing on (x, y). About 220 tall. */
export function tulsiPot(x: number, y: number, s = 1): string {
  let leaves = '';
  const r = rng(21);
  for (let i = 0; i < 16; i++) {
    const a = -150 + r() * 120;
    const len = 50 + r() * 70;
    const lx = Math.cos((a * Math.PI) / 180) * len;
    const ly = -110 + Math.sin((a * Math.PI) / 180) * len;
    leaves += place(lx, ly, 0.32, shape('M0 0 C-30 -20 -36 -60 0 -90 C36 -60 30 -20 0 0Z', i % 2 ? C.leafMid : C.leaf, 10), false, a + 90);
  }
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 80, 12) +
      line('M0 -110 L0 -180 M0 -130 L-40 -170 M0 -140 L40 -180', C.leafDark, 6, 1) +
      leaves +
      shape('M-70 -110 L70 -110 L56 0 L-56 0Z', C.tomato, 5) +
      shape('M-80 -126 L80 -126 L78 -104 L-78 -104Z', '#c9473a', 4) +
      `<path d="M-30 -60 L0 -84 L30 -60 L0 -36Z" fill="${C.gold}" ${ol(3)}/><circle cx="0" cy="-60" r="8" fill="${C.cream}"/>`,
  );
}

/** The Earth seen from space, centred on (x, y). */
export function earth(x: number, y: number, r: number): string {
  const clip = `ec${Math.round(x)}`;
  return (
    glow(x, y, r * 1.7, 'url(#glowCool)', 0.5) +
    circle(x, y, r, '#3d9ccc', 5, 'none') +
    `<clipPath id="${clip}"><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/></clipPath><g clip-path="url(#${clip})">` +
    place(
      x,
      y,
      r / 100,
      flat('M-60 -80 C-20 -90 10 -60 0 -30 C-10 0 20 10 30 40 C20 70 -20 60 -40 30 C-60 0 -90 -40 -60 -80Z', C.leaf) +
        flat('M40 -70 C70 -60 90 -30 70 -10 C50 0 30 -30 40 -70Z', C.leaf) +
        flat('M-100 40 C-60 50 -40 80 -60 100 L-100 100Z', C.leaf) +
        flat('M-80 -30 q30 -10 60 0 M20 10 q30 -10 60 0', '#fff', 0.6),
    ) +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#shadeR)"/></g>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" ${ol(5)}/>`
  );
}

/** A little flag on a pole planted at (x, y). */
export function flag(x: number, y: number, s = 1, color: string = C.coral): string {
  return place(
    x,
    y,
    s,
    line('M0 0 L0 -200', C.grey, 8, 1) +
      shape('M0 -200 C40 -210 80 -180 120 -196 L120 -130 C80 -114 40 -144 0 -134Z', color, 4) +
      starPathAt(60, -164, 18, C.gold),
  );
}

function starPathAt(x: number, y: number, r: number, color: string): string {
  return `<path d="${starPath(r)}" transform="translate(${x} ${y})" fill="${color}" ${ol(2)}/>`;
}

/** A streak of shooting star. */
export function shootingStar(x: number, y: number, len = 260, angle = 150): string {
  const a = (angle * Math.PI) / 180;
  return line(`M${n(x)} ${n(y)} L${n(x + Math.cos(a) * len)} ${n(y + Math.sin(a) * len)}`, '#fff3b0', 10, 0.5) + twinkle(x, y, 24);
}

/**
 * A small passenger aeroplane flying left, its nose a face with round, surprised eyes and an "o" of a
 * mouth (the story's "one very surprised aeroplane"). About 300 long at scale 1, centred on (x, y).
 */
function drawAeroplane(x: number, y: number, s = 1): string {
  const body = '#f4f2fb';
  const windows = [-30, 0, 30, 60, 90].map((wx) => `<circle cx="${wx}" cy="-6" r="7" fill="#8fc4e8" ${ol(2)}/>`).join('');
  return place(
    x,
    y,
    s,
    shape('M60 -6 L20 -70 L48 -70 L110 -6Z', C.tomato, 4) +
      shape(
        'M-150 0 C-150 -26 -120 -34 -90 -34 L120 -30 C140 -30 160 -60 168 -66 L176 -66 C172 -40 166 -14 150 4 C110 22 -100 24 -130 18 C-146 14 -150 8 -150 0Z',
        body,
        4,
      ) +
      shape('M10 8 L-30 70 L0 70 L60 8Z', C.tomato, 4) +
      windows +
      // the surprised face on the nose
      `<circle cx="-118" cy="-12" r="7" fill="#fff" ${ol(2)}/><circle cx="-120" cy="-12" r="3.5" fill="${INK}"/>` +
      `<ellipse cx="-136" cy="6" rx="5" ry="6.5" fill="#7a2f3f"/>` +
      line('M-128 -26 q6 -6 12 -2', INK, 3, 0.8),
  );
}
export const aeroplane = namedProp(drawAeroplane);

/** A few birds flying, drawn as a child draws them, across (x, y), `count` of them. */
export function birds(x: number, y: number, count = 4, s = 1): string {
  return Array.from({ length: count }, (_, i) => {
    const [bx, by] = [x + i * 46 * s, y + ((i * 37) % 50) * s - 20 * s];
    return line(
      `M${n(bx - 14 * s)} ${n(by)} q${n(7 * s)} ${n(-9 * s)} ${n(14 * s)} 0 q${n(7 * s)} ${n(-9 * s)} ${n(14 * s)} 0`,
      INK,
      3.5 * s,
      0.75,
    );
  }).join('');
}
