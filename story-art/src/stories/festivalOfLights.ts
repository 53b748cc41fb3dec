/** The Little Dragon Who Loved Diwali: its twelve pages, each in three variants, and its cover. */
import { defaultHeroLook } from 'contracts/hero';
import { C, INK, shape, WORLD_LEFT, WORLD_RIGHT, WORLD_TOP, worldFill } from '../palette.js';
import { hero, type Pose, type Expression } from '../hero.js';
import * as P from '../props/common.js';
import * as F from '../props/festival.js';
import { closeUp, pick, WIDE, type HeroPlacement } from '../scenes/layout.js';
import { ground, bedroom, blanket } from '../scenes/settings.js';
import type { Story } from './story.js';

function street(seed: number, sky: P.SkyKind = 'dusk'): string {
  return P.sky(sky, seed) + P.moon(1420, 150, 56) + F.lantern(300, 90, 0.6, C.rose) + F.lantern(1180, 120, 0.55, C.teal);
}

export const festivalOfLights: Story = {
  slug: 'festival-of-lights',
  outfit: 'kurta',
  outfits: { 12: 'pyjamas' },
  company: {
    1: { side: -1, pose: 'holding' },
    2: { side: -1, pose: 'standing' },
    3: { side: -1, pose: 'waving' },
    4: { side: 1, pose: 'pointing' },
    11: { side: -1, pose: 'cheering' },
    12: { side: -1, together: true, pose: 'holding', below: 240 },
  },
  // The flight over the town: the dragon fills a closer picture, and the words need the sky.
  keptWide: [10],
  pages: [
    {
      // 1 Getting ready for Diwali
      heroes: [
        { pose: 'standing', x: 1120, y: 1090, scale: 1.0, holding: F.diya(0, 16, 0.8) },
        { pose: 'holding', x: 1120, y: 1090, scale: 1.0, holding: F.diya(0, 16, 0.8) },
        { pose: 'cheering', x: 1180, y: 1090, scale: 1.0 },
      ],
      shots: [WIDE, closeUp(1.65, -60), { zoom: 1.2, fx: 960, fy: 700 }],
      draw: () => ({
        bg:
          street(1) +
          F.lane(880, 21) +
          ground(1000, '#c9a0b8', 10) +
          F.festiveHouse(560, 1030, 1.2) +
          F.flowerPot(1420, 1100, 0.9) +
          F.rangoli(560, 1110, 150, 0.4),
        fg: F.diyaRow(100, 380, 1170, 4, 0.9),
        grain: 0.35,
      }),
    },
    {
      // 2 Who's hiding behind the marigolds?
      heroes: [
        { pose: 'crouching', x: 540, y: 1090, scale: 1.0, expression: 'wow' },
        { pose: 'sitting', x: 540, y: 1090, scale: 1.0, expression: 'wow' },
        { pose: 'pointing', x: 480, y: 1100, scale: 1.0, expression: 'wow' },
      ],
      shots: [WIDE, { zoom: 1.45, fx: 900, fy: 860 }, { zoom: 1.15, fx: 900, fy: 720 }],
      draw: () => ({
        bg:
          street(2) +
          F.lane(860, 22) +
          ground(960, '#c9a0b8', 8) +
          F.festiveHouse(300, 1000, 1.3) +
          F.rangoli(880, 1110, 170, 0.4, 0.6) +
          F.dragon(1280, 1020, 0.7, { mood: 'wow', blush: true }),
        fg:
          F.flowerPot(1160, 1110, 1.0) +
          F.flowerPot(1320, 1120, 1.05, '#c8407a') +
          F.flowerPot(1480, 1110, 0.95) +
          F.diyaRow(700, 1000, 1180, 3, 0.8, false),
        grain: 0.35,
      }),
    },
    {
      // 3 Chotu the shy dragon
      heroes: [
        { pose: 'standing', x: 520, y: 1090, scale: 1.0 },
        { pose: 'waving', x: 520, y: 1090, scale: 1.0, expression: 'wow' },
        { pose: 'cheering', x: 1160, y: 1090, scale: 0.95, flip: true },
      ],
      shots: [WIDE, { zoom: 1.45, fx: 780, fy: 800 }, { zoom: 1.15, fx: 880, fy: 720 }],
      draw: (v) => ({
        bg: street(3) + ground(960, '#c9a0b8', 8) + F.lane(960, 3),
        fg:
          F.dragon(v === 2 ? 680 : 980, 1090, 1.05, { sneeze: true, blush: true, flip: v === 2 }) +
          F.flowerPot(160, 1120, 0.9) +
          F.flowerPot(1480, 1120, 0.9, '#c8407a'),
        grain: 0.35,
      }),
    },
    {
      // 4 So many lamps
      heroes: [
        { pose: 'pointing', x: 420, y: 1090, scale: 1.0 },
        { pose: 'holding', x: 420, y: 1090, scale: 1.0, holding: F.diya(0, 16, 0.8) },
        { pose: 'standing', x: 1240, y: 1090, scale: 1.0, flip: true, expression: 'happy' },
      ],
      shots: [WIDE, { zoom: 1.4, fx: 760, fy: 820 }, { zoom: 1.15, fx: 960, fy: 740 }],
      draw: (v) => ({
        bg:
          street(4) +
          ground(960, '#c9a0b8', 8) +
          F.lane(960, 4, false) +
          shape('M560 1000 L1500 1000 L1500 900 L560 900Z', '#e9b48a', 5) +
          F.diyaRow(600, 1460, 900, 9, 0.9, false) +
          F.diyaRow(600, 1460, 1000, 9, 0.9, false),
        fg: F.dragon(v === 2 ? 820 : 1000, 1120, 0.9, { mood: 'wow' }) + F.diyaRow(100, 300, 1170, 3, 0.8, false),
        grain: 0.35,
      }),
    },
    {
      // 5 Achoo! Every diya lights up
      heroes: [
        { pose: 'running', x: 520, y: 1080, scale: 1.0 },
        // "the two of them danced in a twirly circle": holding Chotu, turning round with him.
        { pose: 'hugging', x: 860, y: 1090, scale: 1.0, expression: 'happy' },
        { pose: 'jumping', x: 1140, y: 1080, scale: 1.0, flip: true },
      ],
      shots: [WIDE, closeUp(1.5, 80), { zoom: 1.15, fx: 900, fy: 720 }],
      draw: (v) => ({
        bg:
          street(5, 'night') +
          ground(960, '#b58aa8', 8) +
          F.lane(960, 5) +
          F.firework(300, 200, 100, C.pink) +
          F.firework(1100, 160, 80, C.sun) +
          shape('M560 1000 L1500 1000 L1500 900 L560 900Z', '#e9b48a', 5) +
          F.diyaRow(600, 1460, 900, 9, 0.9, true),
        fg:
          F.dragon(v === 2 ? 720 : 1000, 1110, 0.95, { sneeze: true, wingsUp: true, flip: v === 2 }) +
          // the dance's turn, round the two of them
          (v === 1
            ? `<path d="M700 1120 A240 70 0 1 0 1160 1110" fill="none" stroke="#ffe9a8" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 20" opacity=".8"/>`
            : '') +
          F.diyaRow(80, 380, 1170, 4, 0.85),
        grain: 0.3,
      }),
    },
    // 6 A rainbow rangoli
    (v) => {
      const bowl = `<ellipse cx="0" cy="0" rx="26" ry="14" fill="${C.magenta}" stroke="${INK}" stroke-opacity=".6" stroke-width="3"/><ellipse cx="0" cy="-4" rx="20" ry="7" fill="${C.pink}"/>`;
      const h = pick<HeroPlacement>(v, [
        { pose: 'sitting', x: 480, y: 1000, scale: 0.95, holding: bowl },
        { pose: 'crouching', x: 480, y: 1000, scale: 0.95, holding: bowl, expression: 'wow' },
        { pose: 'standing', x: 420, y: 1020, scale: 0.95, holding: bowl },
      ]);
      return {
        bg:
          worldFill('#d9a8c0') +
          shape(
            `M${WORLD_LEFT} ${WORLD_TOP} L${WORLD_RIGHT} ${WORLD_TOP} L${WORLD_RIGHT} 560 L-200 560 L${WORLD_LEFT} 560Z`,
            '#f3c6a0',
            5,
          ) +
          shape('M400 560 L400 140 C400 40 700 40 700 140 L700 560Z', '#9c3a6b', 5) +
          F.garland(380, 720, 130, 40) +
          F.diyaRow(-20, 340, 560, 4, 0.8) +
          F.diyaRow(760, 1620, 560, 8, 0.8) +
          F.rangoli(900, 900, 330, 0.42, 1),
        hero: h,
        fg: F.dragon(1280, 1060, 0.95, { flip: true }),
        shot: pick(v, [WIDE, { zoom: 1.4, fx: 720, fy: 800 }, { zoom: 1.15, fx: 860, fy: 720 }]),
        grain: 0.35,
      };
    },
    {
      // 7 The laddoo plate
      heroes: [
        { pose: 'standing', x: 440, y: 1120, scale: 1.2, holding: F.laddoo(0, -10, 18) },
        { pose: 'cheering', x: 440, y: 1120, scale: 1.2 },
        { pose: 'pointing', x: 1260, y: 1120, scale: 1.15, flip: true },
      ],
      shots: [WIDE, { zoom: 1.45, fx: 760, fy: 780 }, { zoom: 1.15, fx: 860, fy: 700 }],
      draw: (v) => ({
        bg: F.kitchen(860),
        fg:
          F.laddooPlate(v === 2 ? 560 : 800, 900, 1.5, 4) +
          F.dragon(v === 2 ? 900 : 1130, 900, 1.15, { cheeks: true, flip: v === 2 }) +
          F.laddoo(v === 2 ? 760 : 990, 880, 20) +
          F.laddoo(v === 2 ? 720 : 1030, 892, 20),
      }),
    },
    // 8 Sweets for everyone
    (v) => {
      const plate = F.laddooPlate(0, -10, 0.45, 6);
      const h = pick<HeroPlacement>(v, [
        { pose: 'walking', x: 620, y: 1090, scale: 1.0, holding: plate },
        { pose: 'holding', x: 620, y: 1090, scale: 1.0, holding: plate, expression: 'wow' },
        { pose: 'running', x: 980, y: 1080, scale: 1.0, flip: true },
      ]);
      return {
        bg: street(8, 'night') + ground(940, '#a88aa8', 8) + F.lane(940, 8) + F.firework(1300, 180, 90, C.sun),
        hero: h,
        fg:
          F.dragon(v === 2 ? 640 : 960, 900, 0.8, { flying: true, flip: v === 2 }) +
          F.diyaRow(40, 260, 1170, 3, 0.8) +
          F.diyaRow(1340, 1560, 1170, 3, 0.8),
        shot: pick(v, [WIDE, { zoom: 1.45, fx: 780, fy: 760 }, { zoom: 1.15, fx: 860, fy: 720 }]),
        grain: 0.3,
      };
    },
    {
      // 9 A little bit brave: the neighbours' children
      heroes: [
        { pose: 'waving', x: 840, y: 1090, scale: 1.0 },
        // "He is a friend": an arm round Chotu.
        { pose: 'hugging', x: 1010, y: 1090, scale: 1.0, expression: 'calm' },
        { pose: 'pointing', x: 700, y: 1090, scale: 1.0, flip: true },
      ],
      shots: [WIDE, { zoom: 1.4, fx: 980, fy: 800 }, { zoom: 1.15, fx: 700, fy: 720 }],
      draw: (v) => {
        const kid1 = hero({
          pose: 'standing',
          outfit: 'casual',
          look: { ...defaultHeroLook('Girl', 7), skinTone: 'Light', hairColour: 'dark-brown', hairStyle: 'ponytail' },
          x: 280,
          y: 1040,
          scale: 0.85,
          extra: true,
          expression: 'wow',
        });
        const kid2 = hero({
          pose: 'standing',
          outfit: 'kurta',
          look: { ...defaultHeroLook('Boy', 6), skinTone: 'Brown', hairTexture: 'curly' },
          x: 440,
          y: 1050,
          scale: 0.8,
          extra: true,
          expression: 'calm',
        });
        return {
          bg:
            street(9, 'night') +
            ground(980, '#a88aa8', 8) +
            F.festiveHouse(340, 1010, 1.2, '#b9d9a0') +
            kid1 +
            kid2 +
            // a door frame half hiding the children
            shape('M460 1010 L460 640 L560 640 L560 1010Z', '#9c3a6b', 5),
          fg: F.dragon(v === 2 ? 1020 : 1140, 1110, 0.95, { blush: true, flip: true }) + F.laddooPlate(1400, 1150, 0.7, 5),
          grain: 0.3,
        };
      },
    },
    // 10 Over the rooftops
    (v) => {
      const dx = v === 2 ? 1000 : 760;
      const dy = 720;
      const ds = 1.45;
      const flip = v === 2;
      // seated on the dragon's back, just behind the head and between the wings
      const h: HeroPlacement = {
        pose: pick<Pose>(v, ['sitting', 'sitting-waving', 'sitting']),
        x: dx + (flip ? 62 : -62) * ds,
        y: dy - 168 * ds,
        scale: 0.6,
        noShadow: true,
        expression: pick<Expression>(v, ['happy', 'wow', 'happy']),
      };
      return {
        bg:
          P.sky('night', 10) +
          P.moon(1380, 170, 70) +
          F.rooftopsBelow(930, 10) +
          F.lantern(200, 200, 0.55, C.rose) +
          F.lantern(1200, 260, 0.5, C.teal) +
          F.lantern(520, 140, 0.45, C.gold) +
          F.firework(1300, 520, 80, C.sun) +
          F.dragon(dx, dy, ds, { flying: true, flip }),
        hero: h,
        fg: P.cloud(200, 1080, 1.1, 0.8, '#d8cdf0') + P.cloud(1400, 1120, 1.2, 0.8, '#d8cdf0'),
        shot: pick(v, [WIDE, { zoom: 1.6, fx: dx + 220, fy: dy - 300 }, { zoom: 1.1, fx: 880, fy: 560 }]),
        grain: 0.3,
      };
    },
    {
      // 11 The brightest light
      heroes: [
        { pose: 'sitting', x: 460, y: 1060, scale: 1.0 },
        { pose: 'crouching', x: 460, y: 1060, scale: 1.0, expression: 'wow' },
        { pose: 'cheering', x: 1260, y: 1080, scale: 0.95, flip: true },
      ],
      shots: [WIDE, { zoom: 1.4, fx: 740, fy: 820 }, { zoom: 1.15, fx: 900, fy: 740 }],
      draw: (v) => ({
        bg:
          street(11, 'night') +
          ground(900, '#a88aa8', 8) +
          F.festiveHouse(800, 940, 0.9) +
          F.rangoli(820, 1090, 220, 0.4) +
          F.diyaRow(120, 420, 940, 4, 0.8) +
          F.diyaRow(1200, 1500, 940, 4, 0.8),
        fg:
          F.diya(820, 1080, 2.6, true, '#d9733c') +
          F.dragon(v === 2 ? 560 : 1140, 1110, 0.95, { wingsUp: true, flip: v !== 2 }) +
          F.firework(1400, 200, 80, C.pink),
        grain: 0.3,
      }),
    },
    {
      // 12 Goodnight, Chotu
      heroes: [
        { pose: 'sitting', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
        { pose: 'sleeping', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
        { pose: 'sitting-waving', x: 640, y: 830, scale: 1.12, noShadow: true },
      ],
      shots: [WIDE, { zoom: 1.45, fx: 860, fy: 580 }, { zoom: 1.2, fx: 860, fy: 620 }],
      draw: () => ({
        bg:
          bedroom(F.rooftopsBelow(500, 12) + P.moon(1340, 250, 50)) +
          F.diya(1120, 560, 0.8) +
          F.diya(1320, 560, 0.8) +
          F.garland(940, 1500, 120, 20),
        fg: blanket(C.marigold) + F.dragon(1130, 800, 0.8, { curled: true, flip: true }),
      }),
    },
  ],
  cover: (f) => ({
    title: ['The Little Dragon', 'Who Loved Diwali'],
    fill: C.sun,
    stroke: C.berry,
    world: (front) =>
      f.backdrop(P.sky('night', 16)) +
      (front ? P.moon(f.right(1040), 560, 56) : '') +
      (front
        ? F.lantern(f.left(140), 480, 0.6, C.rose) + F.lantern(f.right(1080), 300, 0.5, C.teal) + F.firework(f.left(220), 760, 90, C.pink)
        : F.lantern(f.right(1040), 360, 0.5, C.teal) + F.firework(f.right(880), 760, 70, C.sun)) +
      f.backdrop(F.lane(1150, 16)) +
      f.across(shape('M-100 1900 L-100 1140 C300 1120 900 1130 1300 1150 L1300 1900Z', '#a88aa8', 5)) +
      (front ? F.rangoli(f.middle(600), 1450, 330, 0.38) : ''),
    fg: F.dragon(f.middle(900), 1440, 1.15, { wingsUp: true, flip: true }),
    edges: F.diyaRow(f.left(60), f.left(300), 1560, 3, 1) + F.diyaRow(f.right(920), f.right(1160), 1570, 3, 1),
    // The diya held out in both hands, its light on the hero's face.
    company: { side: 1, size: 0.5, below: -40, pose: 'waving' },
    hero: { pose: 'holding', x: f.middle(400), y: 1460, scale: 2.2, outfit: 'kurta', holding: F.diya(0, 16, 0.8) },
  }),
};
