import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { renderWebp, SCENES, SHOP_HERO } from 'story-art';
import { loadShopContent } from '../seed/contentFiles.js';
import { SAMPLE_COVER_WIDTH, sampleCoverPath, samplePagePath, SAMPLES } from './sampleBooks.js';
import { renderSamplePages, scenePicturePath } from './samplePages.js';

const grey = async (file: string) => sharp(file).greyscale().raw().toBuffer({ resolveWithObject: true });

describe("the sample books' pages", () => {
  const mediaDir = mkdtempSync(path.join(tmpdir(), 'sample-pages-'));
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it('draws each page of each sample in each language: the scene, with its words in a band that leaves the rest of the picture as it was', async () => {
    const product = loadShopContent().products.find((candidate) => candidate.slug === 'jungle-explorer')!;
    const firstPage = product.story.pages[0];
    const onePage = { ...product, story: { pages: [firstPage] } };
    // The scenes as the art build draws them.
    mkdirSync(path.join(mediaDir, 'products', product.slug), { recursive: true });
    for (const { variant } of SAMPLES) {
      const scene = SCENES[product.slug][firstPage.scene]({ look: SHOP_HERO, variant });
      writeFileSync(path.join(mediaDir, scenePicturePath(product.slug, firstPage.scene, variant)), await renderWebp(scene, 960));
    }
    // The page and a cover of its own (for the flipbook and the catalogue's card), in each of the story's two languages, for each sample.
    expect(await renderSamplePages(mediaDir, [onePage])).toBe(3 * 2 * SAMPLES.length);
    const plain = await grey(path.join(mediaDir, scenePicturePath(product.slug, firstPage.scene, 0)));
    const rowsChanged = async (language: 'en' | 'hi') => {
      const page = await grey(path.join(mediaDir, samplePagePath(product.slug, language, 0, firstPage.scene)));
      expect([page.info.width, page.info.height]).toEqual([plain.info.width, plain.info.height]);
      const { width, height } = page.info;
      const changed: number[] = [];
      for (let y = 0; y < height; y += 1) {
        let difference = 0;
        for (let x = 0; x < width; x += 1) difference += Math.abs(page.data[y * width + x] - plain.data[y * width + x]);
        if (difference / width > 8) changed.push(y);
      }
      return { changed, height, page: page.data };
    };
    const english = await rowsChanged('en');
    const hindi = await rowsChanged('hi');
    for (const { changed, height } of [english, hindi]) {
      // A band of a few lines: more than a line of words, far less than the page.
      expect(changed.length).toBeGreaterThan(height * 0.06);
      expect(changed.length).toBeLessThan(height * 0.5);
    }
    // The words differ between the languages.
    expect(Buffer.compare(english.page, hindi.page)).not.toBe(0);
  });

  it("draws each sample's own cover in each language, upright, its hero differing from the other sample's", async () => {
    const covers = await Promise.all(
      (['en', 'hi'] as const).flatMap((language) =>
        SAMPLES.map(async ({ variant }) => grey(path.join(mediaDir, sampleCoverPath('jungle-explorer', language, variant)))),
      ),
    );
    for (const { info } of covers) expect([info.width, info.height]).toEqual([SAMPLE_COVER_WIDTH, (SAMPLE_COVER_WIDTH * 4) / 3]);
    const [englishBoy, englishGirl, hindiBoy] = covers;
    expect(Buffer.compare(englishBoy.data, englishGirl.data)).not.toBe(0);
    expect(Buffer.compare(englishBoy.data, hindiBoy.data)).not.toBe(0);
  });
});
