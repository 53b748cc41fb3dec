import sharp from 'sharp';
import { COVER_HEIGHT, coverCompanions, COVERS, coverWidthFor } from '../covers.js';
import { heroFaceArea } from '../scenes.js';
import { STORIES } from '../stories/index.js';
import { SAMPLE_FAMILIES } from './families.js';

/** Where the book's own lettering ends (the child's name and the title, cover units): companions stand below it. */
const LETTERING_BOTTOM = 560;
/** Measured at a fifth of the cover's size. */
const SCALE = 0.2;

describe("the hero's companions on the front cover", () => {
  it.each(Object.keys(STORIES))('%s: stand whole below the title, never behind the hero’s face, in both book shapes', async (slug) => {
    const faults: string[] = [];
    for (const [name, family] of Object.entries(SAMPLE_FAMILIES)) {
      for (const aspect of [1, 11 / 8.5]) {
        const options = { look: family.hero, companions: family.companions, width: coverWidthFor(aspect) };
        const face = heroFaceArea(COVERS[slug](options))!;
        const { data, info } = await sharp(Buffer.from(coverCompanions(slug, options)), { density: 72 * SCALE })
          .ensureAlpha()
          .extractChannel(3)
          .raw()
          .toBuffer({ resolveWithObject: true });
        let [top, edge, behind] = [COVER_HEIGHT, 0, 0];
        for (let y = 0; y < info.height; y += 1) {
          for (let x = 0; x < info.width; x += 1) {
            if (data[y * info.width + x] < 96) continue;
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
      }
    }
    expect(faults).toEqual([]);
  });
});
