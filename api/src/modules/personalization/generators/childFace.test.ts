import sharp from 'sharp';
import { skinRamp } from 'story-art';
import { storedPhoto } from '../../../testing/storedPhoto.js';
import { hexToLab, rgbToLab } from '../photos/cielab.js';
import { drawLikeness, likenessFor, paintLikeness, PAINT_HEIGHT, PAINT_WIDTH } from './childFace.js';

jest.setTimeout(60_000);

const TONE = '#b88160';

describe("the child's painted likeness", () => {
  it('paints the face in the skin ramp of the chosen tone, whatever the photo’s own colour', async () => {
    const photo = await storedPhoto();
    const { paint } = await paintLikeness(photo, TONE);
    expect(paint.length).toBe(PAINT_WIDTH * PAINT_HEIGHT * 3);
    const ramp = Object.values(skinRamp(TONE)).map(hexToLab);
    // Every pixel of the cheeks and forehead lies near the ramp (lips and blush are inked later).
    let far = 0;
    let counted = 0;
    for (let y = 40; y < 140; y += 4) {
      for (let x = 40; x < 216; x += 4) {
        const i = (y * PAINT_WIDTH + x) * 3;
        const p = rgbToLab(paint[i], paint[i + 1], paint[i + 2]);
        const nearest = Math.min(...ramp.map((r) => Math.hypot(p.L - r.L, p.a - r.a, p.b - r.b)));
        if (nearest > 14) far += 1;
        counted += 1;
      }
    }
    expect(far / counted).toBeLessThan(0.1);
  });

  it('is painted once per photo and tone, used again for every page, and forgotten after ten minutes', async () => {
    const photo = await storedPhoto();
    expect(likenessFor(photo, TONE)).toBe(likenessFor({ ...photo }, TONE));
    expect(likenessFor(photo, TONE)).not.toBe(likenessFor(photo, '#f5d5c0'));
    const first = likenessFor(photo, TONE);
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 11 * 60_000);
    let again: Promise<unknown>;
    try {
      again = likenessFor(photo, TONE);
    } finally {
      clock.mockRestore();
    }
    expect(again).not.toBe(first);
    await again;
  });

  it('draws at any size with an oval feathered into the head, its eyes inked dark', async () => {
    const likeness = await likenessFor(await storedPhoto(), TONE);
    const png = await drawLikeness(likeness, 200, 224);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([200, 224, 4]);
    const alpha = (x: number, y: number) => data[(y * 200 + x) * 4 + 3];
    expect(alpha(2, 2)).toBe(0);
    expect(alpha(100, 112)).toBe(255);
    // The darkest pixels are the irises, inked in the book's plum-black.
    const eyeRow = Math.round(likeness.landmarks[37].y * (224 / PAINT_HEIGHT));
    let darkest = 255;
    for (let x = 40; x < 160; x += 1) darkest = Math.min(darkest, data[(eyeRow * 200 + x) * 4]);
    expect(darkest).toBeLessThan(70);
  });

  it("glazes the face's far side from the scene's light, as the drawn body is", async () => {
    const likeness = await likenessFor(await storedPhoto(), TONE);
    const halves = async (light: 'left' | 'right') => {
      const { data } = await sharp(await drawLikeness(likeness, 100, 112, { light }))
        .removeAlpha()
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const mean = (from: number) => {
        let sum = 0;
        for (let y = 30; y < 80; y += 1) for (let x = from; x < from + 20; x += 1) sum += data[y * 100 + x];
        return sum / 1000;
      };
      return mean(20) - mean(60);
    };
    // Lit from the left, the right cheek is darker; lit from the right, the left one.
    expect(await halves('left')).toBeGreaterThan((await halves('right')) + 10);
  });
});
