import sharp, { type Region } from 'sharp';
import { SHOP_HERO } from 'story-art';
import { drawBookCover, drawCoverSpread, type CoverFacts } from './bookCover.js';

const DPI = 40;
/** A square book's hard case: 8.5 in panels, a 0.3 in spine, the case's wrap round it. */
const SQUARE = { panel: { width: 8.5, height: 8.5 }, spine: 0.3, bleed: 0.6 };
const px = (inches: number) => Math.round(inches * DPI);

const facts = (productSlug: string): CoverFacts => ({
  productSlug,
  look: SHOP_HERO,
  title: 'A Story',
  language: 'en',
  firstName: 'Anaya',
});

/** The mean difference per channel (0-255) between two pictures of one size. */
async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((picture) => sharp(picture).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

const cut = (picture: Buffer, region: Region) => sharp(picture).extract(region).png().toBuffer();

describe('the printed cover spread', () => {
  it.each(['jungle-explorer', 'ocean-quest', 'space-adventure', 'festival-of-lights'])(
    '%s: the front is the cover the parent saw, and the back mirrors its world so the two meet at the spine',
    async (slug) => {
      const spread = await drawCoverSpread(facts(slug), SQUARE, DPI);
      const { width, height } = await sharp(spread).metadata();
      expect(Math.abs(width - px(2 * SQUARE.panel.width + SQUARE.spine + 2 * SQUARE.bleed))).toBeLessThanOrEqual(1);
      expect(Math.abs(height - px(SQUARE.panel.height + 2 * SQUARE.bleed))).toBeLessThanOrEqual(1);

      const side = px(SQUARE.panel.width);
      const frontLeft = px(SQUARE.bleed + SQUARE.panel.width + SQUARE.spine);
      const seen = await drawBookCover(facts(slug), side);
      const front = (shift: number) => cut(spread, { left: frontLeft + shift, top: px(SQUARE.bleed), width: side, height: side });
      // Alike but for the shading a closed book's hinge has on screen; a panel out of place differs far more.
      expect(await meanDifference(await front(0), seen)).toBeLessThan(10);
      expect(await meanDifference(await front(px(0.3)), seen)).toBeGreaterThan(14);

      const fold = Math.round(px(SQUARE.bleed + SQUARE.panel.width) + px(SQUARE.spine) / 2);
      const strip = px(0.4);
      // Blurred, so the paper's grain (not mirrored) does not count.
      const soft = (picture: Buffer, mirrored = false) => sharp(picture).flop(mirrored).blur(3).png().toBuffer();
      const beforeFold = await cut(spread, { left: fold - strip, top: 0, width: strip, height });
      const back = await soft(beforeFold, true);
      const afterFold = await soft(await cut(spread, { left: fold, top: 0, width: strip, height }));
      expect(await meanDifference(back, afterFold)).toBeLessThan(2.5);
    },
  );
});
