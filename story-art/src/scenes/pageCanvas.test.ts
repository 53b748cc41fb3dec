import sharp from 'sharp';
import { defaultHeroLook } from 'contracts/hero';
import { SCENES } from '../scenes.js';
import { pageCanvas, spreadCanvas } from './layout.js';

describe('a story picture drawn for its page’s shape', () => {
  it('shows more of the world above and below for a squarer page, to the sides for a wider one, as far as it is drawn', () => {
    expect(pageCanvas()).toEqual({ x: 0, y: 0, width: 1600, height: 1200 });
    expect(pageCanvas(1)).toEqual({ x: 0, y: -200, width: 1600, height: 1600 });
    const landscape = pageCanvas(11.25 / 8.75);
    expect(landscape.width / landscape.height).toBeCloseTo(11.25 / 8.75, 6);
    expect(pageCanvas(1.5)).toEqual({ x: -100, y: 0, width: 1800, height: 1200 });
    // A page taller than the world reaches: as far as it is drawn, and the print cuts the rest.
    expect(pageCanvas(0.5)).toEqual({ x: 0, y: -200, width: 1600, height: 1600 });
  });

  it('fills a square page to its edges on every page of every story: the world is drawn there, not left blank', async () => {
    const blank: string[] = [];
    for (const [slug, scenes] of Object.entries(SCENES))
      for (const [scene, draw] of Object.entries(scenes)) {
        const svg = draw({ look: defaultHeroLook('Boy', 6), variant: 1, aspect: 1 });
        const { data } = await sharp(Buffer.from(svg), { density: 4.5 })
          .ensureAlpha()
          .extractChannel(3)
          .raw()
          .toBuffer({ resolveWithObject: true });
        if (data.some((alpha) => alpha < 255)) blank.push(`${slug} ${scene}`);
      }
    expect(blank).toEqual([]);
    // Every scene of every story rasterised: 1.6 s alone, over 5 s beside the API suites on 2 cores.
  }, 30_000);

  it('draws a spread as its right page alone, with a page as large to its left', () => {
    expect(spreadCanvas(1)).toEqual({ x: -1600, y: -200, width: 3200, height: 1600 });
    const landscape = spreadCanvas(11.25 / 8.75);
    expect(landscape).toMatchObject({ x: -1600, width: 3200 });
    expect(landscape.height).toBeCloseTo(1600 / (11.25 / 8.75), 6);
  });

  // The square spread's canvas holds the landscape one (as wide, and taller): filled, both are.
  it('runs every page’s world on across its spread: nothing left blank, in any option', async () => {
    const blank: string[] = [];
    for (const [slug, scenes] of Object.entries(SCENES))
      for (const [scene, draw] of Object.entries(scenes))
        for (const variant of [0, 1, 2]) {
          const svg = draw({ look: defaultHeroLook('Girl', 6), variant, aspect: 1, spread: true });
          // 200 x 100 pixels exactly: no part-covered pixel at the edges.
          const { data } = await sharp(Buffer.from(svg), { density: 4.5 })
            .ensureAlpha()
            .extractChannel(3)
            .raw()
            .toBuffer({ resolveWithObject: true });
          if (data.some((alpha) => alpha < 255)) blank.push(`${slug} ${scene} variant ${variant}`);
        }
    expect(blank).toEqual([]);
  }, 30_000);

  it('prints on a spread’s right page the picture the page is drawn as alone', async () => {
    const look = defaultHeroLook('Boy', 6);
    const draw = SCENES['jungle-explorer']['scene-05'];
    const pixels = (svg: string, width: number) =>
      sharp(Buffer.from(svg), { density: 72 / 8 })
        .resize({ width })
        .removeAlpha()
        .raw()
        .toBuffer();
    const alone = await pixels(draw({ look, variant: 0, aspect: 1 }), 200);
    const spread = await pixels(draw({ look, variant: 0, aspect: 1, spread: true }), 400);
    let difference = 0;
    for (let row = 0; row < 200; row += 1)
      for (let i = 0; i < 200 * 3; i += 1) difference += Math.abs(alone[row * 600 + i] - spread[row * 1200 + 600 + i]);
    // Only the vignette differs: the spread's is darker at its outer edges than a page's at the spine.
    expect(difference / (200 * 200 * 3)).toBeLessThan(4);
  });
});
