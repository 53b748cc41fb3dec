import { singleFacePhoto } from '../../../../testing/photoFixtures.js';
import { countedFaces } from '../assessPhoto.js';
import { detectFaces } from '../faceDetector.js';
import { normalisePhoto, type RawImage } from '../readPhoto.js';
import { greyingHair } from './hairColour.js';
import { headAxes } from './headAxes.js';
import { faceFrame, type FaceFrame } from './photoRegions.js';

jest.setTimeout(60_000);

/** The photo with the hair over the head painted one colour, as if it had gone grey or white. */
function withHairPainted(image: RawImage, frame: FaceFrame, rgb: [number, number, number]): RawImage {
  const data = Buffer.from(image.data);
  const head = headAxes(frame);
  for (let degrees = -80; degrees <= 80; degrees += 1) {
    for (let reach = 0.72; reach <= 1.05; reach += 0.01) {
      const { x, y } = head.at(degrees, reach);
      const i = (Math.round(y) * image.width + Math.round(x)) * 3;
      if (x >= 0 && y >= 0 && x < image.width && y < image.height) data.set(rgb, i);
    }
  }
  return { ...image, data };
}

describe("a grown-up's grey or white hair, read from the photo", () => {
  let image: RawImage;
  let frame: FaceFrame;
  beforeAll(async () => {
    const photo = await normalisePhoto(await singleFacePhoto());
    const [face] = countedFaces(await detectFaces(photo.analysis));
    image = photo.analysis;
    frame = faceFrame(face);
  });

  it('is not seen in dark hair', () => {
    expect(greyingHair(image, frame)).toBeNull();
  });

  it('names grey hair grey and white hair white', () => {
    expect(greyingHair(withHairPainted(image, frame, [150, 150, 148]), frame)).toBe('grey');
    expect(greyingHair(withHairPainted(image, frame, [236, 234, 230]), frame)).toBe('white');
  });

  it('is not seen in hair with colour, however light', () => {
    expect(greyingHair(withHairPainted(image, frame, [226, 196, 120]), frame)).toBeNull();
  });
});
