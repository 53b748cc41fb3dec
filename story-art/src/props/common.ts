/**
 * Reusable drawn elements: skies, weather, landscape and the jungle cast. Each function returns an SVG fragment
 * placed at (x, y) with a scale; (x, y) is the point the element stands on (bottom centre) unless noted.
 */
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
  worldFill,
} from '../palette.js';

export type SkyKind = 'day' | 'sunset' | 'dusk' | 'night';

const SKY_FILL: Record<SkyKind, string> = {
  day: 'url(#skyDay)',
  sunset: 'url(#skySunset)',
  dusk: 'url(#skyDusk)',
  night: 'url(#skyNight)',
};

/** A four-point twinkle star. */
export function twinkle(x: number, y: number, r: number, color = '#fff7d1', opacity = 1): string {
  const k = r * 0.28;
  return `<path d="M${n(x)} ${n(y - r)} Q${n(x + k)} ${n(y - k)} ${n(x + r)} ${n(y)} Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + r)} Q${n(x - k)} ${n(y + k)} ${n(x - r)} ${n(y)} Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - r)}Z" fill="${color}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`;
}

/** A field of stars and sparkles over an area. */
export function starField(seed: number, count: number, area: [number, number, number, number] = [0, 0, 1600, 800]): string {
  const r = rng(seed);
  let out = '';
  const [x0, y0, w, h] = area;
  for (let i = 0; i < count; i++) {
    const x = x0 + r() * w;
    const y = y0 + r() * h;
    const k = r();
    if (k < 0.16) out += glow(x, y, 26, 'url(#glowCool)', 0.7) + twinkle(x, y, 10 + r() * 9);
    else out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(1.6 + r() * 2.6)}" fill="#fff6d8" opacity="${n(0.5 + r() * 0.5)}"/>`;
  }
  return out;
}

/** Stars over the world's whole width, `top` to `top + height`: the picture's field, and one of its own beyond it to the left. */
export function worldStars(seed: number, count: number, top: number, height: number): string {
  return (
    starField(seed, count, [0, top, 1600, height]) +
    starField(seed + 101, Math.round(count * 1.1), [WORLD_LEFT, top, -WORLD_LEFT, height]) +
    starField(seed + 211, Math.round((count * (WORLD_RIGHT - 1600)) / 1600), [1600, top, WORLD_RIGHT - 1600, height])
  );
}

/** A full-canvas sky (drawn larger than the canvas so camera moves never show an edge). */
export function sky(kind: SkyKind, seed = 3): string {
  let out = worldFill(SKY_FILL[kind]);
  if (kind === 'night') out += worldStars(seed, 90, 0, 760);
  if (kind === 'dusk') out += worldStars(seed, 30, 0, 380);
  return out;
}

/** Marks the scene's light (the sun, the moon) with where it stands, for the hero to be shaded from it. */
function lightSource(x: number, svg: string): string {
  return `<g data-light="${n(x)}">${svg}</g>`;
}

export function sun(x: number, y: number, r = 90, face = true): string {
  let rays = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const a1 = a - 0.11;
    const a2 = a + 0.11;
    const r1 = r * 1.18;
    const r2 = r * (i % 2 ? 1.5 : 1.62);
    rays += `<path d="M${n(x + Math.cos(a1) * r1)} ${n(y + Math.sin(a1) * r1)} Q${n(x + Math.cos(a) * r2 * 1.04)} ${n(y + Math.sin(a) * r2 * 1.04)} ${n(x + Math.cos(a2) * r1)} ${n(y + Math.sin(a2) * r1)}Z" fill="${C.gold}" ${ol(3, 0.35)}/>`;
  }
  const f = face
    ? `<path d="M${n(x - r * 0.36)} ${n(y - r * 0.06)} q${n(r * 0.12)} ${n(-r * 0.14)} ${n(r * 0.24)} 0 M${n(x + r * 0.12)} ${n(y - r * 0.06)} q${n(r * 0.12)} ${n(-r * 0.14)} ${n(r * 0.24)} 0" fill="none" stroke="${INK}" stroke-opacity=".6" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>` +
      `<path d="M${n(x - r * 0.22)} ${n(y + r * 0.22)} q${n(r * 0.22)} ${n(r * 0.2)} ${n(r * 0.44)} 0" fill="none" stroke="${INK}" stroke-opacity=".6" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>` +
      `<circle cx="${n(x - r * 0.46)} " cy="${n(y + r * 0.18)}" r="${n(r * 0.12)}" fill="${C.coral}" opacity=".45"/><circle cx="${n(x + r * 0.46)}" cy="${n(y + r * 0.18)}" r="${n(r * 0.12)}" fill="${C.coral}" opacity=".45"/>`
    : '';
  return lightSource(x, glow(x, y, r * 3.2, 'url(#sunGlow)') + rays + circle(x, y, r, C.sun, 4) + f);
}

/** A crescent moon with a sleepy face. */
export function moon(x: number, y: number, r = 80, face = true): string {
  // the crescent is the moon's disc minus a second disc shifted up and to the right
  const bx = r * 0.52;
  const by = -r * 0.22;
  const br = r * 0.84;
  const dist = Math.hypot(bx, by);
  const a = (r * r - br * br + dist * dist) / (2 * dist);
  const hh = Math.sqrt(Math.max(0, r * r - a * a));
  const mx = (a * bx) / dist;
  const my = (a * by) / dist;
  const p1: [number, number] = [x + mx - (hh * by) / dist, y + my + (hh * bx) / dist];
  const p2: [number, number] = [x + mx + (hh * by) / dist, y + my - (hh * bx) / dist];
  const d = `M${n(p1[0])} ${n(p1[1])} A${n(r)} ${n(r)} 0 1 1 ${n(p2[0])} ${n(p2[1])} A${n(br)} ${n(br)} 0 1 0 ${n(p1[0])} ${n(p1[1])}Z`;
  const f = face
    ? `<path d="M${n(x - r * 0.52)} ${n(y - r * 0.1)} q${n(r * 0.1)} ${n(r * 0.1)} ${n(r * 0.2)} 0" fill="none" stroke="${INK}" stroke-opacity=".55" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>` +
      `<path d="M${n(x - r * 0.56)} ${n(y + r * 0.28)} q${n(r * 0.12)} ${n(r * 0.1)} ${n(r * 0.22)} ${n(-r * 0.04)}" fill="none" stroke="${INK}" stroke-opacity=".55" stroke-width="${n(r * 0.05)}" stroke-linecap="round"/>` +
      `<circle cx="${n(x - r * 0.62)}" cy="${n(y + r * 0.1)}" r="${n(r * 0.09)}" fill="${C.coral}" opacity=".4"/>`
    : '';
  return lightSource(x, glow(x, y, r * 2.6, 'url(#glowCool)', 0.55) + shape(d, '#fff1b8', 4, 'r') + f);
}

