import sharp from 'sharp';
import { COVERS, COVER_WIDTH } from 'story-art';
import type { HeroLayers } from 'story-art';
import { storedPhoto } from '../../../testing/storedPhoto.js';
import { likenessFor } from './childFace.js';
import { paintChild } from './paintChild.js';

jest.setTimeout(60_000);

const WIDTH = 600;

/** Mean difference per channel value of two same-sized RGB images within a rectangle. */
function difference(a: Buffer, b: Buffer, width: number, rect: { left: number; top: number; width: number; height: number }): number {
  let sum = 0;
  for (let y = rect.top; y < rect.top + rect.height; y += 1) {
    for (let x = rect.left; x < rect.left + rect.width; x += 1) {
      for (let c = 0; c < 3; c += 1) sum += Math.abs(a[(y * width + x) * 3 + c] - b[(y * width + x) * 3 + c]);
    }
  }
  return sum / (rect.width * rect.height * 3);
}

describe('painting the child onto a drawing', () => {
  it("puts the child's face in the hero's face area of a cover and changes nothing else", async () => {
    const draw = (layers: HeroLayers) => COVERS['space-adventure']({ skinTone: '#d29e78', hair: 'short', ...layers });
    const painted = await paintChild(draw, COVER_WIDTH, await likenessFor(await storedPhoto(), '#d29e78'), WIDTH);
    const withChild = await painted.picture().removeAlpha().raw().toBuffer();
    const drawn = await sharp(Buffer.from(draw({})), { density: (72 * WIDTH) / COVER_WIDTH })
      .resize({ width: WIDTH })
      .removeAlpha()
      .raw()
      .toBuffer();

    const { cx, cy, rx, ry } = painted.face;
    const s = painted.scale;
    const faceRect = {
      left: Math.round((cx - rx / 2) * s),
      top: Math.round((cy - ry / 2) * s),
      width: Math.round(rx * s),
      height: Math.round(ry * s),
    };
    expect(difference(withChild, drawn, painted.width, faceRect)).toBeGreaterThan(8);
    // The title, far from the hero, is untouched.
    expect(difference(withChild, drawn, painted.width, { left: 100, top: 40, width: 400, height: 60 })).toBeLessThan(1);
  });
});
