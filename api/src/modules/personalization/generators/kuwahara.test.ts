import { kuwahara } from './kuwahara.js';

/** A 32 x 32 grey picture: dark left half, light right half, with speckle noise on both. */
function noisyEdge(): Buffer {
  const pixels = Buffer.alloc(32 * 32 * 3);
  for (let i = 0; i < 32 * 32; i += 1) {
    const base = i % 32 < 16 ? 60 : 200;
    const speckle = ((i * 7919) % 13) - 6;
    pixels.fill(base + speckle, i * 3, i * 3 + 3);
  }
  return pixels;
}

const at = (pixels: Buffer, x: number, y: number) => pixels[(y * 32 + x) * 3];

describe('Kuwahara smoothing', () => {
  it('flattens speckle into even paint', () => {
    const smoothed = kuwahara(noisyEdge(), 32, 32, 3);
    const row = Array.from({ length: 10 }, (_, x) => at(smoothed, x + 2, 16));
    expect(Math.max(...row) - Math.min(...row)).toBeLessThanOrEqual(3);
  });

  it('keeps an edge where it is, as sharp as it was', () => {
    const smoothed = kuwahara(noisyEdge(), 32, 32, 3);
    expect(at(smoothed, 15, 10)).toBeLessThan(70);
    expect(at(smoothed, 16, 10)).toBeGreaterThan(190);
  });
});
