import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_DIR } from '../../../testing/photoFixtures.js';
import { detectFaces } from './faceDetector.js';
import { normalisePhoto } from './readPhoto.js';
import { estimateIta, estimateSkinTone, SKIN_TONE_PALETTE } from './skinTone.js';

jest.setTimeout(60_000);

/** The ITA of every face in a demo photo, left to right, after the photo is changed by `light`. */
async function itas(file: string, light?: number[]): Promise<number[]> {
  let bytes = readFileSync(path.join(DEMO_DIR, file));
  if (light) bytes = await sharp(bytes).linear(light, [0, 0, 0]).jpeg({ quality: 92 }).toBuffer();
  const photo = await normalisePhoto(bytes);
  const faces = (await detectFaces(photo.analysis)).sort((a, b) => a.box.x - b.box.x);
  return faces.map((face) => estimateIta(photo.analysis, face));
}

describe('skin tone estimate', () => {
  it('reads the same skin under a warm lamp and in a dim room as in daylight', async () => {
    const daylight = await itas('sample6.jpg');
    expect(daylight).toHaveLength(4);
    // Tungsten light: blue and green fall off. A dim room: everything darker.
    for (const light of [
      [1, 0.88, 0.68],
      [0.7, 0.7, 0.7],
    ]) {
      const lit = await itas('sample6.jpg', light);
      expect(lit).toHaveLength(4);
      lit.forEach((ita, i) => expect(Math.abs(ita - daylight[i])).toBeLessThan(6));
    }
  });

  it('reads a face half in shadow by its lit cheek', async () => {
    const photo = await normalisePhoto(readFileSync(path.join(DEMO_DIR, 'sample6.jpg')));
    const [face] = await detectFaces(photo.analysis);
    const lit = estimateIta(photo.analysis, face);
    // The face's far side, from the nose outwards, in shadow: a third of the light.
    const nose = Math.round(face.landmarks[30].x);
    const shaded = Buffer.from(photo.analysis.data);
    const { box } = face;
    for (let y = Math.round(box.y); y < box.y + box.height; y += 1) {
      for (let x = nose; x < box.x + box.width; x += 1) {
        for (let c = 0; c < 3; c += 1) shaded[(y * photo.analysis.width + x) * 3 + c] /= 3;
      }
    }
    // Less than a tone's width on the palette (13 degrees or more) apart.
    expect(Math.abs(estimateIta({ ...photo.analysis, data: shaded }, face) - lit)).toBeLessThan(10);
  });

  it('tells lighter skin from darker skin', async () => {
    const [pale] = await itas('sample2.jpg');
    const [tanned] = await itas('sample6.jpg');
    expect(pale).toBeGreaterThan(tanned + 20);
  });

  it('answers a tone of the palette', async () => {
    const photo = await normalisePhoto(readFileSync(path.join(DEMO_DIR, 'sample6.jpg')));
    const [face] = await detectFaces(photo.analysis);
    expect(SKIN_TONE_PALETTE.map((t) => t.skinTone)).toContain(estimateSkinTone(photo.analysis, face));
  });
});
