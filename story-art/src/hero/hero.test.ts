import sharp from 'sharp';
import {
  defaultHeroLook,
  HAIR_LENGTHS,
  PATKA_COLOURS,
  HAIR_STYLES,
  HAIR_TEXTURES,
  heroColours,
  heroLookProblem,
  HERO_CHOICES,
  type HeroLook,
} from 'contracts/hero';
import { hero, OUTFITS, POSES, type HeroOptions, type Pose } from '../hero.js';
import { svgDocument } from '../palette.js';
import { hairShine } from './hair.js';

/** The picture each hero is drawn in: small, as there are some 1,400 of them, and any stray hair still shows. */
const SIZE = 150;
const MARK = '#ff00ff';

/** Every drawable hair: each length, texture and way of wearing it. */
const HAIRS = HAIR_LENGTHS.flatMap((hairLength) =>
  HAIR_TEXTURES.flatMap((hairTexture) =>
    HAIR_STYLES.map((hairStyle) => ({ ...defaultHeroLook('Girl', 6), hairLength, hairTexture, hairStyle })),
  ),
).filter((look) => !heroLookProblem(look));

/** Looks that between them take every value of every attribute, each detail on and off. */
function everyValueLooks(): HeroLook[] {
  const keys = Object.keys(HERO_CHOICES) as (keyof typeof HERO_CHOICES)[];
  const most = Math.max(...keys.map((key) => HERO_CHOICES[key].length));
  return Array.from({ length: most }, (_, i) => {
    const look: HeroLook = { ...defaultHeroLook('Boy', 6), freckles: i % 2 === 0, dimples: i % 2 === 1, bindi: i % 3 === 0 };
    for (const key of keys) Object.assign(look, { [key]: HERO_CHOICES[key][i % HERO_CHOICES[key].length] });
    return heroLookProblem(look) ? { ...look, hairStyle: 'loose' } : look;
  });
}

function drawn(o: Omit<HeroOptions, 'x' | 'y' | 'scale'>, body: (svg: string) => string = (svg) => svg): string {
  return svgDocument(
    SIZE,
    SIZE,
    `<rect width="${SIZE}" height="${SIZE}" fill="#fff"/>` + body(hero({ ...o, x: SIZE / 2, y: SIZE - 6, scale: 0.28 })),
  );
}

/** The hair (and brows) recoloured to one marking colour: what of it shows is counted. */
function markHair(svg: string, look: HeroLook): string {
  const { hair } = heroColours(look);
  return svg.split(hair).join(MARK).split(hairShine(hair)).join(MARK);
}

async function markedPixels(svg: string): Promise<number> {
  const { data } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += 3) if (data[i] > 230 && data[i + 1] < 40 && data[i + 2] > 230) count += 1;
  return count;
}

