import sharp from 'sharp';
import { defaultHeroLook } from 'contracts/hero';
import { SCENES } from '../scenes.js';
import { pageCanvas } from './layout.js';

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
  });
});
