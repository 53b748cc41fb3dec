import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { storyTextOverlay } from '../generators/storyText.js';

const REFERENCES = path.join(path.dirname(fileURLToPath(import.meta.url)), '__references__');
/** Conjuncts (ष्क, क्ष, र्य), vowel signs before and after their letter (ि, ा, ु), and a Latin name. */
const WORDS = 'अनुष्का क्षितिज आर्या Anaya';

/** The band as grey pixels on white, the size of the reference. */
async function drawn(text: string): Promise<Buffer> {
  const white = sharp({ create: { width: 800, height: 120, channels: 3, background: '#ffffff' } });
  return sharp(
    await white
      .composite(await storyTextOverlay(text, 800, 120))
      .png()
      .toBuffer(),
  )
    .greyscale()
    .raw()
    .toBuffer();
}

/** Mean difference per pixel, 0 (the same) to 255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

describe('the story font in pictures', () => {
  const reference = path.join(REFERENCES, 'devanagari-band.png');

  // UPDATE_REFERENCES=1 draws the reference again: look at it before keeping it.
  if (process.env.UPDATE_REFERENCES) {
    it('draws the reference again', async () => {
      const pixels = await drawn(WORDS);
      await sharp(pixels, { raw: { width: 800, height: 120, channels: 1 } })
        .png()
        .toFile(reference);
      expect(existsSync(reference)).toBe(true);
    });
    return;
  }

  it('draws Devanagari shaped as the reference: conjuncts joined, vowel signs in place', async () => {
    const expected = await sharp(readFileSync(reference)).greyscale().raw().toBuffer();
    expect(difference(await drawn(WORDS), expected)).toBeLessThan(1.5);
  });

  it('is told apart from the same letters left unjoined, so a font without shaping would fail', async () => {
    const expected = await sharp(readFileSync(reference)).greyscale().raw().toBuffer();
    // A zero-width non-joiner after each virama keeps every half letter apart, as an unshaped renderer would.
    const unjoined = WORDS.replace(/\u094D/g, '\u094D\u200C');
    expect(difference(await drawn(unjoined), expected)).toBeGreaterThan(2.25);
  });
});
