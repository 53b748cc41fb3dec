import sharp from 'sharp';
import { COVER_HEIGHT, coverCompanions, coverForeground, COVERS, coverWidthFor } from '../covers.js';
import { heroFaceArea } from '../scenes.js';
import { STORIES } from '../stories/index.js';
import { SAMPLE_FAMILIES } from './families.js';

/** Where the book's own lettering ends (the child's name and the title, cover units): companions stand below it. */
const LETTERING_BOTTOM = 560;
/** Measured at a fifth of the cover's size. */
const SCALE = 0.2;
/** The most of the companions that what stands in front (the jungle's tiger cub, the leaves at the edges) may hide. */
const MOST_HIDDEN = 0.2;

/** A layer's opacity, pixel by pixel, at SCALE. */
async function opacity(svg: string) {
  return sharp(Buffer.from(svg), { density: 72 * SCALE })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
}

describe("the hero's companions on the front cover", () => {
  it.each(Object.keys(STORIES))(
    '%s: stand whole below the title, never behind the hero’s face nor hidden in front, in both book shapes',
    async (slug) => {
      const faults: string[] = [];
      for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
        for (const aspect of [1, 11 / 8.5]) {
          const options = { look: family.hero, companions: family.companions, width: coverWidthFor(aspect) };
          const face = heroFaceArea(COVERS[slug](options))!;
          const { data, info } = await opacity(coverCompanions(slug, options));
          const front = (await opacity(coverForeground(slug, options))).data;
          let [top, edge, behind] = [COVER_HEIGHT, 0, 0];
          // By side of the hero: a companion stands on each side, so a small one hidden is not lost among a tall one's pixels.
          const drawn = [0, 0];
          const hidden = [0, 0];
          for (let y = 0; y < info.height; y += 1) {
            for (let x = 0; x < info.width; x += 1) {
              if (data[y * info.width + x] < 96) continue;
              const side = x / SCALE < face.cx ? 0 : 1;
              drawn[side] += 1;
              if (front[y * info.width + x] >= 96) hidden[side] += 1;
              top = Math.min(top, y / SCALE);
              if (x === 0 || x === info.width - 1) edge += 1;
              const [cx, cy] = [x / SCALE, y / SCALE];
              if (Math.abs(cx - face.cx) < face.rx && Math.abs(cy - face.cy) < face.ry) behind += 1;
            }
          }
          const where = `${name} on a ${aspect === 1 ? 'square' : 'landscape'} cover`;
          if (top < LETTERING_BOTTOM) faults.push(`${where}: up to ${Math.round(top)}, into the title`);
          if (edge) faults.push(`${where}: cut at the panel's side`);
          if (behind) faults.push(`${where}: behind the hero's face`);
          if (top === COVER_HEIGHT) faults.push(`${where}: not drawn`);
          for (const side of [0, 1])
            if (hidden[side] > drawn[side] * MOST_HIDDEN)
              faults.push(`${where}: ${Math.round((100 * hidden[side]) / drawn[side])} % of a companion hidden by what stands in front`);
        }
      }
      expect(faults).toEqual([]);
    },
  );
});
