import sharp from 'sharp';
import { PAPER_TILE } from './paperFilter.js';
import { PAPER_TILE_PNG } from './paperTile.js';
import { paperTilePng } from './paperTilePng.js';

const pixels = async (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });

describe("the paper's grain tile", () => {
  it('is the noise filter drawn again (npm run paper:tile -w story-art after changing it)', async () => {
    const committed = await pixels(Buffer.from(PAPER_TILE_PNG, 'base64'));
    const fresh = await pixels(await paperTilePng());
    expect([committed.info.width, committed.info.height]).toEqual([PAPER_TILE, PAPER_TILE]);
    let changed = 0;
    for (let i = 0; i < fresh.data.length; i += 1) if (Math.abs(fresh.data[i] - committed.data[i]) > 2) changed += 1;
    expect(changed / fresh.data.length).toBeLessThan(0.001);
  });

  it('repeats without a seam: its opposite edges are as alike as neighbouring columns inside it', async () => {
    const { data, info } = await pixels(Buffer.from(PAPER_TILE_PNG, 'base64'));
    const alpha = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    const columnGap = (a: number, b: number) => {
      let sum = 0;
      for (let y = 0; y < info.height; y += 1) sum += Math.abs(alpha(a, y) - alpha(b, y));
      return sum / info.height;
    };
    const inside = columnGap(99, 100);
    expect(columnGap(info.width - 1, 0)).toBeLessThan(inside * 1.5);
  });
});
