/** Jungle Explorer: its twelve pages, each in three variants, and its cover. */
import { C, line, shape, WORLD_LEFT, WORLD_RIGHT, WORLD_BOTTOM } from '../palette.js';
import type { Pose } from '../hero.js';
import * as P from '../props/common.js';
import * as F from '../props/festival.js';
import { closeUp, pick, WIDE, type HeroPlacement } from '../scenes/layout.js';
import { ground, grassRow, jungleBackdrop, bedroom, blanket } from '../scenes/settings.js';
import type { Story } from './story.js';

export const jungleExplorer: Story = {
  slug: 'jungle-explorer',
  outfit: 'explorer',
  outfits: { 12: 'pyjamas' },
  company: {
    1: { side: -1, pose: 'waving' },
    2: { side: 1, pose: 'walking', petPose: 'stand' },
    4: { side: 1, pose: 'pointing' },
    7: { side: 1, pose: 'standing' },
    9: { side: 1, pose: 'walking', petPose: 'stand' },
    11: { side: -1, pose: 'cheering' },
    12: { side: -1, together: true, pose: 'holding', below: 240 },
  },
  pages: [
    {
      // 1 Meet the hero at the edge of town
      heroes: [
        { pose: 'waving', x: 900, y: 1060, scale: 1.05 },
        { pose: 'holding', x: 900, y: 1060, scale: 1.05, holding: P.banana(0, 0, 0.9, -20) },
        { pose: 'pointing', x: 700, y: 1070, scale: 1.0 },
      ],
      shots: [WIDE, closeUp(1.75), { zoom: 1.2, fx: 900, fy: 700 }],
      draw: () => ({
        bg:
          P.sky('day') +
          P.sun(240, 160, 76) +
          P.cloud(700, 150, 0.8) +
          P.cloud(1250, 220, 0.6) +
          P.hills(600, '#5ea86a', 60, 4, 4, true) +
          P.jungleTree(1380, 760, 0.5, 0) +
          P.jungleTree(1580, 770, 0.55, 1) +
          P.jungleTree(1200, 790, 0.42, 1) +
          ground(800, '#a8dc78') +
          P.cottage(330, 900, 0.9) +
          P.mangoTree(1300, 1010, 0.9) +
          line('M60 980 L640 980 M60 940 L640 940', C.wood, 8, 1) +
          Array.from({ length: 12 }, (_, i) =>
            shape(`M${70 + i * 50} 1000 L${70 + i * 50} 910 L${85 + i * 50} 895 L${100 + i * 50} 910 L${100 + i * 50} 1000Z`, C.cream, 3),
          ).join('') +
          P.flower(120, 1080, 0.8) +
          P.flower(1500, 1110, 0.9, C.pink) +
          P.butterfly(1080, 640, 0.8),
        fg: grassRow(1140, 2) + P.flower(560, 1150, 0.7, C.gold),
      }),
    },
    {
      // 2 Into the jungle
      heroes: [
        { pose: 'walking', x: 760, y: 1060, scale: 1.0 },
        { pose: 'crouching', x: 760, y: 1060, scale: 1.0, expression: 'calm' },
        { pose: 'pointing', x: 620, y: 1070, scale: 1.0, flip: false, expression: 'wow' },
      ],
      shots: [WIDE, closeUp(1.6, 60), { zoom: 1.25, fx: 860, fy: 640 }],
      draw: () => ({
        bg:
          jungleBackdrop('day', 2) +
          P.vine(560, -20, 420, 30, 3) +
          P.vine(1060, -20, 360, 20, 4) +
          shape('M600 1300 C700 1100 760 980 820 900 C880 980 1000 1100 1200 1300Z', '#e8c98a', 4) +
          P.butterfly(1000, 620, 0.9, C.marigold, 10) +
          P.butterfly(1140, 520, 0.6, C.pink, -10) +
          P.flower(300, 1000, 0.8) +
          P.flower(1320, 1010, 0.8, C.magenta),
        fg:
          P.leafCluster(-20, 1240, 1.1, false, 2) +
          P.leafCluster(1620, 1240, 1.1, true, 5) +
          P.grass(500, 1180, 1) +
          P.grass(1050, 1170, 0.9),
      }),
    },
    {
      // 3 Mithu the parrot
      heroes: [
        { pose: 'pointing', x: 600, y: 1070, scale: 1.0 },
        { pose: 'waving', x: 640, y: 1070, scale: 1.0 },
        { pose: 'cheering', x: 1150, y: 1080, scale: 0.95, expression: 'wow' },
      ],
      shots: [WIDE, { zoom: 1.45, fx: 900, fy: 620 }, { zoom: 1.15, fx: 950, fy: 640 }],
      draw: (v) => {
        const branch =
          shape('M1700 420 C1500 430 1300 470 1080 520 L1084 548 C1300 500 1500 470 1700 470Z', C.bark, 5) +
          P.bigLeaf(1300, 470, 0.4, -40, C.leafMid) +
          P.bigLeaf(1500, 450, 0.45, 20, C.leafDark);
        const bird = v === 2 ? P.parrot(760, 560, 1.2, true, true) : P.parrot(1170, 500, 1.2);
        return {
          bg: jungleBackdrop('day', 3) + branch + bird + P.vine(300, -20, 380, 30, 5),
          fg: P.leafCluster(-40, 1260, 1.2, false, 7) + grassRow(1150, 3),
        };
      },
    },
    {
      // 4 A cheeky monkey
      heroes: [
        { pose: 'standing', x: 640, y: 1070, scale: 1.0, expression: 'wow' },
        { pose: 'holding', x: 640, y: 1070, scale: 1.0, holding: P.banana(0, 0, 0.9, -20) },
        { pose: 'cheering', x: 520, y: 1080, scale: 0.95 },
      ],
      shots: [WIDE, { zoom: 1.5, fx: 820, fy: 620 }, { zoom: 1.2, fx: 800, fy: 680 }],
      draw: (v) => {
        const monkey =
          v === 2
            ? P.monkey(1060, 1060, 1.1, 'dance', true, true)
            : P.vine(1000, -20, 420, 30, 6) + P.monkey(1000, 400, 1.05, 'hang', false, true);
        return {
          bg: jungleBackdrop('day', 4) + monkey + P.banana(860, 1070, 1.1, 20),
          fg: P.leafCluster(1640, 1260, 1.1, true, 8) + grassRow(1150, 4),
        };
      },
    },
    {
      // 5 The wide river and Gajju
      heroes: [
        { pose: 'cheering', x: 380, y: 1100, scale: 0.95, expression: 'wow' },
        { pose: 'standing', x: 420, y: 1100, scale: 0.95, expression: 'wow' },
        { pose: 'looking-out', x: 1300, y: 1110, scale: 0.95, flip: true },
      ],
      shots: [WIDE, { zoom: 1.35, fx: 700, fy: 760 }, { zoom: 1.15, fx: 900, fy: 700 }],
      draw: (v) => ({
        bg:
          P.sky('day') +
          P.sun(1400, 140, 64) +
          P.cloud(500, 160, 0.8) +
          P.hills(520, '#8fcf72', 60, 5, 4, true) +
          P.jungleTree(1520, 800, 0.7, 0) +
          P.jungleTree(80, 780, 0.7, 1) +
          ground(760, '#9ed36a') +
          P.river(900, 880, 300) +
          P.elephant(v === 2 ? 640 : 980, 980, 0.95, { trunkUp: true, spray: true, flip: v === 2 }) +
          `<path d="M${v === 2 ? 300 : 640} 970 C${v === 2 ? 500 : 840} 940 ${v === 2 ? 800 : 1140} 1000 ${v === 2 ? 980 : 1320} 960" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".7"/>` +
          ground(1040, '#9ed36a', 14),
        fg: grassRow(1160, 5) + P.flower(160, 1160, 0.8),
      }),
    },
    // 6 Riding across on Gajju
    (v) => {
      const ex = v === 2 ? 900 : 780;
      const ey = 1000;
      const es = 1.1;
      const flip = v === 2;
      const h: HeroPlacement = {
        // riding, the hero sits in every variant, waving to the far bank in the close-up
        pose: pick<Pose>(v, ['sitting', 'sitting-waving', 'sitting']),
        x: ex + (flip ? 40 : -40) * es,
        y: ey - 360 * es,
        scale: 0.78,
        noShadow: true,
        expression: 'happy',
      };
      return {
        bg:
          P.sky('day') +
          P.sun(200, 150, 64) +
          P.cloud(900, 120, 0.8) +
          P.hills(480, '#8fcf72', 50, 6, 4, true) +
          ground(640, '#9ed36a') +
          P.river(860, 840, 560) +
          P.elephant(ex, ey, es, { cloth: true, flip }) +
          P.monkey(ex + (flip ? -160 : 160) * es, ey - 372 * es, 0.5, 'dance', flip) +
          P.parrot(ex + (flip ? -420 : 420), 260, 0.9, true, flip),
        hero: h,
        fg:
          `<path d="M${WORLD_LEFT} 1000 L-200 1000 C200 960 600 1040 1000 990 C1300 960 1600 1010 1800 980 L${WORLD_RIGHT} 980 L${WORLD_RIGHT} 2000 L-200 2000 L${WORLD_LEFT} 2000Z" fill="#5fbfdc" opacity=".82"/>` +
          line('M100 1040 q40 -14 80 0 q40 14 80 0 M700 1060 q40 -14 80 0 q40 14 80 0 M1200 1030 q40 -14 80 0 q40 14 80 0', '#fff', 6, 0.7),
        shot: pick(v, [WIDE, { zoom: 1.6, fx: ex, fy: ey - 520 }, { zoom: 1.2, fx: 860, fy: 640 }]),
      };
    },
    {
      // 7 A little cry under the banyan tree
      heroes: [
        { pose: 'walking', x: 520, y: 1080, scale: 1.0, expression: 'wow' },
        { pose: 'crouching', x: 620, y: 1080, scale: 1.0, expression: 'calm' },
        { pose: 'pointing', x: 360, y: 1090, scale: 0.95, expression: 'calm' },
      ],
      shots: [WIDE, { zoom: 1.5, fx: 800, fy: 760 }, { zoom: 1.15, fx: 760, fy: 680 }],
      draw: (v) => ({
        bg:
          P.sky('day') +
          P.cloud(1300, 140, 0.7) +
          P.hills(560, '#8fcf72', 60, 7, 4, true) +
          ground(820, '#9ed36a') +
          P.banyanTree(1000, 1000, 1.15) +
          P.butterfly(300, 560, 0.8, C.pink) +
          P.flower(1400, 1080, 0.8, C.coral),
        fg: P.tiger(v === 1 ? 960 : 1000, 1080, 0.95, 'sad') + grassRow(1160, 7) + P.leafCluster(-30, 1250, 1, false, 3),
      }),
    },
    {
      // 8 A kind friend
      heroes: [
        { pose: 'sitting', x: 700, y: 1070, scale: 1.05, expression: 'calm' },
        { pose: 'hugging', x: 800, y: 1070, scale: 1.05, expression: 'happy' },
        // "gave him a gentle hug": the arms round Sheru, from the other side.
        { pose: 'hugging', x: 800, y: 1080, scale: 1.0, flip: true, expression: 'happy' },
      ],
      shots: [WIDE, { zoom: 1.6, fx: 820, fy: 880 }, { zoom: 1.2, fx: 740, fy: 740 }],
      draw: (v) => {
        const cub = v === 2 ? P.tiger(680, 1080, 0.95, 'happy', true) : P.tiger(930, 1080, 0.9, 'happy');
        return {
          bg:
            P.sky('day') +
            P.hills(560, '#8fcf72', 60, 8, 4, true) +
            ground(820, '#9ed36a') +
            P.banyanTree(900, 960, 1.0) +
            P.butterfly(1200, 520, 0.9, C.marigold, 10),
          fg: cub + grassRow(1160, 8) + P.flower(1380, 1120, 0.8, C.pink),
        };
      },
    },
    {
      // 9 Following the paw prints uphill
      heroes: [
        { pose: 'walking', x: 420, y: 1090, scale: 0.95 },
        { pose: 'crouching', x: 420, y: 1090, scale: 0.95, expression: 'wow' },
        { pose: 'running', x: 560, y: 1060, scale: 0.9 },
      ],
      shots: [WIDE, { zoom: 1.45, fx: 640, fy: 800 }, { zoom: 1.2, fx: 820, fy: 700 }],
      draw: () => {
        let prints = '';
        for (let i = 0; i < 9; i++) prints += P.pawPrint(640 + i * 100, 1060 - i * 52 - (i % 2) * 14, 0.9 - i * 0.05, -30);
        return {
          bg:
            P.sky('day') +
            P.sun(1400, 160, 60) +
            P.cloud(300, 150, 0.8) +
            shape(
              `M${WORLD_LEFT} ${WORLD_BOTTOM} L${WORLD_LEFT} 900 L-200 900 C300 900 900 700 1200 520 C1400 420 1600 420 1800 440 L${WORLD_RIGHT} 440 L${WORLD_RIGHT} ${WORLD_BOTTOM}Z`,
              '#9ed36a',
              5,
            ) +
            shape('M560 1400 C700 1100 1000 800 1300 560 L1380 540 C1100 800 860 1100 860 1400Z', '#e8c98a', 4) +
            prints +
            P.jungleTree(1500, 620, 0.5, 1) +
            P.jungleTree(200, 960, 0.8, 0) +
            P.parrot(1180, 360, 0.8, true) +
            P.monkey(200, 1100, 0.7, 'sit'),
          fg: P.leafCluster(1650, 1260, 1, true, 9) + grassRow(1170, 9),
        };
      },
    },
    {
      // 10 Home at last: Mumma Tiger at sunset
      heroes: [
        { pose: 'waving', x: 420, y: 1080, scale: 0.95 },
        { pose: 'cheering', x: 480, y: 1080, scale: 0.95 },
        { pose: 'looking-out', x: 1280, y: 1090, scale: 0.9, flip: true, expression: 'calm' },
      ],
      shots: [WIDE, { zoom: 1.4, fx: 700, fy: 760 }, { zoom: 1.15, fx: 960, fy: 700 }],
      draw: (v) => {
        // "leapt into her soft, stripy arms": Sheru mid-leap against Mumma's chest, her eyes closed, purring.
        const leaping = (x: number, tilt: number, flip: boolean) =>
          `<g transform="rotate(${tilt} ${x} 930)">${P.tiger(x, 930, 0.7, 'happy', flip)}</g>`;
        const tigers =
          v === 2
            ? P.tiger(700, 1050, 1.45, 'sleepy', false) + leaping(790, -18, true)
            : P.tiger(1080, 1050, 1.45, 'sleepy', true) + leaping(990, 18, false);
        return {
          bg:
            P.sky('sunset') +
            P.sun(800, 520, 110, false) +
            P.cloud(300, 220, 0.7, 0.7, '#ffe0ef') +
            P.cloud(1300, 180, 0.8, 0.7, '#ffe0ef') +
            P.hills(640, '#b2699a', 60, 10, 4) +
            shape(
              `M${WORLD_LEFT} ${WORLD_BOTTOM} L${WORLD_LEFT} 880 L-200 880 C300 820 1200 820 1800 880 L${WORLD_RIGHT} 880 L${WORLD_RIGHT} ${WORLD_BOTTOM}Z`,
              '#9fb35e',
              5,
            ) +
            P.jungleTree(-20, 940, 0.7, 1) +
            P.jungleTree(1620, 950, 0.7, 0, true) +
            tigers,
          fg: grassRow(1160, 10, '#7fa35a'),
        };
      },
    },
    {
      // 11 A jungle party with fireflies
      heroes: [
        { pose: 'cheering', x: 800, y: 1090, scale: 0.95 },
        { pose: 'jumping', x: 800, y: 1090, scale: 0.95 },
        { pose: 'running', x: 700, y: 1080, scale: 0.95 },
      ],
      shots: [WIDE, closeUp(1.6, 100), { zoom: 1.15, fx: 760, fy: 680 }],
      draw: () => ({
        bg:
          P.sky('dusk', 11) +
          P.moon(1380, 170, 60) +
          P.hills(600, '#4f6f7a', 50, 11, 4) +
          ground(820, '#5f8f6a') +
          P.jungleTree(-40, 960, 0.8, 1) +
          P.jungleTree(1660, 960, 0.85, 0, true) +
          F.stringLights(-40, 420, 700, 380, 40, 12, 1) +
          F.stringLights(700, 380, 1640, 430, 40, 12, 2) +
          P.elephant(1220, 1000, 0.75, { trunkUp: true, cloth: true, flip: true }) +
          P.monkey(420, 1040, 0.85, 'dance') +
          P.parrot(560, 440, 0.8, true) +
          P.tiger(1000, 1080, 0.6, 'happy') +
          P.fireflies(11, 24, [0, 250, 1600, 650]),
        fg: grassRow(1160, 11, '#4f7f5a') + P.fireflies(12, 6, [0, 900, 1600, 260]),
        grain: 0.35,
      }),
    },
    {
      // 12 Sweet dreams at home
      heroes: [
        { pose: 'sitting', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
        { pose: 'sleeping', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
        { pose: 'reading', x: 640, y: 830, scale: 1.12, expression: 'happy', noShadow: true },
      ],
      shots: [WIDE, { zoom: 1.6, fx: 800, fy: 560 }, { zoom: 1.25, fx: 820, fy: 620 }],
      draw: () => ({
        bg: bedroom(P.moon(1320, 260, 60) + P.starField(12, 30, [1004, 154, 432, 382]) + P.lollipopTree(1100, 560, 0.6, '#2f4f6a')),
        fg: blanket(C.teal) + P.elephant(1100, 790, 0.3, { cloth: true, flip: true }),
      }),
    },
  ],
  cover: (f) => ({
    title: ['The Brave', 'Little Explorer'],
    fill: C.sun,
    stroke: C.jungle,
    world: (front) =>
      f.backdrop(P.sky('day')) +
      (front ? P.sun(f.right(1040), 520, 70) : '') +
      P.cloud(front ? f.left(200) : f.right(900), 560, 0.7) +
      f.backdrop(P.hills(760, '#8fcf72', 60, 3, 3, true)) +
      P.jungleTree(f.left(-40), 1240, 1.0, 1) +
      P.jungleTree(f.right(1240), 1220, 1.05, 0, true) +
      f.across(shape('M-100 1900 L-100 1050 C300 1000 900 1000 1300 1060 L1300 1900Z', '#9ed36a', 5)) +
      (front
        ? P.vine(f.left(180), 360, 420, 30, 2) +
          P.monkey(f.left(180), 760, 0.8, 'hang', false, true) +
          P.parrot(f.middle(980), 880, 1.0) +
          P.elephant(f.middle(960), 1290, 0.6, { trunkUp: true, cloth: true })
        : P.parrot(f.right(860), 1000, 0.8) + P.elephant(f.right(880), 1380, 0.45, { trunkUp: true })),
    fg: P.tiger(f.middle(260), 1430, 0.72, 'happy') + P.butterfly(f.middle(860), 760, 0.8, C.pink, 10),
    // With a companion on the hero's left, the cub sits at the hero's feet instead.
    fgWithTwo: P.tiger(f.middle(430), 1480, 0.6, 'happy') + P.butterfly(f.middle(860), 760, 0.8, C.pink, 10),
    edges: P.leafCluster(f.left(-40), 1640, 1.1, false, 4) + P.leafCluster(f.right(1240), 1640, 1.1, true, 6),
    company: { side: 1, size: 0.55, pose: 'waving' },
    hero: { pose: 'waving', x: f.middle(560), y: 1450, scale: 2.2, outfit: 'explorer' },
  }),
};
