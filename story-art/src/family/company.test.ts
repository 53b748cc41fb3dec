import sharp from 'sharp';
import { heroFaceArea, SCENES } from '../scenes.js';
import { SCENE_HEIGHT, SCENE_WIDTH, VARIANTS } from '../scenes/layout.js';
import { STORIES } from '../stories/index.js';
import { SAMPLE_FAMILIES } from './families.js';

const FAMILIES = Object.values(SAMPLE_FAMILIES);
/** The pictures are measured this wide. */
const WIDTH = 320;
const SCALE = WIDTH / SCENE_WIDTH;
/** A pixel is a companion's when at least this opaque (their soft shadows do not count). */
const SOLID = 96;

/** The opaque pixels of a drawing's companions, as a mask WIDTH wide. */
async function companionMask(svg: string): Promise<{ data: Uint8Array; width: number; height: number }> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * SCALE })
    .resize({ width: WIDTH })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Every page the story brings the hero's companions on, with each option and the family drawn there (all six in turn). */
const cases = Object.values(STORIES).flatMap((story) =>
  Object.keys(story.company ?? {}).flatMap((page) =>
    VARIANTS.map((variant) => ({
      slug: story.slug,
      page: Number(page),
      variant,
      family: FAMILIES[(Number(page) + variant * 2) % FAMILIES.length],
    })),
  ),
);

describe("the hero's companions", () => {
  it("come along on half of every story's pages or more", () => {
    for (const story of Object.values(STORIES))
      expect(Object.keys(story.company ?? {}).length).toBeGreaterThanOrEqual(story.pages.length / 2);
  });

  it("are drawn whole beside the hero, never behind the hero's face, in every option of their pages", async () => {
    const faults: string[] = [];
    for (const { slug, page, variant, family } of cases) {
      const scene = SCENES[slug][`scene-${String(page).padStart(2, '0')}`];
      const options = { look: family.hero, variant, companions: family.companions };
      const face = heroFaceArea(scene(options))!;
      const { data, width, height } = await companionMask(scene({ ...options, layer: 'companions' }));
      // Drawn behind the hero, a companion could not cover the face; nor may one stand behind it, crowding it.
      const head = {
        left: Math.floor((face.cx - face.rx) * SCALE),
        right: Math.ceil((face.cx + face.rx) * SCALE),
        top: Math.floor((face.cy - face.ry) * SCALE),
        bottom: Math.ceil((face.cy + face.ry) * SCALE),
      };
      let [over, seen] = [0, 0];
      const cut = { left: 0, right: 0, top: 0 };
      for (let y = 0; y < height; y += 1) {
        for (let x = 0; x < width; x += 1) {
          if (data[y * width + x] < SOLID) continue;
          seen += 1;
          if (x >= head.left && x < head.right && y >= head.top && y < head.bottom) over += 1;
          // Cut at the picture's sides or top (feet may leave at the bottom in a close-up).
          if (x === 0) cut.left += 1;
          if (x === width - 1) cut.right += 1;
          if (y === 0) cut.top += 1;
        }
      }
      const where = `${slug} page ${page} option ${variant}`;
      if (over > 0) faults.push(`${where}: ${over} px behind the hero's face`);
      for (const [edge, px] of Object.entries(cut)) if (px > 0) faults.push(`${where}: cut at the picture's ${edge} (${px} px)`);
      if (seen < width * height * 0.01) faults.push(`${where}: hardly seen (${seen} px)`);
    }
    expect(faults).toEqual([]);
  });

  it("leave the hero's face an eighth of the picture's height on half their pages or more, in every option", () => {
    for (const family of FAMILIES) {
      for (const story of Object.values(STORIES)) {
        for (const variant of VARIANTS) {
          const scenes = Object.values(SCENES[story.slug]);
          const close = scenes.filter((scene) => {
            const face = heroFaceArea(scene({ look: family.hero, variant, companions: family.companions }))!;
            return (face.ry * 2) / SCENE_HEIGHT >= 1 / 8;
          });
          expect({ story: story.slug, variant, close: close.length >= scenes.length / 2 }).toEqual({
            story: story.slug,
            variant,
            close: true,
          });
        }
      }
    }
  });

  it('draw nothing of their own on a page the story does not bring them on, and change nothing without them', () => {
    const family = SAMPLE_FAMILIES['nani-and-bruno'];
    const alone = SCENES['jungle-explorer']['scene-05']({ look: family.hero, variant: 0 });
    expect(SCENES['jungle-explorer']['scene-05']({ look: family.hero, variant: 0, companions: family.companions })).toBe(alone);
    const page1 = SCENES['jungle-explorer']['scene-01'];
    expect(page1({ look: family.hero, variant: 0, companions: [] })).toBe(page1({ look: family.hero, variant: 0 }));
    expect(page1({ look: family.hero, variant: 0, companions: family.companions })).not.toBe(page1({ look: family.hero, variant: 0 }));
  });
});