/** A puffy cloud centred on (x, y), about 280 wide at scale 1. */
export function cloud(x: number, y: number, s = 1, opacity = 1, tint = '#ffffff'): string {
  const d =
    'M-130 30 C-165 30 -168 -12 -128 -16 C-132 -58 -70 -72 -46 -36 C-36 -90 42 -96 56 -40 C86 -66 138 -46 128 -8 C164 -4 162 30 128 30 Z';
  const inner =
    `<path d="${d}" fill="${tint}"/><path d="${d}" fill="url(#shade)" ${ol(4, 0.28)}/>` +
    `<path d="M-100 8 C-80 14 -60 14 -44 6 M40 8 C60 16 84 14 100 6" fill="none" stroke="${INK}" stroke-opacity=".12" stroke-width="5" stroke-linecap="round"/>`;
  return `<g opacity="${opacity}">${place(x, y, s, inner)}</g>`;
}

/** A band of rolling hills from y (the highest crest) down past the bottom of the canvas. */
export function hills(y: number, color: string, amp = 60, seed = 1, bumps = 4, withTrees = false): string {
  const r = rng(seed);
  const step = 1900 / bumps;
  // The world beyond the picture, for a spread's left page: gentler hills of their own, ending where the picture's begin.
  const far = rng(seed + 31);
  let d = `M${WORLD_LEFT} ${n(y + amp)}`;
  for (let i = 0, fx = WORLD_LEFT, farStep = (-150 - WORLD_LEFT) / 3; i < 3; i++, fx += farStep) {
    const top = y + amp * (0.2 + far() * 0.5);
    d += ` C${n(fx + farStep * 0.25)} ${n(top)} ${n(fx + farStep * 0.55)} ${n(top)} ${n(fx + farStep)} ${n(y + amp)}`;
  }
  let x = -150;
  for (let i = 0; i < bumps; i++) {
    const top = y + r() * amp * 0.6;
    const end = y + amp * (0.6 + r() * 0.4);
    d += ` C${n(x + step * 0.25)} ${n(top)} ${n(x + step * 0.55)} ${n(top)} ${n(x + step)} ${n(end)}`;
    x += step;
  }
  d += ` L${WORLD_RIGHT} ${n(y + amp)} L${WORLD_RIGHT} 2000 L${WORLD_LEFT} 2000 Z`;
  let out = shape(d, color, 4, 'v');
  if (withTrees) {
    const rr = rng(seed + 9);
    for (let i = 0; i < 14; i++) {
      const tx = -80 + rr() * 1760;
      const ty = y + amp * 0.9 + rr() * 40;
      out += lollipopTree(tx, ty, 0.45 + rr() * 0.3, rr() < 0.5 ? C.leafMid : C.leafDark);
    }
    const farTrees = rng(seed + 19);
    for (let i = 0; i < 10; i++) {
      const tx = WORLD_LEFT + 80 + farTrees() * (-230 - WORLD_LEFT);
      out += lollipopTree(tx, y + amp * 1.1 + farTrees() * 40, 0.45 + farTrees() * 0.3, farTrees() < 0.5 ? C.leafMid : C.leafDark);
    }
  }
  return out;
}

/** A small rounded background tree. */
export function lollipopTree(x: number, y: number, s = 1, color: string = C.leafMid): string {
  return place(
    x,
    y,
    s,
    shape('M-8 0 L-6 -70 L6 -70 L8 0Z', C.bark, 3, 'none') +
      shape(
        'M0 -170 C40 -172 62 -140 56 -110 C74 -86 56 -52 26 -58 C12 -46 -14 -46 -26 -58 C-58 -52 -72 -88 -54 -110 C-62 -142 -36 -172 0 -170Z',
        color,
        4,
      ),
  );
}

/** A big rainforest tree with buttress roots and a cloud of leaves; y is the ground. About 700 tall at scale 1. */
export function jungleTree(x: number, y: number, s = 1, kind = 0, flip = false): string {
  const leafA = kind % 2 ? C.leafDark : C.leafMid;
  const leafB = kind % 2 ? C.leafMid : C.leaf;
  const trunk = shape(
    'M-70 0 C-40 -20 -34 -60 -36 -120 L-30 -480 C-30 -500 30 -500 30 -480 L36 -120 C34 -60 44 -20 80 0 C40 -6 20 -10 0 -4 C-20 -10 -40 -6 -70 0Z',
    C.bark,
    5,
  );
  const bark = line(
    'M-10 -440 C-14 -380 -4 -320 -12 -260 M12 -400 C6 -340 16 -280 8 -200 M-16 -200 C-20 -150 -12 -90 -24 -40 M18 -150 C16 -100 26 -60 40 -20',
    C.brownDark,
    4,
    0.45,
  );
  const branch =
    shape('M20 -360 C60 -380 100 -420 120 -470 L134 -462 C118 -410 80 -362 26 -330Z', C.bark, 4) +
    shape('M-20 -300 C-60 -320 -110 -350 -130 -400 L-144 -392 C-126 -340 -70 -296 -22 -270Z', C.bark, 4);
  const blob = (cx: number, cy: number, r: number, fill: string) =>
    shape(
      `M${cx - r} ${cy} C${cx - r} ${cy - r * 0.9} ${cx - r * 0.35} ${cy - r * 1.1} ${cx} ${cy - r} C${cx + r * 0.45} ${cy - r * 1.15} ${cx + r * 1.05} ${cy - r * 0.7} ${cx + r} ${cy} C${cx + r * 1.1} ${cy + r * 0.6} ${cx + r * 0.4} ${cy + r * 0.8} ${cx} ${cy + r * 0.7} C${cx - r * 0.5} ${cy + r * 0.85} ${cx - r * 1.05} ${cy + r * 0.55} ${cx - r} ${cy}Z`,
      fill,
      5,
      'r',
    );
  const canopy =
    blob(-150, -470, 120, leafA) +
    blob(150, -490, 125, leafA) +
    blob(0, -560, 150, leafB) +
    blob(-70, -440, 100, leafB) +
    blob(90, -430, 95, leafB) +
    blob(-190, -560, 80, leafA) +
    blob(200, -580, 85, leafB);
  let dots = '';
  const r = rng(kind + 11);
  for (let i = 0; i < 18; i++) {
    const dx = -220 + r() * 440;
    const dy = -640 + r() * 240;
    dots += `<path d="M${n(dx)} ${n(dy)} q10 -12 22 -4" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="5" stroke-linecap="round"/>`;
  }
  return place(x, y, s, trunk + bark + branch + canopy + dots, flip);
}