describe('the hero drawn from a look', () => {
  jest.setTimeout(300_000);

  it('draws every value of every attribute on every pose and outfit as a picture', async () => {
    const looks = everyValueLooks();
    const failures: string[] = [];
    for (const pose of POSES) {
      for (const [i, outfit] of OUTFITS.entries()) {
        const look = looks[(POSES.indexOf(pose) + i) % looks.length];
        const svg = drawn({ pose, outfit, look });
        try {
          await sharp(Buffer.from(svg)).resize(60).png().toBuffer();
        } catch (error) {
          failures.push(`${pose} ${outfit}: ${(error as Error).message}`);
        }
      }
      for (const look of [...looks, ...HAIRS]) {
        const svg = drawn({ pose, outfit: 'casual', look });
        if (/NaN|undefined/.test(svg)) failures.push(`${pose} ${JSON.stringify(look)}: a number or value is missing`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('keeps every hair inside the space helmet', async () => {
    // Hair and helmet are drawn in the head's own units: every hair on a pose seen from the front, from
    // behind and asleep, and the fullest hair on every pose.
    const fullest = HAIRS.find((l) => l.hairLength === 'long' && l.hairTexture === 'coily' && l.hairStyle === 'loose')!;
    const cases = [
      ...(['standing', 'looking-out', 'sleeping'] as const).flatMap((pose) => HAIRS.map((look) => ({ pose, look }))),
      ...POSES.map((pose) => ({ pose, look: fullest })),
    ];
    const outside: string[] = [];
    for (const { pose, look } of cases) {
      // The glass made opaque: any hair still seen is outside it.
      const svg = drawn({ pose, outfit: 'astronaut', look }, (s) => markHair(s, look).replace('fill="url(#glass)"', 'fill="#00ff00"'));
      const seen = await markedPixels(svg);
      if (seen > 0) outside.push(`${pose} ${look.hairLength} ${look.hairTexture} ${look.hairStyle}: ${seen} px`);
    }
    expect(outside).toEqual([]);
  });

  it('covers the hair under a patka: only the brows are seen of it', async () => {
    const poses: Pose[] = ['standing', 'looking-out', 'sleeping'];
    for (const pose of poses) {
      for (const look of HAIRS.filter((l) => l.hairStyle === 'patka')) {
        const withBrows = await markedPixels(drawn({ pose, outfit: 'kurta', look }, (s) => markHair(s, look)));
        const browless = await markedPixels(
          drawn({ pose, outfit: 'kurta', look: { ...look, eyebrows: 'fine' } }, (s) => markHair(s, look)),
        );
        // Brows are a few short strokes; hair showing under the cloth would be far more.
        expect({ pose, seen: withBrows < 20 && browless < 15 }).toEqual({ pose, seen: true });
      }
    }
  });

  it('draws what the parent chose: glasses, a bindi, the eye colour', () => {
    const look = defaultHeroLook('Girl', 7);
    const plain = drawn({ pose: 'standing', outfit: 'kurta', look });
    expect(drawn({ pose: 'standing', outfit: 'kurta', look: { ...look, glasses: 'round' } })).toMatch(
      /<circle[^>]*r="15"[^>]*fill-opacity=".18"/,
    );
    expect(drawn({ pose: 'standing', outfit: 'kurta', look: { ...look, glasses: 'square' } })).toMatch(
      /<rect[^>]*rx="6"[^>]*fill-opacity=".18"/,
    );
    expect(drawn({ pose: 'standing', outfit: 'kurta', look: { ...look, bindi: true } }).length).toBeGreaterThan(plain.length);
    expect(drawn({ pose: 'standing', outfit: 'kurta', look: { ...look, eyeColour: 'green' } })).toContain(
      heroColours({ ...look, eyeColour: 'green' }).eyes,
    );
    // Asleep, the glasses are off.
    expect(drawn({ pose: 'sleeping', outfit: 'pyjamas', look: { ...look, glasses: 'round' } })).not.toMatch(/fill-opacity=".18"/);
  });

  it('paints the skin and the hair in the colours of the look', () => {
    const look: HeroLook = { ...defaultHeroLook('Boy', 5), skinTone: 'Deep', hairColour: 'auburn' };
    const svg = drawn({ pose: 'waving', outfit: 'explorer', look });
    const { skin, hair } = heroColours(look);
    expect(svg).toContain(`fill="${skin}"`);
    expect(svg).toContain(`fill="${hair}"`);
  });

  it('wraps a patka in the colour the parent chose, from the front and from behind, blue when none was', () => {
    const look: HeroLook = { ...defaultHeroLook('Boy', 6), hairStyle: 'patka' };
    for (const { name, hex } of PATKA_COLOURS)
      for (const pose of ['standing', 'looking-out'] as const)
        expect({
          name,
          pose,
          drawn: drawn({ pose, outfit: 'kurta', look: { ...look, patkaColour: name } }).includes(`fill="${hex}"`),
        }).toEqual({
          name,
          pose,
          drawn: true,
        });
    expect(drawn({ pose: 'standing', outfit: 'kurta', look })).toContain(`fill="${PATKA_COLOURS[0].hex}"`);
  });
});
