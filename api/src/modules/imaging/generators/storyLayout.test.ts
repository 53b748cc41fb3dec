import { readFileSync } from 'node:fs';
import { heroFaceArea, SAMPLE_HEROES, SCENE_HEIGHT, SCENE_WIDTH, SCENES, VARIANTS, type HeroLayers } from 'story-art';
import type { StoryPage } from '../../catalogue/tables.js';
import { translatedPages } from '../../personalization/stories/bookStory.js';
import { headBox, keepClear } from './keepClear.js';
import { personaliseText } from './pageGenerator.js';
import { placeStoryText } from './storyText.js';

jest.setTimeout(240_000);

interface Product {
  slug: string;
  story: { pages: StoryPage[] };
}
const content = (file: string) => JSON.parse(readFileSync(new URL(`../../seed/content/${file}`, import.meta.url), 'utf8'));
const products = content('products.json') as Product[];
const hindi = content('stories.hi.json') as Record<string, { pages: { pageNumber: number; text: string }[] }>;

const WIDTH = 960;
const HEIGHT = (WIDTH * SCENE_HEIGHT) / SCENE_WIDTH;
const scale = WIDTH / SCENE_WIDTH;

/** Every page of every story in every variant, as the preview draws it for a girl with plaits. */
const pages = products.flatMap((product) =>
  product.story.pages.flatMap((page, index) =>
    VARIANTS.map((variant) => {
      const draw = (layers: HeroLayers) => SCENES[product.slug][page.scene]({ look: SAMPLE_HEROES.girl, variant, ...layers });
      const words = {
        en: page.text,
        hi: translatedPages(product.story.pages, hindi[product.slug] as never)[index].text,
      };
      return { where: `${product.slug} ${page.scene} v${variant}`, draw, variant, words };
    }),
  ),
);

describe('the story text on the pictures', () => {
  it("never covers the hero's face or a named character or thing, on any page, in English or Hindi", async () => {
    const covered: string[] = [];
    for (const page of pages) {
      const face = heroFaceArea(page.draw({}))!;
      const clear = await keepClear(page.draw, face, scale, WIDTH, HEIGHT);
      for (const [language, words] of Object.entries(page.words)) {
        const text = personaliseText(words, { firstName: language === 'hi' ? 'अनुष्का' : 'Anaya', gender: 'Girl' });
        const panel = await placeStoryText(text, WIDTH, HEIGHT, clear);
        if (panel.covers > 0) covered.push(`${page.where} ${language}`);
      }
    }
    expect(covered).toEqual([]);
  });

  it("keeps the hero's face inside the print safe zone on every page", () => {
    // The tightest print size, 8 x 8 in: its picture is 154.8 mm high (capped at three quarters of the sheet) and
    // 206.4 mm wide, its top 3 mm into the bleed; a face 6 mm inside the trim is 9 mm from the top, 7.6 mm from a side.
    const [top, side] = [9 / 154.8, 7.6 / 206.4];
    const cut = pages
      .filter((page) => {
        const face = heroFaceArea(page.draw({}))!;
        return (
          face.cy - face.ry < top * SCENE_HEIGHT || face.cx - face.rx < side * SCENE_WIDTH || face.cx + face.rx > (1 - side) * SCENE_WIDTH
        );
      })
      .map((page) => page.where);
    expect(cut).toEqual([]);
  });

  it("draws the hero's head at least an eighth of the picture's height on every close-up", () => {
    const small = pages
      .filter((page) => page.variant === 1)
      .filter((page) => headBox(heroFaceArea(page.draw({}))!, scale).height < HEIGHT / 8)
      .map((page) => page.where);
    expect(small).toEqual([]);
  });
});