/** A big banyan tree with hanging aerial roots. About 760 tall. */
export function banyanTree(x: number, y: number, s = 1): string {
  let roots = '';
  for (const rx of [-230, -180, -120, 130, 190, 250]) {
    roots +=
      line(`M${rx} -420 C${rx + 6} -300 ${rx - 6} -160 ${rx + 4} 0`, C.bark, 10, 1) +
      line(`M${rx} -420 C${rx + 6} -300 ${rx - 6} -160 ${rx + 4} 0`, INK, 2, 0.3);
  }
  const trunk = shape(
    'M-110 0 C-70 -30 -70 -120 -80 -200 C-90 -280 -60 -380 -40 -420 L60 -420 C70 -360 100 -280 84 -200 C74 -120 80 -30 120 0 C60 -10 40 -14 0 -6 C-40 -14 -70 -8 -110 0Z',
    C.bark,
    5,
  );
  const bark = line(
    'M-30 -380 C-40 -300 -20 -220 -40 -120 M20 -390 C30 -300 10 -220 40 -100 M-60 -160 C-50 -100 -70 -60 -80 -20',
    C.brownDark,
    5,
    0.4,
  );
  const canopy =
    shape(
      'M-380 -430 C-420 -520 -320 -600 -240 -580 C-200 -680 -60 -700 0 -640 C80 -710 240 -680 260 -590 C360 -610 430 -520 380 -440 C420 -380 340 -330 270 -360 C200 -320 100 -350 60 -380 C0 -340 -100 -340 -150 -380 C-220 -330 -340 -350 -380 -430Z',
      C.leafDark,
      5,
    ) +
    shape(
      'M-300 -470 C-320 -540 -240 -580 -180 -560 C-140 -640 -20 -640 20 -590 C80 -650 210 -630 220 -560 C290 -560 320 -500 290 -460 C250 -420 180 -440 150 -450 C100 -420 20 -430 -10 -460 C-60 -420 -140 -420 -180 -450 C-230 -420 -290 -430 -300 -470Z',
      C.leafMid,
      0,
    ) +
    line('M-240 -520 q20 -20 44 -10 M-60 -590 q24 -22 50 -8 M120 -570 q24 -20 48 -6 M240 -500 q16 -16 36 -6', '#fff', 6, 0.25);
  return place(x, y, s, trunk + bark + roots + canopy);
}

/** A big banana / jungle leaf, stem at (0,0) pointing up; about 300 long at scale 1. */
export function bigLeaf(x: number, y: number, s = 1, rot = 0, color: string = C.leafMid, flip = false): string {
  const d = 'M0 0 C-10 -60 -90 -140 -70 -230 C-60 -280 -20 -300 0 -310 C30 -290 80 -250 76 -180 C70 -100 20 -60 0 0Z';
  const veins =
    'M0 -10 C4 -100 2 -200 0 -300 M0 -60 C-20 -80 -40 -90 -54 -120 M2 -120 C-20 -140 -40 -160 -58 -200 M0 -190 C-14 -210 -30 -230 -44 -262 M2 -80 C24 -100 40 -120 56 -150 M2 -150 C26 -170 44 -190 62 -220 M0 -220 C16 -240 30 -256 40 -274';
  return place(
    x,
    y,
    s,
    shape(d, color, 5) + line(veins, INK, 3.5, 0.28) + line('M-40 -250 C-48 -230 -52 -210 -50 -190', '#fff', 5, 0.35),
    flip,
    rot,
  );
}

/** A fan of leaves for foreground framing in a corner. */
export function leafCluster(x: number, y: number, s = 1, flip = false, seed = 1): string {
  const r = rng(seed);
  const colors = [C.leafDark, C.leafMid, C.jungle, C.leaf, C.leafDark];
  let out = '';
  const angles = [-70, -40, -12, 14, 40];
  angles.forEach((a, i) => {
    out += bigLeaf(0, 0, 0.85 + r() * 0.4, a + (r() - 0.5) * 10, colors[i % colors.length]);
  });
  return place(x, y, s, out, flip);
}

/** A hanging vine from y0 down `len` units with little leaves. */
export function vine(x: number, y0: number, len: number, sway = 30, seed = 2): string {
  const d = `M${x} ${y0} C${x + sway} ${y0 + len * 0.3} ${x - sway} ${y0 + len * 0.65} ${x + sway * 0.4} ${y0 + len}`;
  let out = line(d, C.leafDark, 9, 1) + line(d, INK, 2, 0.3);
  const r = rng(seed);
  for (let t = 0.12; t < 0.98; t += 0.14) {
    const px = x + sway * (1 - t) * (t < 0.5 ? t * 2 : 2 - t * 2) * (r() < 0.5 ? 1 : -1) * 0.6;
    const py = y0 + len * t;
    const side = r() < 0.5 ? -1 : 1;
    out += place(
      px,
      py,
      0.22,
      shape('M0 0 C-30 -20 -40 -60 0 -90 C40 -60 30 -20 0 0Z', r() < 0.5 ? C.leaf : C.leafMid, 12),
      false,
      side * 60 + 180,
    );
  }
  return out;
}

