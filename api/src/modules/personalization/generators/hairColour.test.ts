import sharp from 'sharp';
import { storedPhoto } from '../../../testing/storedPhoto.js';
import { hexToLab } from '../photos/cielab.js';
import { DRAWN_HAIR, hairColour } from './hairColour.js';

jest.setTimeout(60_000);

describe("the hair colour read from the child's photo", () => {
  it('follows the photo: darker hair reads darker, hair dyed blue reads blue', async () => {
    const photo = await storedPhoto();
    const own = hexToLab(await hairColour(photo));
    // The same photo darkened, and with every colour shifted to blue (the skin beside the hair alike).
    const darker = await sharp(photo.image).modulate({ brightness: 0.55 }).jpeg().toBuffer();
    const blue = await sharp(photo.image).tint('#3050c0').jpeg().toBuffer();
    expect(hexToLab(await hairColour({ ...photo, image: darker })).L).toBeLessThan(own.L - 8);
    expect(hexToLab(await hairColour({ ...photo, image: blue })).b).toBeLessThan(own.b - 20);
  });

  it('keeps the drawings’ hair when the photo has no landmarks', async () => {
    const photo = await storedPhoto();
    expect(await hairColour({ ...photo, face: { ...photo.face, landmarks: [] } })).toBe(DRAWN_HAIR);
  });
});
