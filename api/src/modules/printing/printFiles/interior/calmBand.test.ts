import { calmestBand, type Lightness } from './calmBand.js';

const PAGE = { x: 0, y: 0, width: 100, height: 100 };
const TOP = { x: 10, y: 70, width: 80, height: 20 };
const MIDDLE = { x: 10, y: 40, width: 80, height: 20 };
const FOOT = { x: 10, y: 10, width: 80, height: 20 };

/** A 100 x 100 grid (row 0 at the page's top) whose lightness at each sample `shade` gives, 0-1. */
function picture(shade: (x: number, row: number) => number): Lightness {
  const values = new Uint8Array(100 * 100);
  for (let row = 0; row < 100; row += 1) for (let x = 0; x < 100; x += 1) values[row * 100 + x] = Math.round(shade(x, row) * 255);
  return { values, width: 100, height: 100, over: PAGE };
}

/** A pale sky over the top half, busy stripes (a tree, grass) under it. */
const skyOverGrass = picture((x, row) => (row < 50 ? 0.85 - row * 0.002 : x % 4 < 2 ? 0.3 : 0.7));

describe('where the words stand on a spread’s picture', () => {
  it('takes the calm sky over the busy ground, and sets dark words straight on it', () => {
    expect(calmestBand(skyOverGrass, [FOOT, MIDDLE, TOP], [])).toEqual({ band: TOP, on: 'dark-on-picture' });
  });

  it('keeps the words off a named character even where the picture is calmest', () => {
    const parrot = { x: 40, y: 75, width: 10, height: 10 };
    const { band } = calmestBand(skyOverGrass, [TOP, MIDDLE, FOOT], [parrot]);
    expect(band).not.toEqual(TOP);
  });

  it('sets light words on a calm dark sky, and a panel under words on busy or mid-toned ground', () => {
    expect(
      calmestBand(
        picture(() => 0.15),
        [TOP],
        [],
      ).on,
    ).toBe('light-on-picture');
    expect(
      calmestBand(
        picture(() => 0.5),
        [TOP],
        [],
      ).on,
    ).toBe('panel');
    expect(calmestBand(skyOverGrass, [FOOT], []).on).toBe('panel');
  });

  it('between bands as calm, takes the first: the top, where a picture book’s words stand', () => {
    const flat = picture(() => 0.8);
    expect(calmestBand(flat, [TOP, FOOT], []).band).toEqual(TOP);
  });
});