/** Grass tufts along the ground. */
export function grass(x: number, y: number, s = 1, color: string = C.leafMid): string {
  return place(
    x,
    y,
    s,
    shape(
      'M-40 0 C-40 -20 -46 -40 -56 -56 C-34 -44 -24 -30 -20 -14 C-20 -40 -14 -64 0 -80 C4 -56 8 -36 8 -14 C16 -34 28 -48 50 -58 C40 -40 36 -20 40 0Z',
      color,
      4,
    ),
  );
}

/** A hibiscus flower centred on (x, y). */
export function flower(x: number, y: number, s = 1, color: string = C.coral): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    petals += `<g transform="rotate(${i * 72})">${shape('M0 0 C-24 -12 -30 -40 -14 -54 C-6 -60 6 -60 14 -54 C30 -40 24 -12 0 0Z', color, 3.5)}</g>`;
  }
  return place(x, y, s, petals + circle(0, 0, 10, C.gold, 3) + line('M0 0 L8 -30 M0 0 L-10 -28', C.gold, 3, 1));
}

export function butterfly(x: number, y: number, s = 1, color: string = C.marigold, rot = 0): string {
  return place(
    x,
    y,
    s,
    shape('M0 0 C-20 -40 -60 -44 -56 -14 C-54 4 -30 8 0 0Z', color, 3) +
      shape('M0 0 C20 -40 60 -44 56 -14 C54 4 30 8 0 0Z', color, 3) +
      shape('M0 0 C-14 10 -40 30 -30 40 C-18 46 -6 24 0 0Z', C.coral, 3) +
      shape('M0 0 C14 10 40 30 30 40 C18 46 6 24 0 0Z', C.coral, 3) +
      `<circle cx="-34" cy="-20" r="7" fill="#fff" opacity=".7"/><circle cx="34" cy="-20" r="7" fill="#fff" opacity=".7"/>` +
      `<ellipse cx="0" cy="4" rx="5" ry="20" fill="${INK}" opacity=".8"/>` +
      line('M0 -14 Q-6 -30 -14 -34 M0 -14 Q6 -30 14 -34', INK, 2.5, 0.8),
    false,
    rot,
  );
}

export function fireflies(seed: number, count: number, area: [number, number, number, number]): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = area[0] + r() * area[2];
    const y = area[1] + r() * area[3];
    out += glow(x, y, 22 + r() * 14, 'url(#glowWarm)') + `<circle cx="${n(x)}" cy="${n(y)}" r="4.5" fill="#fffbd6"/>`;
  }
  return out;
}

/** A winding river band; y is the centre line at the left, rising to y2 at the right. */
export function river(y: number, y2: number, width = 220): string {
  const top = `M${WORLD_LEFT} ${n(y - width / 2)} L-200 ${n(y - width / 2)} C400 ${n(y - width / 2 - 40)} 1000 ${n(y2 - width / 2 + 40)} 1800 ${n(y2 - width / 2)} L${WORLD_RIGHT} ${n(y2 - width / 2)}`;
  const d = `${top} L${WORLD_RIGHT} ${n(y2 + width / 2)} L1800 ${n(y2 + width / 2)} C1000 ${n(y2 + width / 2 + 60)} 400 ${n(y + width / 2 - 20)} -200 ${n(y + width / 2)} L${WORLD_LEFT} ${n(y + width / 2)} Z`;
  let out = `<path d="${d}" fill="url(#waterGrad)" ${ol(5)}/>`;
  const r = rng(5);
  for (let i = 0; i < 16; i++) {
    const t = r();
    const px = -100 + t * 1800;
    const py = y + (y2 - y) * t + (r() - 0.5) * width * 0.6;
    out += line(`M${n(px)} ${n(py)} q30 -12 60 0 q30 12 60 0`, '#fff', 5, 0.55);
  }
  // stones along the banks
  for (let i = 0; i < 9; i++) {
    const t = i / 8;
    const px = -60 + t * 1720;
    const py = y + (y2 - y) * t + width / 2 + 6;
    out += ellipse(px, py, 34 + (i % 3) * 10, 18, C.stone, 4, 'r');
  }
  return out;
}

export function pawPrint(x: number, y: number, s = 1, rot = 0): string {
  return place(
    x,
    y,
    s,
    `<ellipse cx="0" cy="8" rx="16" ry="13" fill="${C.brownDark}" opacity=".55"/>` +
      [
        [-16, -10],
        [-6, -18],
        [6, -18],
        [16, -10],
      ]
        .map(([a, b]) => `<ellipse cx="${a}" cy="${b}" rx="5" ry="6.5" fill="${C.brownDark}" opacity=".55"/>`)
        .join(''),
    false,
    rot,
  );
}

/** A simple cute eye (white highlight) for animals. */
export function eye(x: number, y: number, r = 8, look: [number, number] = [0, 0]): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(r)}" ry="${n(r * 1.2)}" fill="#2b1d2e"/><circle cx="${n(x + r * 0.35 + look[0])}" cy="${n(y - r * 0.45 + look[1])}" r="${n(r * 0.38)}" fill="#fff"/>`;
}

export function sadEye(x: number, y: number, r = 8): string {
  const inner = x < 0 ? 1 : -1;
  return (
    eye(x, y, r) +
    `<path d="M${n(x - inner * r * 1.2)} ${n(y - r * 1.6)} L${n(x + inner * r * 0.9)} ${n(y - r * 2.2)}" stroke="${INK}" stroke-opacity=".7" stroke-width="${n(r * 0.4)}" stroke-linecap="round"/>` +
    `<path d="M${n(x + r * 0.2)} ${n(y + r * 1.4)} q${n(-r * 0.4)} ${n(r * 0.9)} 0 ${n(r * 1.3)} q${n(r * 0.5)} ${n(-r * 0.4)} 0 ${n(-r * 1.3)}Z" fill="#8fd8ff" stroke="#4aa3d8" stroke-width="1.5"/>`
  );
}

