import sharp from 'sharp';
import { defaultHeroLook, heroColours, type HeroLook } from 'contracts/hero';
import { blurryPhoto } from '../../../testing/photoFixtures.js';
import { storedPhoto } from '../../../testing/storedPhoto.js';
import { embeddedGenerator, PRINT_WIDTH } from './embeddedGenerator.js';
import type { PageRequest } from './pageGenerator.js';
import { personaliseText } from './pageGenerator.js';
import { HERO_SHADE, heroFaceArea, INK, SCENES, SCENE_WIDTH } from 'story-art';
import { rgbToLab, type Lab } from '../photos/cielab.js';

jest.setTimeout(60_000);

/** A page's worth of story: four lines across the page. */
const FLIGHT =
  'When the sky grew dark, Chotu gave {name} a ride high over the rooftops. The whole town sparkled below them, with lamps on every balcony and lanterns swinging in the breeze.';

const ZOYA: HeroLook = { ...defaultHeroLook('Girl', 6), skinTone: 'Medium' };

function request(look: HeroLook, options = 1): PageRequest {
  return {
    productSlug: 'ocean-quest',
    page: { pageNumber: 4, pageTitle: 'The turtle', text: '{name} swam beside {his} new friend.', scene: 'scene-04' },
    child: { firstName: 'Zoya', gender: 'Girl' },
    look,
    photo: null,
    options,
  };
}

describe('embedded generator', () => {
  it('draws print pages at 300 dpi width as well as previews', async () => {
    const [page] = await embeddedGenerator(PRINT_WIDTH).generate(request(ZOYA));
    expect(await sharp(page.picture).metadata()).toMatchObject({ format: 'webp', width: 2480, height: 1860 });
  });

  it("draws the hero in the look's skin tone, with drawn features", async () => {
    for (const skinTone of ['Fair', 'Medium', 'Deep'] as const) {
      const look = { ...ZOYA, skinTone };
      const page = { productSlug: 'jungle-explorer', page: { pageNumber: 1, pageTitle: 'Meet {name}', text: '', scene: 'scene-01' } };
      const [{ picture: image }] = await embeddedGenerator(960).generate({ ...request(look), ...page, onlyOption: 1 });
      const { cx, cy, rx, ry } = heroFaceArea(SCENES['jungle-explorer']['scene-01']({ look, variant: 1 }))!;
      const s = 960 / SCENE_WIDTH;
      // The middle of the face: cheeks, eyes, nose and mouth, clear of the fringe.
      const { data, info } = await sharp(image)
        .extract({
          left: Math.round((cx - rx * 0.5) * s),
          top: Math.round((cy - ry * 0.3) * s),
          width: Math.round(rx * s),
          height: Math.round(ry * 0.8 * s),
        })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const lightness: number[] = [];
      const pixels: Lab[] = [];
      for (let i = 0; i < info.width * info.height; i += 1) {
        const lab = rgbToLab(data[i * 3], data[i * 3 + 1], data[i * 3 + 2]);
        pixels.push(lab);
        lightness.push(lab.L);
      }
      const middle = (pick: (p: Lab) => number) => pixels.map(pick).sort((a, b) => a - b)[Math.floor(pixels.length / 2)];
      // The skin as the drawing has it there: under the glaze of the far side from the light, at the hero's centre.
      const glaze = (HERO_SHADE.opacity * -HERO_SHADE.from) / (HERO_SHADE.to - HERO_SHADE.from);
      const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      const [r, g, b] = rgb(heroColours(look).skin).map((v, i) => v * (1 - glaze) + rgb(INK)[i] * glaze);
      const skin = rgbToLab(r, g, b);
      const difference = Math.hypot(middle((p) => p.L) - skin.L, middle((p) => p.a) - skin.a, middle((p) => p.b) - skin.b);
      expect(difference).toBeLessThan(10);
      // Eyes, brows and smile: the face is not a flat patch of skin.
      const sorted = lightness.sort((a, b) => a - b);
      expect(sorted[Math.floor(sorted.length * 0.9)] - sorted[Math.floor(sorted.length * 0.05)]).toBeGreaterThan(15);
    }
  });

  it('draws from the look alone: two photos give the same page, another look another page', async () => {
    const withPhoto = async (image: Buffer) => {
      const { face } = await storedPhoto();
      const [page] = await embeddedGenerator(480).generate({ ...request(ZOYA), photo: { image, face } });
      return page.withWords;
    };
    const [a, b] = await Promise.all([withPhoto(Buffer.from((await storedPhoto()).image)), withPhoto(await blurryPhoto())]);
    expect(a.equals(b)).toBe(true);
    const [other] = await embeddedGenerator(480).generate(request({ ...ZOYA, glasses: 'round', hairTexture: 'coily' }));
    expect(other.withWords.equals(a)).toBe(false);
  });

  it("moves the story text to the foot of the page when the hero's head is high on it", async () => {
    const page = { productSlug: 'festival-of-lights', page: { pageNumber: 10, pageTitle: 'Up high', text: FLIGHT, scene: 'scene-10' } };
    const [{ withWords: image, picture }] = await embeddedGenerator(960).generate({ ...request(ZOYA), ...page, onlyOption: 0 });
    // A strip inside the band's left end, at the top of the page and at its foot.
    const strip = (top: number) => sharp(image).extract({ left: 100, top, width: 20, height: 10 }).removeAlpha().raw().toBuffer();
    const [top, bottom] = await Promise.all([40, 680].map(strip));
    const paper = (pixels: Buffer) => pixels.every((v) => v > 220);
    expect(paper(bottom)).toBe(true);
    expect(paper(top)).toBe(false);
    // The picture alone, for a phone that shows the words as text: no panel at the foot.
    expect(paper(await sharp(picture).extract({ left: 100, top: 680, width: 20, height: 10 }).removeAlpha().raw().toBuffer())).toBe(false);
  });

  it('fills the name and the pronouns', () => {
    expect(personaliseText('{name} said {he} loved {his} {He}{His}{him}', { firstName: 'Ravi', gender: 'Boy' })).toBe(
      'Ravi said he loved his HeHishim',
    );
    expect(personaliseText('{He} took {his} hat; we saw {him}.', { firstName: 'Ira', gender: 'Girl' })).toBe(
      'She took her hat; we saw her.',
    );
  });
});
