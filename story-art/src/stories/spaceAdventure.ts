/** Journey to the Stars: its twelve pages, each in three variants, and its cover. */
import { C, glow, groundShadow, line, shape, worldFill } from '../palette.js';
import { type Pose, type Expression } from '../hero.js';
import * as P from '../props/common.js';
import * as S from '../props/space.js';
import { closeUp, pick, WIDE, type HeroPlacement } from '../scenes/layout.js';
import { ground, bedroom, blanket } from '../scenes/settings.js';
import type { Story } from './story.js';

function rooftopNight(seed: number): string {
  return P.sky('night', seed) + P.moon(1300, 200, 70) + S.shootingStar(500, 140, 220) + S.citySkyline(900, seed) + S.roofTerrace(960);
}

function space(seed: number): string {
  return worldFill('url(#spaceWide)') + P.worldStars(seed, 110, 0, 1200);
}

/** The hero riding a flying rocket: rocket placement and the seat for a sitting hero. */
function rocketRide(x: number, y: number, s: number, rot: number): { art: string; seat: [number, number] } {
  const a = (rot * Math.PI) / 180;
  // a point on the hull, 260 units up the rocket's axis
  const along = 330 * s;
  const seat: [number, number] = [x + Math.sin(a) * along, y - Math.cos(a) * along];
  return { art: S.rocket(x, y, s, rot), seat };
}