export function closedEye(x: number, y: number, r = 8): string {
  return `<path d="M${n(x - r)} ${n(y)} q${n(r)} ${n(r * 0.9)} ${n(r * 2)} 0" fill="none" stroke="#2b1d2e" stroke-width="${n(r * 0.45)}" stroke-linecap="round"/>`;
}

export type Mood = 'happy' | 'sad' | 'wow' | 'sleepy';

export function banana(x: number, y: number, s = 1, rot = 0): string {
  return place(
    x,
    y,
    s,
    shape('M-30 -6 C-20 20 20 24 36 -10 C30 -2 10 8 -6 4 C-18 2 -26 -4 -30 -6Z', C.sun, 3) +
      `<path d="M34 -10 l6 -6" stroke="${C.brownDark}" stroke-width="5" stroke-linecap="round"/>`,
    false,
    rot,
  );
}

/** A cheeky monkey. pose 'sit' sits on (x, y); 'hang' hangs from a vine by one arm at (x, y). About 220 tall. */
function drawMonkey(x: number, y: number, s = 1, pose: 'sit' | 'hang' | 'dance' = 'sit', flip = false, holdBanana = false): string {
  const fur = C.brown;
  const face = '#f3c99b';
  const dy = pose === 'hang' ? 250 : 0;
  const T = (px: number, py: number) => `${px} ${py + dy}`;
  const tail =
    line(`M${T(30, -40)} C${T(110, -40)} ${T(120, -140)} ${T(80, -150)} C${T(50, -156)} ${T(56, -118)} ${T(80, -120)}`, INK, 17, 0.6) +
    line(`M${T(30, -40)} C${T(110, -40)} ${T(120, -140)} ${T(80, -150)} C${T(50, -156)} ${T(56, -118)} ${T(80, -120)}`, fur, 10, 1);
  const armTube = (d: string) => line(d, INK, 25, 0.6) + line(d, fur, 18, 1);
  let arms = '';
  let legs = '';
  if (pose === 'hang') {
    arms += armTube(`M${T(-22, -120)} C${T(-30, -170)} ${T(-10, -220)} ${T(-4, -250)}`) + circle(-4, -252 + dy, 13, face, 3.5);
    arms += armTube(`M${T(24, -118)} C${T(56, -120)} ${T(70, -100)} ${T(76, -80)}`) + circle(76, -78 + dy, 12, face, 3.5);
    legs += armTube(`M${T(-20, -40)} C${T(-34, -10)} ${T(-30, 10)} ${T(-40, 20)}`) + ellipse(-44, 22 + dy, 16, 10, face, 3.5, 'none');
    legs += armTube(`M${T(20, -40)} C${T(40, -20)} ${T(46, -4)} ${T(60, 0)}`) + ellipse(64, 0 + dy, 16, 10, face, 3.5, 'none');
  } else if (pose === 'dance') {
    arms += armTube(`M${T(-22, -120)} C${T(-60, -140)} ${T(-70, -170)} ${T(-64, -200)}`) + circle(-64, -204 + dy, 13, face, 3.5);
    arms += armTube(`M${T(24, -118)} C${T(60, -130)} ${T(80, -150)} ${T(86, -180)}`) + circle(86, -184 + dy, 13, face, 3.5);
    legs += armTube(`M${T(-20, -40)} C${T(-40, -20)} ${T(-44, -4)} ${T(-50, 0)}`) + ellipse(-56, 0 + dy, 18, 10, face, 3.5, 'none');
    legs += armTube(`M${T(20, -40)} C${T(50, -40)} ${T(64, -50)} ${T(70, -70)}`) + ellipse(74, -74 + dy, 18, 10, face, 3.5, 'none');
  } else {
    legs += armTube(`M${T(-26, -30)} C${T(-50, -20)} ${T(-40, -4)} ${T(-26, 0)}`) + ellipse(-20, -2 + dy, 20, 11, face, 3.5, 'none');
    legs += armTube(`M${T(26, -30)} C${T(50, -20)} ${T(40, -4)} ${T(26, 0)}`) + ellipse(20, -2 + dy, 20, 11, face, 3.5, 'none');
    arms += armTube(`M${T(-26, -110)} C${T(-50, -80)} ${T(-40, -50)} ${T(-14, -54)}`) + circle(-12, -56 + dy, 13, face, 3.5);
    arms += armTube(`M${T(26, -110)} C${T(60, -100)} ${T(66, -80)} ${T(54, -66)}`) + circle(52, -64 + dy, 13, face, 3.5);
  }
  const body =
    shape(
      `M${T(-40, -70)} C${T(-44, -130)} ${T(44, -130)} ${T(40, -70)} C${T(44, -20)} ${T(20, -10)} ${T(0, -10)} C${T(-20, -10)} ${T(-44, -20)} ${T(-40, -70)}Z`,
      fur,
    ) + flat(`M${T(-22, -70)} C${T(-22, -100)} ${T(22, -100)} ${T(22, -70)} C${T(22, -36)} ${T(-22, -36)} ${T(-22, -70)}Z`, face, 0.9);
  const hy = -170 + dy;
  const head =
    ellipse(-58, hy, 22, 24, fur, 4, 'none') +
    ellipse(58, hy, 22, 24, fur, 4, 'none') +
    ellipse(-58, hy, 12, 14, face, 0, 'none') +
    ellipse(58, hy, 12, 14, face, 0, 'none') +
    circle(0, hy - 6, 58, fur, 5) +
    shape(
      `M0 ${hy - 30} C${-14} ${hy - 50} ${-50} ${hy - 42} ${-46} ${hy - 8} C${-44} ${hy + 30} ${-20} ${hy + 44} 0 ${hy + 42} C${20} ${hy + 44} ${44} ${hy + 30} ${46} ${hy - 8} C${50} ${hy - 42} ${14} ${hy - 50} 0 ${hy - 30}Z`,
      face,
      0,
      'v',
    ) +
    line(`M-8 ${hy - 58} q6 -16 18 -10 M6 ${hy - 60} q10 -10 20 0`, C.brownDark, 5, 0.8) +
    eye(-18, hy - 10, 8) +
    eye(18, hy - 10, 8) +
    `<ellipse cx="-5" cy="${hy + 10}" rx="3" ry="2.5" fill="${INK}" opacity=".6"/><ellipse cx="5" cy="${hy + 10}" rx="3" ry="2.5" fill="${INK}" opacity=".6"/>` +
    `<path d="M-18 ${hy + 20} Q0 ${hy + 40} 18 ${hy + 20} Q0 ${hy + 28} -18 ${hy + 20}Z" fill="#7a2f3f" stroke="#7a2f3f" stroke-width="3" stroke-linejoin="round"/>` +
    `<ellipse cx="-32" cy="${hy + 12}" rx="8" ry="5" fill="${C.blush}" opacity=".5"/><ellipse cx="32" cy="${hy + 12}" rx="8" ry="5" fill="${C.blush}" opacity=".5"/>`;
  const hold = holdBanana ? banana(pose === 'hang' ? 80 : 54, (pose === 'hang' ? -90 : -74) + dy, 1, -30) : '';
  return place(
    x,
    y - (pose === 'hang' ? 0 : 0),
    s,
    (pose === 'hang' ? '' : groundShadow(0, 0, 60, 10)) + tail + legs + body + head + arms + hold,
    flip,
  );
}
export const monkey = namedProp(drawMonkey);

