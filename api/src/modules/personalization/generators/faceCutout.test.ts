import sharp from 'sharp';
import { singleFacePhoto } from '../../../testing/photoFixtures.js';
import { storedPhoto } from '../../../testing/storedPhoto.js';
import { faceCutout } from './faceCutout.js';

jest.setTimeout(60_000);

const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;

describe('face cutout', () => {
  it('answers RGB pixels of the asked size', async () => {
    const { pixels, landmarks } = await faceCutout(await storedPhoto(), 64, 72);
    expect(pixels.length).toBe(64 * 72 * 3);
    expect(landmarks).toHaveLength(68);
  });

  it('turns a leaning head upright, as the drawn heads are', async () => {
    const { pixels: upright } = await faceCutout(await storedPhoto(), 64, 72);
    const leaning = await storedPhoto(
      await sharp(await singleFacePhoto())
        .rotate(20, { background: '#ffffff' })
        .jpeg({ quality: 92 })
        .toBuffer(),
    );
    const { pixels: levelled } = await faceCutout(leaning, 64, 72);
    const { pixels: leftLeaning } = await faceCutout({ ...leaning, face: { ...leaning.face, landmarks: [] } }, 64, 72);
    expect(meanDifference(levelled, upright)).toBeLessThan(meanDifference(leftLeaning, upright) * 0.5);
  });
});
