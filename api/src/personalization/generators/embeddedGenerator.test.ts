import sharp from 'sharp';
import { detectFaces } from '../photos/faceDetector.js';
import { normalisePhoto } from '../photos/readPhoto.js';
import { singleFacePhoto } from '../../testing/photoFixtures.js';
import { embeddedGenerator, PRINT_WIDTH } from './embeddedGenerator.js';
import type { PageRequest } from './pageGenerator.js';
import { personaliseText } from './pageGenerator.js';

jest.setTimeout(60_000);

async function request(skinToneHex: string, options = 1): Promise<PageRequest> {
  const photo = await normalisePhoto(await singleFacePhoto());
  const [face] = await detectFaces(photo.analysis);
  const s = photo.width / photo.analysis.width;
  return {
    productSlug: 'ocean-quest',
    page: { pageNumber: 4, pageTitle: 'The turtle', text: '{name} swam beside {his} new friend.', scene: 'scene-04' },
    child: { firstName: 'Zoya', gender: 'Girl' },
    skinToneHex,
    photo: { image: photo.jpeg, face: { box: { x: face.box.x * s, y: face.box.y * s, width: face.box.width * s, height: face.box.height * s }, landmarks: [] } },
    options,
  };
}

describe('embedded generator', () => {
  it('draws print pages at 300 dpi width as well as previews', async () => {
    const [page] = await embeddedGenerator(PRINT_WIDTH).generate(await request('#d29e78'));
    expect(await sharp(page).metadata()).toMatchObject({ format: 'webp', width: 2480, height: 1860 });
  });

  it("paints the face in the chosen tone: a deeper tone gives a darker face", async () => {
    const brightness = async (hex: string) => {
      const [page] = await embeddedGenerator(480).generate(await request(hex));
      return (await sharp(page).stats()).channels[0].mean;
    };
    expect(await brightness('#5e3b29')).toBeLessThan(await brightness('#f5d5c0'));
  });

  it('fills the name and the pronouns', () => {
    expect(personaliseText('{name} said {he} loved {his} {He}{His}{him}', { firstName: 'Ravi', gender: 'Boy' })).toBe('Ravi said he loved his HeHishim');
    expect(personaliseText('{He} took {his} hat; we saw {him}.', { firstName: 'Ira', gender: 'Girl' })).toBe('She took her hat; we saw her.');
  });
});
