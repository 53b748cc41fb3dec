import sharp from 'sharp';
import { defaultHeroLook } from 'contracts/hero';
import { COVER_HEIGHT, coverHeroAlone, coverWidthFor } from './covers.js';
import { STORIES } from './stories/index.js';

/** The opaque rows of a drawing, top and bottom, in its own units (measured at a tenth of its size). */
async function opaqueRows(svg: string, height: number): Promise<{ top: number; bottom: number }> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 7.2 })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rows = Array.from({ length: info.height }, (_, y) =>
    data.subarray(y * info.width, (y + 1) * info.width).some((alpha) => alpha > 96),
  );
  const [top, bottom] = [rows.indexOf(true), rows.lastIndexOf(true) + 1];
  return { top: (top * height) / info.height, bottom: (bottom * height) / info.height };
}

describe("a cover that sells the child: the hero is most of the cover's height", () => {
  it.each(Object.keys(STORIES))('%s: the hero stands 55-65 % of the cover high, in both book shapes', async (slug) => {
    for (const girl of [true, false]) {
      for (const aspect of [1, 11 / 8.5]) {
        const look = defaultHeroLook(girl ? 'Girl' : 'Boy', 6);
        const { top, bottom } = await opaqueRows(coverHeroAlone(slug, { look, width: coverWidthFor(aspect) }), COVER_HEIGHT);
        const share = (bottom - top) / COVER_HEIGHT;
        const said = `${girl ? 'a girl' : 'a boy'} on a ${aspect === 1 ? 'square' : 'landscape'} cover is ${Math.round(share * 100)} %`;
        expect(share >= 0.55 && share <= 0.65 ? 'within' : said).toBe('within');
      }
    }
  });
});
