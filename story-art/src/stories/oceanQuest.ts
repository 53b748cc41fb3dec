/** The Secret of the Ocean Kingdom: its twelve pages, each in three variants, and its cover. */
import { C, ellipse, line } from '../palette.js';
import { type Expression, type Pose } from '../hero.js';
import * as P from '../props/common.js';
import * as O from '../props/ocean.js';
import { closeUp, pick, WIDE, type HeroPlacement } from '../scenes/layout.js';
import type { Story } from './story.js';

function beachDay(seed: number, sunset = false): string {
  return (
    P.sky(sunset ? 'sunset' : 'day', seed) +
    (sunset ? P.sun(1100, 470, 100, false) : P.sun(1360, 150, 70) + P.cloud(400, 160, 0.8) + P.cloud(900, 110, 0.6)) +
    O.beach(520, 800, sunset)
  );
}

export const oceanQuest: Story = {
  slug: 'ocean-quest',
  outfit: 'diver',
  outfits: { 1: 'casual', 2: 'casual', 12: 'casual' },
  company: {
    1: { side: 1, pose: 'pointing' },
    2: { side: -1, pose: 'waving' },
    4: { side: -1, pose: 'waving', helmeted: true },
    7: { side: 1, pose: 'sitting', helmeted: true },
    11: { side: -1, pose: 'cheering', helmeted: true },
    12: { side: 1, pose: 'waving' },
  },
  pages: [
    // 1 Sandcastles and a glowing shell
    (v) => {
      const shell = O.seashell(0, -10, 0.6, true);
      const h = pick<HeroPlacement>(v, [
        { pose: 'crouching', x: 620, y: 1060, scale: 1.0, holding: shell, expression: 'wow' },
        { pose: 'holding', x: 620, y: 1060, scale: 1.0, holding: shell, expression: 'happy' },
        { pose: 'standing', x: 560, y: 1080, scale: 1.0, holding: shell, expression: 'wow' },
      ]);
      return {
        bg:
          beachDay(1) +
          O.palm(130, 960, 1.0) +
          O.sandcastle(1040, 1060, 1.1) +
          O.bucket(1380, 1080, 1.0) +
          O.starfish(300, 1120, 0.6, C.coral, 20),
        hero: h,
        shot: pick(v, [WIDE, closeUp(1.7, 60), { zoom: 1.2, fx: 760, fy: 700 }]),
      };
    },
    {
      // 2 Kachhu the turtle
      heroes: [
        { pose: 'pointing', x: 520, y: 1080, scale: 1.0, expression: 'wow' },
        { pose: 'standing', x: 560, y: 1080, scale: 1.0, expression: 'wow' },
        { pose: 'waving', x: 1200, y: 1090, scale: 0.95, flip: true },
      ],
      shots: [WIDE, { zoom: 1.45, fx: 820, fy: 760 }, { zoom: 1.15, fx: 900, fy: 700 }],
      draw: (v) => {
        const tx = v === 2 ? 640 : 1100;
        return {
          bg:
            beachDay(2) +
            O.palm(1500, 940, 0.9, true) +
            O.sandcastle(240, 1000, 0.7) +
            `<path d="M${tx - 260} 860 C${tx - 120} 820 ${tx + 120} 820 ${tx + 260} 860" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity=".9"/>` +
            O.turtle(tx, 860, 0.9, v === 2) +
            O.bubbles(2, 6, [tx - 200, 700, 400, 100]),
        };
      },
    },
    {
      // 3 Into the blue
      heroes: [
        // Swimming head first, as divers do.
        { pose: 'floating', x: 620, y: 760, scale: 0.95, tilt: 62 },
        { pose: 'waving', x: 620, y: 760, scale: 0.95, expression: 'wow', noShadow: true },
        { pose: 'pointing', x: 560, y: 800, scale: 0.9, noShadow: true },
      ],
      shots: [WIDE, { zoom: 1.5, fx: 800, fy: 560 }, { zoom: 1.15, fx: 840, fy: 600 }],
      draw: () => ({
        bg:
          O.seaBackdrop(false, 3) +
          O.seaFloor(1000) +
          O.coral(180, 1060, 0.9, C.coral) +
          O.coral(1420, 1070, 0.8, C.violet, 1) +
          O.seaweed(1300, 1080, 380, C.leafMid, 2) +
          O.turtle(1100, 520, 0.85) +
          O.fish(300, 300, 0.8, C.marigold) +
          O.fish(1300, 860, 0.7, C.pink, C.violet, true) +
          O.fish(1400, 300, 0.6, C.sun, C.coral, true),
        fg: O.bubbles(3, 26, [200, 0, 1200, 1000]),
        grain: 0.35,
      }),
    },
    {
      // 4 The coral garden
      heroes: [
        { pose: 'waving', x: 760, y: 800, scale: 0.9, noShadow: true },
        { pose: 'floating', x: 760, y: 780, scale: 0.9, tilt: 62 },
        { pose: 'pointing', x: 1100, y: 800, scale: 0.9, flip: true, noShadow: true },
      ],
      shots: [WIDE, { zoom: 1.5, fx: 780, fy: 620 }, { zoom: 1.15, fx: 900, fy: 640 }],
      draw: () => ({
        bg:
          O.seaBackdrop(false, 4) +
          O.seaFloor(940) +
          O.coral(120, 1000, 1.1, C.coral) +
          O.coral(320, 1010, 1.0, C.violet, 1) +
          O.coral(480, 1030, 0.7, C.pink, 2) +
          O.coral(1100, 1000, 0.9, C.marigold, 1, true) +
          O.coral(1300, 1010, 1.1, C.rose, 0, true) +
          O.coral(1500, 1030, 0.7, C.teal, 2) +
          O.seaweed(900, 1000, 300, C.teal, 5) +
          O.fish(300, 500, 0.8, C.marigold) +
          O.fish(420, 620, 0.6, C.sun, C.coral) +
          O.fish(1300, 420, 0.7, C.pink, C.violet, true) +
          O.fish(1200, 620, 0.5, C.marigold, '#fff', true),
        fg: O.starfish(620, 1100, 0.8, C.coral, 12) + O.crab(980, 1120, 0.9, true) + O.bubbles(4, 14, [600, 200, 400, 600]),
        grain: 0.35,
      }),
    },
    {
      // 5 The seaweed forest
      heroes: [
        { pose: 'floating', x: 760, y: 780, scale: 0.9, tilt: 62 },
        { pose: 'standing', x: 760, y: 780, scale: 0.9, expression: 'wow', noShadow: true },
        { pose: 'pointing', x: 1000, y: 820, scale: 0.9, flip: true, noShadow: true, expression: 'wow' },
      ],
      shots: [WIDE, { zoom: 1.5, fx: 900, fy: 600 }, { zoom: 1.15, fx: 880, fy: 620 }],
      draw: () => {
        let weeds = '';
        [60, 220, 380, 1180, 1320, 1480, 520, 1040].forEach((x, i) => {
          weeds += O.seaweed(x, 1100, 640 + (i % 3) * 120, [C.leafMid, C.teal, C.leafDark][i % 3], i + 1);
        });
        return {
          bg:
            O.seaBackdrop(false, 5) +
            O.seaFloor(1020) +
            weeds +
            O.fish(1120, 500, 0.5, C.sun, C.coral, true) +
            O.fish(1240, 560, 0.45, C.sun, C.coral, true),
          fg:
            O.seaweed(-20, 1200, 900, C.leafDark, 9) + O.seaweed(1640, 1200, 860, C.leafMid, 10) + O.bubbles(5, 16, [300, 100, 1000, 800]),
          grain: 0.35,
        };
      },
    },
    {
      // 6 The dark cave
      heroes: [
        { pose: 'floating', x: 560, y: 800, scale: 0.85, expression: 'wow' },
        { pose: 'standing', x: 560, y: 840, scale: 0.85, expression: 'wow', noShadow: true },
        { pose: 'pointing', x: 460, y: 860, scale: 0.8, expression: 'wow', noShadow: true },
      ],
      shots: [WIDE, { zoom: 1.4, fx: 820, fy: 760 }, { zoom: 1.15, fx: 860, fy: 700 }],
      draw: () => ({
        bg:
          O.seaBackdrop(true) +
          O.seaFloor(1020, 6)
            .replace(/#f4d8a2/g, '#6a6aa0')
            .replace(/#dfb676/g, '#55558a') +
          O.jellyfish(300, 300, 0.8, C.pink) +
          O.jellyfish(1250, 260, 0.7, C.lilac) +
          O.jellyfish(820, 180, 0.55, C.mint) +
          O.jellyfish(1400, 560, 0.6, C.pink),
        fg: O.octopus(1080, 1040, 1.0, 'wow', O.pearl(0, 0, 28)) + O.caveFrame(),
        grain: 0.3,
      }),
    },
    {
      // 7 Ashtu's secret
      heroes: [
        { pose: 'sitting', x: 560, y: 980, scale: 0.95, expression: 'calm' },
        { pose: 'crouching', x: 560, y: 980, scale: 0.95, expression: 'happy' },
        { pose: 'standing', x: 1160, y: 1000, scale: 0.9, flip: true, expression: 'calm', noShadow: true },
      ],
      shots: [WIDE, { zoom: 1.5, fx: 780, fy: 800 }, { zoom: 1.15, fx: 900, fy: 720 }],
      draw: (v) => {
        const ox = v === 2 ? 700 : 1000;
        return {
          bg:
            O.seaBackdrop(true) +
            O.seaFloor(1020, 7)
              .replace(/#f4d8a2/g, '#6a6aa0')
              .replace(/#dfb676/g, '#55558a') +
            ellipse(560, 1000, 170, 50, '#7a74b0', 5, 'r') +
            O.jellyfish(300, 280, 0.7, C.lilac) +
            O.jellyfish(1300, 300, 0.7, C.pink) +
            O.jellyfish(800, 200, 0.5, C.mint),
          fg: O.octopus(ox, 1040, 1.0, 'sad', O.pearl(0, 0, 28)) + O.caveFrame(),
          grain: 0.3,
        };
      },
    },
    // 8 A kind swap
    (v) => {
      const shell = O.seashell(10, -20, 0.7, true);
      const h = pick<HeroPlacement>(v, [
        { pose: 'pointing', x: 560, y: 1000, scale: 0.95, holding: shell, noShadow: true },
        { pose: 'holding', x: 600, y: 1000, scale: 0.95, holding: shell, noShadow: true },
        { pose: 'floating', x: 620, y: 900, scale: 0.9, holding: shell },
      ]);
      return {
        bg:
          O.seaBackdrop(true) +
          O.seaFloor(1020, 8)
            .replace(/#f4d8a2/g, '#6a6aa0')
            .replace(/#dfb676/g, '#55558a') +
          O.jellyfish(260, 260, 0.7, C.pink) +
          O.jellyfish(1320, 240, 0.7, C.mint) +
          O.bubbles(8, 10, [700, 200, 600, 600]),
        hero: h,
        // The pearl given back with a hug: in the other two options Ashtu comes close, one arm round the hero.
        fg:
          (v === 0
            ? O.octopus(1040, 1040, 1.0, 'happy', O.pearl(0, -30, 30))
            : O.octopus(h.x + 270, 1040, 1.0, 'happy', O.pearl(0, -30, 30)) + O.octopusHug(h.x + 270, 1040, h.x, h.y - 150 * h.scale)) +
          O.caveFrame(),
        shot: pick(v, [WIDE, { zoom: 1.45, fx: 820, fy: 780 }, { zoom: 1.15, fx: 860, fy: 720 }]),
        grain: 0.3,
      };
    },
    // 9 Riding home on Kachhu
    (v) => {
      const tx = v === 2 ? 900 : 760;
      const ty = 700;
      const ts = 1.3;
      const h: HeroPlacement = {
        // the pearl held up safe in the close-up, while Ashtu waves goodbye
        pose: pick<Pose>(v, ['sitting', 'sitting-waving', 'sitting']),
        x: tx + (v === 2 ? 10 : -10) * ts,
        y: ty - 120 * ts,
        scale: 0.7,
        noShadow: true,
        holding: O.pearl(0, -14, 22),
        expression: pick<Expression>(v, ['happy', 'wow', 'happy']),
      };
      return {
        bg:
          O.seaBackdrop(false, 9) +
          O.seaFloor(1060) +
          O.coral(200, 1120, 0.8, C.coral) +
          O.coral(1400, 1120, 0.8, C.violet, 1) +
          O.seaweed(1250, 1120, 300, C.teal, 3) +
          O.octopus(v === 2 ? 1380 : 200, 1110, 0.5, 'happy') +
          O.fish(1300, 300, 0.6, C.marigold, '#fff', true) +
          O.fish(300, 260, 0.5, C.pink, C.violet) +
          line(`M${tx - 500} 640 l200 0 M${tx - 520} 720 l240 0 M${tx - 480} 800 l180 0`, '#fff', 6, 0.5) +
          O.turtle(tx, ty, ts, v === 2),
        hero: h,
        fg: O.bubbles(9, 14, [0, 300, 600, 700]),
        shot: pick(v, [WIDE, { zoom: 1.55, fx: tx, fy: ty - 220 }, { zoom: 1.15, fx: 880, fy: 600 }]),
        grain: 0.35,
      };
    },
    {
      // 10 The Ocean Kingdom lights up
      heroes: [
        { pose: 'pointing', x: 380, y: 820, scale: 0.85, noShadow: true },
        { pose: 'cheering', x: 420, y: 820, scale: 0.85, noShadow: true },
        { pose: 'floating', x: 1380, y: 700, scale: 0.8, flip: true, expression: 'wow' },
      ],
      shots: [WIDE, { zoom: 1.35, fx: 680, fy: 640 }, { zoom: 1.1, fx: 900, fy: 600 }],
      draw: (v) => {
        const cx = v === 2 ? 760 : 1000;
        return {
          bg:
            O.seaBackdrop(false, 10) +
            O.seaFloor(1040) +
            O.seaCastle(cx, 1080, 0.95, true) +
            O.pearl(cx, 1080 - 560 * 0.95 - 230, 26) +
            O.turtle(v === 2 ? 300 : 1420, 400, 0.5, v !== 2) +
            O.fish(200, 300, 0.5, C.marigold),
          fg: O.bubbles(10, 18, [0, 0, 1600, 1000]),
          grain: 0.35,
        };
      },
    },
    {
      // 11 A bubbly party
      heroes: [
        { pose: 'cheering', x: 800, y: 860, scale: 0.9, noShadow: true },
        { pose: 'jumping', x: 800, y: 860, scale: 0.9, noShadow: true },
        { pose: 'floating', x: 780, y: 760, scale: 0.9 },
      ],
      shots: [WIDE, closeUp(1.6), { zoom: 1.2, fx: 800, fy: 640 }],
      draw: () => ({
        bg:
          O.seaBackdrop(false, 11) +
          O.seaFloor(1000) +
          O.seaCastle(1380, 1040, 0.55, true) +
          O.coral(120, 1060, 0.9, C.coral) +
          O.coral(300, 1060, 0.8, C.violet, 1) +
          O.jellyfish(240, 300, 0.6, C.pink) +
          O.jellyfish(1240, 220, 0.5, C.lilac) +
          O.turtle(400, 560, 0.6) +
          O.fish(1100, 420, 0.7, C.marigold, '#fff', true) +
          O.fish(1250, 560, 0.6, C.pink, C.violet, true) +
          O.fish(560, 260, 0.6, C.sun, C.coral) +
          O.fish(1060, 700, 0.5, C.teal, C.sun, true),
        fg:
          O.crab(520, 1110, 0.9, true) +
          O.crab(1100, 1120, 0.8, true) +
          O.starfish(760, 1140, 0.7, C.marigold) +
          O.bubbles(11, 30, [0, 0, 1600, 1100]),
        grain: 0.35,
      }),
    },
    {
      // 12 Back to the shore at sunset
      heroes: [
        { pose: 'waving', x: 560, y: 1080, scale: 1.0 },
        { pose: 'looking-out', x: 560, y: 1080, scale: 1.0, expression: 'calm' },
        { pose: 'sitting', x: 640, y: 1080, scale: 1.0, expression: 'calm' },
      ],
      shots: [WIDE, closeUp(1.7, 80), { zoom: 1.2, fx: 780, fy: 720 }],
      draw: () => ({
        bg:
          beachDay(12, true) +
          O.palm(120, 960, 1.0) +
          O.sandcastle(1000, 1060, 1.0) +
          O.turtle(1300, 800, 0.55, true) +
          `<path d="M1080 800 C1200 780 1400 780 1500 800" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".8"/>`,
        fg: O.seashell(320, 1130, 0.6, false, C.pink) + O.starfish(1400, 1120, 0.5, C.coral, -10),
      }),
    },
  ],
  cover: (f) => ({
    title: ['The Secret of the', 'Ocean Kingdom'],
    fill: '#fff3b0',
    stroke: C.seaDeep,
    world: (front) =>
      f.backdrop(O.seaBackdrop(false, 15)) +
      f.backdrop(O.seaFloor(1360)) +
      (front ? O.seaCastle(f.middle(960), 1420, 0.7, true) + O.pearl(f.middle(960), 1420 - 560 * 0.7 - 170, 22) : '') +
      O.coral(f.left(120), 1460, 1.0, C.coral) +
      O.coral(f.left(330), 1480, 0.8, C.violet, 1) +
      O.seaweed(f.left(60), 1500, 500, C.leafMid, 3) +
      (front ? O.turtle(f.left(320), 760, 0.75) + O.fish(f.right(1000), 620, 0.7, C.marigold, '#fff', true) : '') +
      (front
        ? O.fish(f.left(160), 1050, 0.6, C.pink, C.violet) + O.jellyfish(f.right(1080), 860, 0.5, C.pink)
        : O.turtle(f.right(860), 1120, 0.5) + O.fish(f.right(1000), 1000, 0.5, C.pink, C.violet)),
    fg:
      O.bubbles(15, f.many(24), [0, 400, f.width, 1100]) +
      O.crab(f.middle(420), 1520, 0.8, true) +
      O.starfish(f.middle(780), 1530, 0.7, C.marigold, 14),
    company: { side: 1, size: 0.55, pose: 'waving', helmeted: true },
    hero: { pose: 'floating', x: f.middle(560), y: 1400, scale: 1.95, outfit: 'diver' },
  }),
};