/** A friendly elephant in side view facing right, standing on (x, y). About 420 tall, 520 long at scale 1. */
function drawElephant(
  x: number,
  y: number,
  s = 1,
  opts: { flip?: boolean; trunkUp?: boolean; cloth?: boolean; spray?: boolean } = {},
): string {
  const g = C.elephant;
  const gd = C.elephantDark;
  const leg = (lx: number, back: boolean) =>
    shape(
      `M${lx - 42} -170 C${lx - 38} -100 ${lx - 44} -40 ${lx - 40} -8 C${lx - 40} 4 ${lx + 40} 4 ${lx + 40} -8 C${lx + 44} -40 ${lx + 34} -100 ${lx + 40} -170Z`,
      back ? gd : g,
      5,
    ) +
    line(`M${lx - 24} -40 q10 6 20 0`, INK, 2.5, 0.25) +
    [-18, 0, 18].map((t) => `<path d="M${lx + t - 7} -4 q7 -12 14 0" fill="#f4efe6" ${ol(2.5, 0.5)}/>`).join('');
  const body = shape(
    'M-230 -200 C-240 -330 -120 -380 20 -370 C120 -366 190 -320 200 -240 C208 -170 180 -110 120 -100 L-170 -100 C-230 -110 -230 -150 -230 -200Z',
    g,
    5,
  );
  const tail =
    line('M-228 -220 C-260 -200 -262 -170 -256 -140', INK, 10, 0.6) +
    line('M-228 -220 C-260 -200 -262 -170 -256 -140', g, 6, 1) +
    `<path d="M-262 -146 l6 -6 l8 10 l-6 12 Z" fill="${gd}" ${ol(2.5)}/>`;
  const trunk = opts.trunkUp
    ? shape(
        'M200 -290 C250 -290 262 -250 280 -210 C296 -176 320 -180 330 -210 C336 -240 320 -270 340 -290 C360 -300 378 -280 370 -260 C354 -230 372 -170 330 -140 C290 -110 250 -150 228 -190 C214 -210 200 -220 186 -220Z',
        g,
        5,
      )
    : shape(
        'M200 -290 C260 -290 280 -240 284 -180 C288 -120 300 -80 326 -64 C340 -56 338 -36 320 -36 C284 -36 250 -70 244 -130 C240 -170 226 -200 196 -210Z',
        g,
        5,
      );
  const trunkLines = opts.trunkUp
    ? line('M262 -234 l14 -8 M282 -200 l16 -6 M340 -196 l16 2 M350 -226 l14 6', INK, 3, 0.3)
    : line('M258 -200 l18 -4 M262 -170 l18 -2 M266 -140 l18 0 M274 -110 l16 4', INK, 3, 0.3);
  const head = shape('M80 -300 C80 -380 220 -400 240 -310 C250 -260 230 -210 190 -196 C140 -180 84 -220 80 -300Z', g, 5);
  const ear =
    shape('M110 -330 C60 -370 -10 -340 -4 -270 C2 -200 60 -180 104 -200 C130 -214 140 -290 110 -330Z', gd, 5) +
    flat('M96 -318 C60 -344 14 -322 16 -272 C20 -224 60 -210 92 -222Z', C.pink, 0.45);
  const tusk = shape('M200 -218 C214 -190 236 -184 256 -192 C240 -200 224 -210 214 -226Z', '#fffaf0', 3);
  const face =
    eye(190, -300, 9) +
    `<path d="M170 -322 q16 -10 30 -4" fill="none" ${ol(3)}/>` +
    `<ellipse cx="212" cy="-262" rx="13" ry="8" fill="${C.blush}" opacity=".5"/>` +
    `<path d="M176 -238 q10 10 22 4" fill="none" ${ol(3)}/>`;
  const cloth = opts.cloth
    ? shape('M-120 -356 C-60 -372 40 -372 70 -356 L76 -250 C40 -230 -80 -230 -126 -250Z', C.rose, 4) +
      `<path d="M-126 -250 C-80 -230 40 -230 76 -250" fill="none" stroke="${C.gold}" stroke-width="14"/>` +
      [-100, -66, -32, 2, 36, 64].map((t) => circle(t, -232, 7, C.gold, 2.5, 'none')).join('') +
      `<path d="M-60 -330 L-26 -300 L8 -330 L-26 -360Z" fill="${C.gold}" ${ol(2.5)}/><circle cx="-26" cy="-330" r="8" fill="${C.teal}"/>`
    : '';
  const spray = opts.spray
    ? [
        [330, -320, 14],
        [360, -380, 18],
        [320, -420, 14],
        [380, -450, 12],
        [300, -470, 10],
        [410, -400, 11],
        [350, -500, 9],
      ]
        .map(([a, b, r]) => `<circle cx="${a}" cy="${b}" r="${r}" fill="#bff0ff" ${ol(2.5, 0.4)}/>`)
        .join('') + line('M350 -300 C360 -360 340 -420 300 -460 M360 -300 C390 -350 400 -400 420 -440', '#bff0ff', 8, 0.9)
    : '';
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 280, 22) +
      leg(-130, true) +
      leg(60, true) +
      tail +
      leg(-80, false) +
      leg(110, false) +
      body +
      cloth +
      ear +
      head +
      trunk +
      trunkLines +
      tusk +
      face +
      spray,
    opts.flip,
  );
}
export const elephant = namedProp(drawElephant);

