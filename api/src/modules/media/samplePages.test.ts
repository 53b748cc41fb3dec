import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  it("keeps each sample's pages once, without words: the shop's own hero as the art build drew it, another drawn here", async () => {
    const product = loadShopContent().products.find((candidate) => candidate.slug === 'jungle-explorer')!;
    const firstPage = product.story.pages[0];
    const onePage = { ...product, story: { pages: [firstPage] } };
    // The scenes as the art build draws them.
    mkdirSync(path.join(mediaDir, 'products', product.slug), { recursive: true });
    for (const { variant } of SAMPLES) {
      const scene = SCENES[product.slug][firstPage.scene]({ look: SHOP_HERO, variant });
      writeFileSync(path.join(mediaDir, scenePicturePath(product.slug, firstPage.scene, variant)), await renderWebp(scene, 960));
    }
    // A cover of its own in each of the story's two languages (for the flipbook and the catalogue's card), and the page, for each sample.
    expect(await renderSamplePages(mediaDir, [onePage])).toBe((2 * 2 + 1) * SAMPLES.length);
    for (const { variant, look } of SAMPLES) {
      const page = readFileSync(path.join(mediaDir, samplePagePath(product.slug, variant, firstPage.scene)));
      const drawnByArt = readFileSync(path.join(mediaDir, scenePicturePath(product.slug, firstPage.scene, variant)));
      expect(Buffer.compare(page, drawnByArt) === 0).toBe(look === SHOP_HERO);
      expect((await sharp(page).metadata()).width).toBe(960);
    }
  });

  it("draws each sample's own cover in each language, upright, its hero differing from the other sample's", async () => {
    const covers = await Promise.all(
      (['en', 'hi'] as const).flatMap((language) =>
        SAMPLES.map(async ({ variant }) => grey(path.join(mediaDir, sampleCoverPath('jungle-explorer', language, variant)))),
      ),
    );
    for (const { info } of covers) expect([info.width, info.height]).toEqual([SAMPLE_COVER_WIDTH, SAMPLE_COVER_WIDTH]);
    const [englishBoy, englishGirl, hindiBoy] = covers;
    expect(Buffer.compare(englishBoy.data, englishGirl.data)).not.toBe(0);
    expect(Buffer.compare(englishBoy.data, hindiBoy.data)).not.toBe(0);
  });
});
