/** Grounds and rooms more than one story is set in. */
import { C, ellipse, INK, line, shape, WORLD_LEFT, WORLD_RIGHT, worldFill } from '../palette.js';
import * as P from '../props/common.js';

/** A gently waving ground band from y down. */
export function ground(y: number, color: string, wobble = 24): string {
  return shape(
    `M${WORLD_LEFT} ${y} L-200 ${y} C200 ${y - wobble} 500 ${y + wobble} 800 ${y} C1100 ${y - wobble} 1400 ${y + wobble} 1800 ${y - wobble * 0.5} L${WORLD_RIGHT} ${y - wobble * 0.5} L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`,
    color,
    5,
  );
}

export function grassRow(y: number, seed = 1, color: string = C.leafMid): string {
  let out = '';
  for (let i = 0; i < 9; i++)
    out += P.grass(60 + i * 190 + ((seed * 37 + i * 53) % 60), y + ((i * 29 + seed) % 30), 0.8, i % 2 ? color : C.leaf);
  return out;
}

export function jungleBackdrop(sky: P.SkyKind = 'day', seed = 1): string {
  return (
    P.sky(sky, seed) +
    (sky === 'day' ? P.sun(1380, 150, 70) + P.cloud(360, 170, 0.9) + P.cloud(1000, 110, 0.6, 0.9) : '') +
    P.hills(560, sky === 'sunset' ? '#7fa35a' : '#8fcf72', 70, seed, 4, true) +
    P.jungleTree(-40, 980, 0.95, 1) +
    P.jungleTree(1640, 960, 1, 0, true) +
    P.jungleTree(420, 860, 0.6, 0) +
    P.jungleTree(1200, 850, 0.62, 1, true) +
    ground(900, sky === 'sunset' ? '#a7c068' : '#9ed36a')
  );
}

export function bedroom(windowContent: string, night = true): string {
  const wall = '#f7d9b8';
  return (
    worldFill(wall) +
    worldFill('url(#shade)', 'opacity=".35"') +
    // wallpaper dots
    Array.from(
      { length: 60 },
      (_, i) =>
        `<circle cx="${(i % 10) * 170 + (Math.floor(i / 10) % 2) * 85}" cy="${Math.floor(i / 10) * 140 + 40}" r="6" fill="#e9b48a" opacity=".6"/>`,
    ).join('') +
    // window
    shape('M980 130 L1460 130 L1460 560 L980 560Z', C.wood, 6) +
    `<rect x="1004" y="154" width="432" height="382" fill="${night ? 'url(#skyNight)' : 'url(#skyDay)'}"/>` +
    `<svg x="1004" y="154" width="432" height="382" viewBox="1004 154 432 382">${windowContent}</svg>` +
    line('M1220 154 L1220 536 M1004 345 L1436 345', C.wood, 12, 1) +
    shape('M960 560 L1480 560 L1490 590 L950 590Z', C.brown, 5) +
    // curtains
    shape('M940 110 C1000 110 1010 300 980 600 L900 600 C920 400 900 200 940 110Z', C.rose, 5) +
    shape('M1500 110 C1440 110 1430 300 1460 600 L1540 600 C1520 400 1540 200 1500 110Z', C.rose, 5) +
    line('M900 110 L1540 110', C.brownDark, 10, 1) +
    // shelf with toys and books
    shape('M120 360 L560 360 L560 384 L120 384Z', C.wood, 4) +
    shape('M150 360 L150 270 L180 270 L180 360Z', C.teal, 3) +
    shape('M184 360 L184 284 L212 284 L212 360Z', C.coral, 3) +
    shape('M216 360 L226 290 L252 294 L242 360Z', C.gold, 3) +
    P.elephant(420, 360, 0.2, { cloth: true }) +
    // floor
    shape(`M${WORLD_LEFT} 1000 L-200 1000 L${WORLD_RIGHT} 1000 L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z`, '#c98f6a', 5) +
    ellipse(800, 1100, 520, 70, C.marigold, 4, 'none') +
    ellipse(800, 1100, 420, 50, C.rose, 0, 'none') +
    // bed: headboard on the left, pillow, mattress
    shape('M160 1000 L160 540 C160 450 380 440 400 540 L400 760 L1320 760 L1320 1000Z', C.wood, 6) +
    shape('M200 600 C200 530 360 530 360 600 L360 700 L200 700Z', '#cf9a66', 3, 'none') +
    shape('M260 800 L1330 800 C1360 800 1370 820 1370 840 L1370 1000 L260 1000Z', C.wood, 6) +
    shape('M260 740 L1330 740 C1360 740 1370 760 1370 800 L260 800Z', '#fff8ea', 5) +
    shape('M300 610 C300 560 560 550 600 600 C640 660 600 720 480 730 C360 740 290 700 300 610Z', '#fff8ea', 5) +
    line('M340 640 q60 -20 120 0', INK, 3, 0.2)
  );
}

export function blanket(color: string = C.teal): string {
  return (
    shape('M470 800 C560 746 1200 740 1360 790 L1380 1000 L450 1000Z', color, 6) +
    shape('M470 800 C560 746 1200 740 1360 790 L1362 822 C1200 776 560 780 466 836Z', '#fff8ea', 4) +
    line('M540 880 C700 860 1100 860 1350 890', '#fff', 5, 0.35) +
    Array.from(
      { length: 12 },
      (_, i) => `<circle cx="${540 + i * 70}" cy="${940 - (i % 2) * 20}" r="9" fill="${C.sun}" opacity=".85"/>`,
    ).join('')
  );
}