/** A green parrot perched on (x, y) facing right, or flying. About 170 tall. */
function drawParrot(x: number, y: number, s = 1, flying = false, flip = false): string {
  const green = '#49b55a';
  const tail =
    shape('M-30 -40 C-50 10 -70 60 -96 100 C-70 90 -46 50 -20 -20Z', '#2e8fc4', 3.5) +
    shape('M-24 -36 C-30 20 -40 70 -50 110 C-30 80 -14 30 -6 -24Z', C.tomato, 3.5);
  const body = shape('M-30 -40 C-40 -100 -10 -150 30 -150 C70 -150 80 -110 70 -80 C60 -40 30 -10 0 -6 C-20 -8 -28 -20 -30 -40Z', green, 4);
  const wing = flying
    ? shape(
        'M0 -100 C-40 -160 -110 -190 -150 -170 C-120 -150 -120 -130 -90 -120 C-110 -110 -100 -96 -70 -94 C-60 -80 -30 -74 0 -70Z',
        '#3aa14c',
        4,
      ) + line('M-120 -164 C-90 -150 -60 -130 -20 -100 M-90 -120 C-60 -110 -40 -100 -10 -86', C.gold, 4, 0.8)
    : shape('M-20 -96 C0 -110 36 -96 34 -60 C30 -30 0 -16 -24 -28 C-30 -50 -30 -80 -20 -96Z', '#3aa14c', 3.5) +
      line('M-12 -70 C2 -60 14 -50 20 -40 M-16 -50 C-4 -40 6 -34 12 -28', C.gold, 3.5, 0.8);
  const head =
    flat('M40 -136 C56 -134 66 -120 64 -104 C50 -100 40 -110 34 -124Z', C.gold, 0.9) +
    shape('M60 -132 C84 -132 98 -116 92 -94 C86 -104 76 -110 66 -108Z', C.tomato, 3.5) +
    shape('M66 -106 C74 -100 82 -100 88 -96 C80 -90 70 -92 64 -98Z', '#a83a3a', 2.5) +
    eye(44, -124, 6.5) +
    `<circle cx="44" cy="-124" r="11" fill="none" stroke="#fff" stroke-width="3"/>` +
    `<ellipse cx="50" cy="-104" rx="6" ry="4" fill="${C.blush}" opacity=".55"/>`;
  const feet = flying ? '' : line('M-4 -8 l-6 10 M6 -8 l4 10', C.coral, 5, 1);
  return place(x, y, s, tail + (flying ? wing + body : body + wing) + head + feet, flip);
}
export const parrot = namedProp(drawParrot);

/** A tiger (cub by default) sitting on (x, y), facing the viewer. About 260 tall at scale 1. */
function drawTiger(x: number, y: number, s = 1, mood: Mood = 'happy', flip = false, grownUp = false): string {
  const orange = '#f39a33';
  const cream = '#fff4df';
  const stripe = '#3d2c5c';
  const headR = grownUp ? 74 : 84;
  const hy = grownUp ? -250 : -196;
  const tail =
    line('M50 -30 C120 -30 150 -70 140 -120 C134 -150 110 -150 112 -130', INK, 24, 0.6) +
    line('M50 -30 C120 -30 150 -70 140 -120 C134 -150 110 -150 112 -130', orange, 16, 1) +
    line('M96 -34 l6 14 M124 -52 l14 6 M138 -88 l14 -2', stripe, 5, 0.7);
  const bodyTop = grownUp ? -240 : -140;
  const body =
    shape(
      `M-70 -10 C-86 -60 -70 ${bodyTop + 10} -40 ${bodyTop} L40 ${bodyTop} C70 ${bodyTop + 10} 86 -60 70 -10 C40 4 -40 4 -70 -10Z`,
      orange,
      5,
    ) +
    flat(`M-30 -16 C-40 -60 -30 ${bodyTop + 40} 0 ${bodyTop + 30} C30 ${bodyTop + 40} 40 -60 30 -16Z`, cream, 0.95) +
    line(
      `M-62 -70 l22 6 M-66 -44 l20 2 M62 -70 l-22 6 M66 -44 l-20 2 M-60 ${bodyTop + 50} l22 8 M60 ${bodyTop + 50} l-22 8`,
      stripe,
      6,
      0.7,
    );
  const paws =
    ellipse(-34, -10, 26, 16, cream, 4, 'r') +
    ellipse(34, -10, 26, 16, cream, 4, 'r') +
    line('M-40 -2 l0 -8 M-28 -2 l0 -8 M28 -2 l0 -8 M40 -2 l0 -8', INK, 2.5, 0.45);
  const ears =
    circle(-headR * 0.72, hy - headR * 0.72, 26, orange, 4, 'r') +
    circle(headR * 0.72, hy - headR * 0.72, 26, orange, 4, 'r') +
    circle(-headR * 0.72, hy - headR * 0.72, 13, C.pink, 0, 'none') +
    circle(headR * 0.72, hy - headR * 0.72, 13, C.pink, 0, 'none');
  const head =
    ellipse(0, hy, headR * 1.12, headR, orange, 5, 'r') +
    line(
      `M-20 ${hy - headR + 6} l6 22 M0 ${hy - headR + 2} l0 24 M20 ${hy - headR + 6} l-6 22 M${-headR * 1.1} ${hy - 10} l26 6 M${-headR * 1.08} ${hy + 14} l24 0 M${headR * 1.1} ${hy - 10} l-26 6 M${headR * 1.08} ${hy + 14} l-24 0`,
      stripe,
      7,
      0.75,
    ) +
    shape(
      `M-48 ${hy + 20} C-48 ${hy - 6} -14 ${hy - 8} 0 ${hy + 6} C14 ${hy - 8} 48 ${hy - 6} 48 ${hy + 20} C48 ${hy + 56} -48 ${hy + 56} -48 ${hy + 20}Z`,
      cream,
      0,
      'none',
    ) +
    `<path d="M-12 ${hy + 10} C-12 ${hy + 2} 12 ${hy + 2} 12 ${hy + 10} C12 ${hy + 18} 0 ${hy + 22} 0 ${hy + 22} C0 ${hy + 22} -12 ${hy + 18} -12 ${hy + 10}Z" fill="${C.rose}" ${ol(2.5)}/>` +
    line(`M-62 ${hy + 24} l-30 -6 M-62 ${hy + 34} l-30 4 M62 ${hy + 24} l30 -6 M62 ${hy + 34} l30 4`, INK, 2.5, 0.4);
  let face = '';
  const ex = headR * 0.38;
  const ey = hy - headR * 0.18;
  if (mood === 'sad') {
    face +=
      sadEye(-ex, ey, 10) +
      sadEye(ex, ey, 10) +
      `<path d="M-14 ${hy + 40} q14 -10 28 0" fill="none" stroke="#7a2f3f" stroke-width="4" stroke-linecap="round"/>`;
  } else if (mood === 'sleepy') {
    face += closedEye(-ex, ey, 10) + closedEye(ex, ey, 10) + line(`M-10 ${hy + 34} q10 8 20 0`, '#7a2f3f', 4, 1);
  } else {
    face +=
      eye(-ex, ey, 10) +
      eye(ex, ey, 10) +
      `<path d="M-16 ${hy + 28} Q0 ${hy + 50} 16 ${hy + 28} Q0 ${hy + 34} -16 ${hy + 28}Z" fill="#7a2f3f" stroke="#7a2f3f" stroke-width="3" stroke-linejoin="round"/>`;
  }
  face += `<ellipse cx="${-headR * 0.62}" cy="${hy + 18}" rx="12" ry="7" fill="${C.blush}" opacity=".5"/><ellipse cx="${headR * 0.62}" cy="${hy + 18}" rx="12" ry="7" fill="${C.blush}" opacity=".5"/>`;
  return place(x, y, s, groundShadow(0, 0, 100, 16) + tail + body + paws + ears + head + face, flip);
}
export const tiger = namedProp(drawTiger);