export const spaceAdventure: Story = {
  slug: 'space-adventure',
  outfit: 'astronaut',
  outfits: { 1: 'pyjamas', 2: 'pyjamas', 12: 'pyjamas' },
  company: {
    1: { side: 1, pose: 'pointing' },
    3: { side: -1, pose: 'cheering', helmeted: true },
    5: { side: -1, pose: 'cheering', helmeted: true, ground: 1040 },
    7: { side: 1, pose: 'standing', helmeted: true },
    11: { side: -1, pose: 'waving', helmeted: true },
    12: { side: -1, together: true, pose: 'holding', below: 240 },
  },
  pages: [
    {
      // 1 On the roof with a telescope
      heroes: [
        { pose: 'pointing', x: 620, y: 1100, scale: 1.0 },
        { pose: 'looking-out', x: 620, y: 1100, scale: 1.0 },
        { pose: 'waving', x: 1000, y: 1100, scale: 1.0, flip: true },
      ],
      shots: [WIDE, { zoom: 1.55, fx: 760, fy: 720 }, { zoom: 1.15, fx: 860, fy: 700 }],
      draw: (v) => ({
        bg: rooftopNight(1) + S.telescope(v === 2 ? 720 : 420, 1100, 1.1, v === 2) + S.tulsiPot(1420, 1100, 0.8),
        grain: 0.35,
      }),
    },
    // 2 A falling star lands in the tulsi pot
    (v) => {
      const tara = S.starFriend(0, 0, 46, 'sad', -8);
      const h = pick<HeroPlacement>(v, [
        { pose: 'holding', x: 760, y: 1100, scale: 1.0, holding: tara, expression: 'wow' },
        { pose: 'standing', x: 760, y: 1100, scale: 1.0, holding: tara, expression: 'calm' },
        { pose: 'pointing', x: 640, y: 1100, scale: 1.0, expression: 'wow' },
      ]);
      return {
        bg:
          rooftopNight(2) +
          S.tulsiPot(1080, 1100, 1.1) +
          (v === 2 ? S.starFriend(1080, 860, 50, 'sad', 10) : S.sparkleTrail(1400, 80, 860, 780, 3)),
        hero: h,
        shot: pick(v, [WIDE, { zoom: 1.7, fx: 820, fy: 780 }, { zoom: 1.2, fx: 860, fy: 720 }]),
        grain: 0.35,
      };
    },
    {
      // 3 Ready, steady, rocket
      heroes: [
        { pose: 'waving', x: 520, y: 1090, scale: 1.0 },
        { pose: 'climbing', x: 520, y: 1090, scale: 1.0 },
        { pose: 'cheering', x: 1200, y: 1090, scale: 0.95 },
      ],
      shots: [WIDE, { zoom: 1.5, fx: 720, fy: 760 }, { zoom: 1.15, fx: 900, fy: 680 }],
      draw: (v) => {
        const rx = v === 2 ? 720 : 1060;
        return {
          bg:
            P.sky('night', 3) +
            P.moon(200, 200, 60) +
            S.citySkyline(920, 3) +
            ground(920, '#4f7a5e', 10) +
            shape(`M${rx - 200} 1000 L${rx + 200} 1000 L${rx + 220} 1040 L${rx - 220} 1040Z`, C.grey, 5) +
            line(`M${rx - 150} 1000 L${rx - 180} 560 M${rx - 180} 620 L${rx - 90} 620 M${rx - 180} 760 L${rx - 90} 760`, C.tomato, 12, 1) +
            S.rocket(rx, 1000, 1.05, 0, false) +
            S.starFriend(v === 2 ? 960 : 760, 620, 46, 'wow'),
          grain: 0.35,
        };
      },
    },
    // 4 Up, up and away
    (v) => {
      const rot = pick(v, [28, 28, -24]);
      const rx = v === 2 ? 940 : 700;
      const ry = v === 2 ? 920 : 940;
      const ride = rocketRide(rx, ry, 1.0, rot);
      const h: HeroPlacement = {
        pose: pick<Pose>(v, ['sitting', 'sitting-waving', 'sitting']),
        x: ride.seat[0],
        y: ride.seat[1] + 10,
        scale: 0.62,
        noShadow: true,
        expression: pick<Expression>(v, ['happy', 'wow', 'happy']),
      };
      return {
        bg:
          P.sky('dusk', 4) +
          `<g opacity=".9">${S.citySkyline(1260, 4)}</g>` +
          P.cloud(200, 1000, 1.2, 0.9, '#f4dcef') +
          P.cloud(1400, 1050, 1.4, 0.9, '#f4dcef') +
          S.sparkleTrail(rx - 300, ry + 300, rx, ry + 80, 8) +
          // "past the birds and past one very surprised aeroplane"
          S.birds(v === 2 ? 300 : 1120, 560, 5) +
          // In the wide option: the others' cameras move in on the hero, where the aeroplane would be cut.
          (v === 0 ? S.aeroplane(330, 420, 0.75) : '') +
          ride.art,
        hero: h,
        fg: S.starFriend(rx + (v === 2 ? -220 : 260), ry - 420, 40, 'happy') + P.cloud(800, 1180, 1.6, 0.95, '#f8e6f3'),
        shot: pick(v, [WIDE, { zoom: 1.75, fx: ride.seat[0] + 40, fy: ride.seat[1] - 120 }, { zoom: 1.1, fx: 860, fy: 640 }]),
        grain: 0.35,
      };
    },
    {
      // 5 Hello, Moon
      heroes: [
        { pose: 'jumping', x: 780, y: 1040, scale: 0.95, expression: 'wow' },
        // "bounced so high that {he} did three somersaults in the air": upside down, mid-turn.
        { pose: 'floating', x: 780, y: 760, scale: 0.95, expression: 'happy', tilt: 150 },
        { pose: 'cheering', x: 520, y: 1040, scale: 0.95 },
      ],
      shots: [WIDE, closeUp(1.6), { zoom: 1.2, fx: 700, fy: 700 }],
      draw: (v) => ({
        bg:
          space(5) +
          S.earth(1320, 240, 110) +
          S.moonSurface(880) +
          S.flag(1180, 1020, 0.9, C.coral) +
          S.rocket(300, 1000, 0.6, -6, false) +
          (v === 2 ? '' : groundShadow(780, 1060, 120, 20, 0.2)) +
          S.starFriend(1050, 620, 44, 'happy', 10) +
          (v === 1
            ? // the turn's path, round the tumbling hero
              `<path d="M560 600 A240 200 0 1 1 700 900" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 22" opacity=".7"/>`
            : line('M700 900 C720 860 760 850 800 860', '#fff', 6, 0.5)),
        grain: 0.35,
      }),
    },
    {
      // 6 The ringed planet
      heroes: [
        { pose: 'floating', x: 1020, y: 640, scale: 0.85 },
        { pose: 'cheering', x: 1020, y: 660, scale: 0.85, noShadow: true },
        { pose: 'floating', x: 560, y: 560, scale: 0.8, flip: true, expression: 'wow' },
      ],
      shots: [WIDE, closeUp(1.6, 80), { zoom: 1.2, fx: 700, fy: 560 }],
      draw: (_v, h) => ({
        bg:
          space(6) +
          S.planet(640, 780, 300, '#f2a45e', { rings: '#ffd25e', bands: '#e88a4d', tilt: -14 }) +
          S.planet(1380, 200, 70, '#9fe0c9', { bands: '#5cc08a' }) +
          S.planet(180, 180, 40, C.pink),
        fg:
          S.starFriend(h.x + (h.flip ? -260 : 240), h.y - 420 * h.scale, 40, 'happy', 12) +
          S.sparkleTrail(h.x - 200, h.y + 60, h.x - 20, h.y - 60, 6),
        grain: 0.35,
      }),
    },
    {
      // 7 The red planet
      heroes: [
        { pose: 'pointing', x: 620, y: 1080, scale: 1.0 },
        { pose: 'crouching', x: 620, y: 1080, scale: 1.0, expression: 'wow' },
        { pose: 'standing', x: 1040, y: 1080, scale: 1.0, flip: true, expression: 'wow' },
      ],
      shots: [WIDE, { zoom: 1.55, fx: 760, fy: 780 }, { zoom: 1.15, fx: 900, fy: 700 }],
      draw: (v) => {
        let seven = '';
        [
          [1180, 200],
          [1260, 240],
          [1330, 210],
          [1400, 260],
          [1450, 330],
          [1380, 380],
          [1300, 340],
        ].forEach(([a, b]) => {
          seven += P.twinkle(a, b, 18) + glow(a, b, 40, 'url(#glowWarm)', 0.6);
        });
        return {
          bg:
            worldFill('url(#skyDusk)') +
            P.worldStars(7, 60, 0, 600) +
            seven +
            S.planet(260, 220, 60, '#d9d5ea', { craters: true }) +
            S.marsGround(820),
          fg: S.starFriend(v === 2 ? 760 : 900, 760, 42, 'wow', 8),
          grain: 0.35,
        };
      },
    },
    // 8 Through the space rocks
    (v) => {
      const rot = pick(v, [50, 50, -40]);
      const rx = v === 2 ? 1000 : 640;
      const ry = v === 2 ? 860 : 820;
      const ride = rocketRide(rx, ry, 0.9, rot);
      const h: HeroPlacement = {
        pose: pick<Pose>(v, ['sitting', 'sitting-waving', 'sitting']),
        x: ride.seat[0],
        y: ride.seat[1] + 10,
        scale: 0.56,
        noShadow: true,
        expression: pick<Expression>(v, ['happy', 'wow', 'wow']),
      };
      return {
        bg:
          space(8) +
          S.asteroid(200, 300, 70, 10) +
          S.asteroid(1300, 200, 90, 40) +
          S.asteroid(1400, 800, 60, -20) +
          S.asteroid(300, 1000, 80, 30) +
          S.asteroid(900, 150, 40, 0) +
          S.asteroid(1150, 520, 50, 15) +
          S.asteroid(500, 560, 36, 70) +
          S.planet(1450, 1080, 120, C.violet, { bands: C.lilac }) +
          ride.art,
        hero: h,
        fg: S.asteroid(80, 700, 110, 0) + S.starFriend(ride.seat[0] + (v === 2 ? -120 : 120), ride.seat[1] - 200, 34, 'wow'),
        shot: pick(v, [WIDE, { zoom: 1.8, fx: ride.seat[0], fy: ride.seat[1] - 100 }, { zoom: 1.1, fx: 900, fy: 620 }]),
        grain: 0.35,
      };
    },
    // 9 A dark, quiet place
    (v) => {
      const tara = S.starFriend(0, 0, 40, 'sad');
      const h = pick<HeroPlacement>(v, [
        { pose: 'floating', x: 800, y: 820, scale: 0.95, holding: tara, expression: 'calm' },
        { pose: 'hugging', x: 800, y: 900, scale: 0.95, holding: tara, expression: 'calm', noShadow: true },
        { pose: 'sitting', x: 700, y: 900, scale: 0.95, holding: tara, expression: 'calm', noShadow: true },
      ]);
      return {
        bg:
          worldFill('#0b0823') +
          P.worldStars(9, 24, 0, 1200) +
          glow(h.x, h.y - 220, 420, 'url(#glowCool)', 0.35) +
          (v === 2 ? S.asteroid(700, 960, 170, 0) : '') +
          line('M1100 500 q30 -30 60 0 M1180 430 q30 -30 60 0', '#fff3b0', 5, 0.6) +
          P.twinkle(1150, 380, 14, '#fff3b0', 0.8),
        hero: h,
        shot: pick(v, [WIDE, closeUp(1.7), { zoom: 1.2, fx: 760, fy: 680 }]),
        grain: 0.3,
      };
    },
    {
      // 10 The star family
      heroes: [
        { pose: 'pointing', x: 360, y: 1000, scale: 0.9, noShadow: true },
        { pose: 'cheering', x: 420, y: 1000, scale: 0.9, noShadow: true },
        { pose: 'floating', x: 480, y: 900, scale: 0.85, expression: 'wow' },
      ],
      shots: [WIDE, { zoom: 1.35, fx: 700, fy: 700 }, { zoom: 1.1, fx: 860, fy: 600 }],
      draw: (_v, h) => {
        const fam: [number, number, number][] = [
          [880, 300, 70],
          [1100, 240, 80],
          [1320, 320, 72],
          [1400, 540, 66],
          [1230, 700, 60],
          [1000, 640, 64],
          [800, 520, 58],
        ];
        let stars = line(fam.map(([a, b], i) => `${i ? 'L' : 'M'}${a} ${b}`).join(' ') + ' Z', '#fff3b0', 4, 0.45);
        fam.forEach(([a, b, r], i) => {
          stars += S.starFriend(a, b, r, i % 3 === 0 ? 'wow' : 'happy', ((i * 13) % 20) - 10);
        });
        return {
          bg: space(10) + stars + S.asteroid(380, 1090, 180, 0),
          fg: S.starFriend(h.x + 190, h.y - 430 * h.scale, 44, 'happy', 14),
          grain: 0.3,
        };
      },
    },
    {
      // 11 Goodbye, little star
      heroes: [
        { pose: 'waving', x: 640, y: 1060, scale: 1.0 },
        { pose: 'hugging', x: 640, y: 1060, scale: 1.0, expression: 'calm' },
        { pose: 'cheering', x: 980, y: 1060, scale: 0.95, flip: true },
      ],
      shots: [WIDE, { zoom: 1.5, fx: 820, fy: 640 }, { zoom: 1.15, fx: 820, fy: 660 }],
      draw: (v, h) => {
        const tx = v === 2 ? 520 : 1120;
        return {
          bg:
            space(11) +
            S.earth(240, 240, 80) +
            S.moonSurface(900, '#d9d5ea', 11) +
            S.rocket(1380, 1040, 0.55, 4, false) +
            S.sparkleTrail(h.x + (v === 2 ? -60 : 60), h.y - 480, tx, 300, 11) +
            S.starFriend(tx, 280, 60, 'happy', 12),
          grain: 0.35,
        };
      },
    },
    {
      // 12 Goodnight, stars
      heroes: [
        { pose: 'sitting-waving', x: 640, y: 830, scale: 1.12, noShadow: true },
        { pose: 'sleeping', x: 640, y: 830, scale: 1.12, expression: 'calm', noShadow: true },
        { pose: 'reading', x: 640, y: 830, scale: 1.12, noShadow: true },
      ],
      shots: [WIDE, { zoom: 1.55, fx: 900, fy: 540 }, { zoom: 1.25, fx: 820, fy: 620 }],
      draw: () => ({
        bg: bedroom(S.citySkyline(560, 12) + P.starField(13, 20, [1004, 154, 432, 200]) + S.starFriend(1300, 250, 44, 'happy', 8)),
        fg: blanket(C.violet),
      }),
    },
  ],
  cover: (f) => ({
    title: ['Journey', 'to the Stars'],
    fill: '#fff3b0',
    stroke: C.violet,
    world: (front) =>
      f.across(`<rect x="-200" y="-200" width="1600" height="2000" fill="url(#space)"/>`) +
      P.starField(14, f.many(120), [0, 0, f.width, 1600]) +
      (front
        ? S.planet(f.right(1040), 640, 110, '#f2a45e', { rings: '#ffd25e', bands: '#e88a4d' }) + S.earth(f.left(160), 700, 80)
        : S.planet(f.right(900), 420, 70, C.teal, { bands: C.lilac })) +
      (front
        ? S.planet(f.left(120), 1180, 50, C.pink) + S.rocket(f.middle(900), 1300, 0.8, 24) + S.shootingStar(f.left(300), 560, 200, 160)
        : S.planet(f.right(1000), 1150, 40, C.pink)) +
      f.backdrop(S.moonSurface(1400, '#d9d5ea', 14)),
    fg: S.starFriend(f.middle(880), 880, 56, 'happy', 12),
    company: { side: 1, size: 0.55, pose: 'waving', helmeted: true },
    hero: { pose: 'floating', x: f.middle(540), y: 1400, scale: 2.0, outfit: 'astronaut', noShadow: true },
  }),
};