/** Drawn inside a picture book's house: a warm Indian home with a tiled roof, standing on (x, y). ~420 wide. */
export function cottage(x: number, y: number, s = 1, lit = false, flip = false): string {
  const wall = C.cream;
  const win = lit ? '#ffd76a' : '#a9def2';
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 240, 18) +
      shape('M-200 0 L-200 -240 L200 -240 L200 0Z', wall, 5) +
      shape('M-236 -226 L-150 -360 L150 -360 L236 -226 Z', C.tomato, 5) +
      line('M-200 -266 L200 -266 M-180 -296 L180 -296 M-160 -326 L160 -326', '#b83c2c', 4, 0.6) +
      shape('M-40 0 L-40 -130 C-40 -170 40 -170 40 -130 L40 0Z', C.teal, 4) +
      circle(22, -64, 6, C.gold, 2.5, 'none') +
      shape('M-160 -180 L-90 -180 L-90 -110 L-160 -110Z', win, 4, 'none') +
      line('M-125 -180 L-125 -110 M-160 -145 L-90 -145', C.wood, 5, 1) +
      shape('M90 -180 L160 -180 L160 -110 L90 -110Z', win, 4, 'none') +
      line('M125 -180 L125 -110 M90 -145 L160 -145', C.wood, 5, 1) +
      shape('M-170 -106 L-80 -106 L-76 -96 L-174 -96Z', C.wood, 3) +
      shape('M80 -106 L170 -106 L174 -96 L76 -96Z', C.wood, 3) +
      [
        [-150, -116],
        [-128, -118],
        [-104, -116],
        [100, -116],
        [124, -118],
        [148, -116],
      ]
        .map(([a, b]) => circle(a, b, 9, C.coral, 2.5))
        .join('') +
      (lit ? glow(-125, -145, 90, 'url(#glowWarm)', 0.6) + glow(125, -145, 90, 'url(#glowWarm)', 0.6) : ''),
    flip,
  );
}

/** A mango tree in a garden, ~520 tall. */
export function mangoTree(x: number, y: number, s = 1, flip = false): string {
  let fruit = '';
  for (const [a, b] of [
    [-90, -300],
    [60, -330],
    [-20, -260],
    [110, -270],
    [-130, -380],
    [20, -420],
  ]) {
    fruit += shape(
      `M${a} ${b} C${a - 14} ${b + 10} ${a - 10} ${b + 34} ${a + 6} ${b + 34} C${a + 22} ${b + 32} ${a + 18} ${b + 6} ${a} ${b}Z`,
      C.marigold,
      3,
      'r',
    );
  }
  return place(
    x,
    y,
    s,
    groundShadow(0, 0, 120, 14) +
      shape('M-26 0 C-20 -60 -24 -140 -30 -220 L30 -220 C24 -140 20 -60 30 0Z', C.bark, 5) +
      line('M0 -200 C-30 -240 -60 -260 -90 -270 M6 -210 C30 -250 60 -270 90 -280', C.bark, 14, 1) +
      shape(
        'M-200 -300 C-230 -380 -160 -460 -80 -450 C-50 -510 60 -520 100 -460 C180 -470 230 -390 200 -320 C230 -260 170 -220 120 -240 C80 -210 0 -220 -30 -240 C-80 -210 -170 -230 -200 -300Z',
        C.leafDark,
        5,
      ) +
      shape(
        'M-150 -330 C-160 -390 -110 -430 -60 -420 C-30 -460 50 -460 70 -420 C130 -430 160 -380 140 -340 C120 -300 60 -300 40 -310 C0 -290 -60 -300 -80 -310 C-110 -290 -150 -300 -150 -330Z',
        C.leafMid,
        0,
      ) +
      line('M-120 -380 q20 -20 44 -10 M30 -430 q24 -20 50 -6', '#fff', 6, 0.25) +
      fruit,
    flip,
  );
}
