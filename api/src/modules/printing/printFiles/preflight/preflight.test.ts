import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { PICTURE_BOOK_PAGES } from 'contracts/book';
import { LANGUAGES, type Language } from 'contracts/languages';
import { SAMPLE_HEROES, SCENE_WIDTH, SCENES } from 'story-art';
import { bookStory, starringTitle, storyAgeGroup, storyBlurb } from '../../../personalization/stories/bookStory.js';
import { loadShopContent } from '../../../seed/contentFiles.js';
import { qpdfCheck } from '../../../../testing/qpdfCheck.js';
import { createWorkPool, type WorkPool } from '../../../work/workPool.js';
import type { BookContent } from '../../printedBook.js';
import { routeBinding, routeFor } from '../../../catalogue/printRoutes.js';
import { coverSheetPoints } from '../../coverGeometry.js';
import { preflight, type PreflightReport } from './preflight.js';

jest.setTimeout(300_000);

const { products, printTypes } = loadShopContent();
/** Low, for speed: the layout is the same at 300 dpi (npm run bench:book-pdf -w api builds that). */
const DPI = 30;
// The files are built in the work pool's thread, as the shop builds them (its text shaper is an ES module).
let pool: WorkPool;
beforeAll(() => {
  pool = createWorkPool({ threads: 1 });
});
afterAll(() => pool.close());

/** A story's book as it is printed once the photo is gone: each page's picture the story's own art, as the parent chose it. */
async function book(
  product: (typeof products)[number],
  language: Language,
  binding: BookContent['binding'],
  size: string,
): Promise<BookContent> {
  const told = bookStory({ title: product.title, pages: product.story.pages, translations: product.translations }, language);
  const child = { firstName: language === 'hi' ? 'अनाया' : 'Anaya', gender: 'Girl' as const };
  return {
    language,
    title: told.title,
    blurb: storyBlurb(product, language),
    ageGroup: storyAgeGroup(product, language),
    webAddress: 'herotales.in',
    dedication: language === 'hi' ? 'प्यारी अनाया के लिए,\nदादी की ओर से ढेर सारा प्यार' : 'For Anaya,\nwith all our love, Dadi',
    binding,
    coverTitle: starringTitle(told.title, child.firstName, language),
    child,
    cover: { productSlug: product.slug },
    look: SAMPLE_HEROES.girl,
    companions: [],
    printSize: size,
    photo: null,
    pages: await Promise.all(
      told.pages.map(async (page) => ({
        pageNumber: page.pageNumber,
        text: page.text,
        request: null,
        chosenImage: await sharp(Buffer.from(SCENES[product.slug][page.scene]({ look: SAMPLE_HEROES.girl, variant: 0 })), {
          density: (72 * 300) / SCENE_WIDTH,
        })
          .png()
          .toBuffer(),
      })),
    ),
  };
}

const failed = (report: PreflightReport) => report.rules.filter((rule) => !rule.pass).map((rule) => `${rule.rule}: ${rule.detail}`);

describe('print files preflight', () => {
  // Every print type and size the shop sells in every language, the stories taking turns by size: each story is
  // built in both languages (all 40 books pass too; they take 37 s here against 10 s).
  const cases = printTypes
    .flatMap((printType) =>
      printType.printSizeVariations.flatMap(({ size, routes }) =>
        LANGUAGES.map((language) => ({ printType, size, route: routeFor(routes, 'IN'), language })),
      ),
    )
    .map(
      ({ printType, size, route, language }, i) =>
        [products[Math.floor(i / LANGUAGES.length) % products.length].slug, printType.printType, size, language, route] as const,
    );

  it.each(cases)(
    '%s, %s, %s, %s: inside and cover pass the preflight and qpdf --check',
    async (slug, printTypeName, size, language, route) => {
      const product = products.find((p) => p.slug === slug)!;
      const printType = printTypes.find((p) => p.printType === printTypeName)!;
      const files = await pool.printBook({
        // Laid out as the size's route to India asks: Gelato's 200 mm square with its 4 mm bleed.
        content: { ...(await book(product, language, routeBinding(printType.binding, route), size)), trimMm: route?.trimMm },
        print: { dpi: DPI },
        width: 300,
        comfyuiUrl: null,
      });
      const interior = await preflight(files.interior, { minDpi: DPI });
      const cover = await preflight(files.cover, { minDpi: DPI });
      expect(failed(interior)).toEqual([]);
      expect(failed(cover)).toEqual([]);
      expect(interior).toMatchObject({ kind: 'interior', pages: files.interiorPages });
      expect(interior.pages % printType.binding.pageMultiple).toBe(0);
      // The picture book's 32 pages, at least what the binding's print partners take.
      expect(interior.pages).toBe(PICTURE_BOOK_PAGES);
      expect(interior.rules.map((rule) => rule.rule)).toContain(`at least ${printType.binding.minimumPages} pages`);
      expect(cover).toMatchObject({ kind: 'cover', pages: 1, interiorPages: files.interiorPages });
      for (const pdf of [files.interior, files.cover]) expect(qpdfCheck(pdf)).toContain('No syntax or stream encoding errors');
    },
  );

  it('fails a PDF with no trim, a font not embedded, text in the bleed, a blurred picture and no output intent', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([600, 600]);
    page.drawText('Too close to the edge', { x: 2, y: 2, size: 12, font: await doc.embedFont(StandardFonts.Helvetica) });
    const picture = await doc.embedPng(
      await sharp({ create: { width: 30, height: 30, channels: 3, background: '#c33' } })
        .png()
        .toBuffer(),
    );
    page.drawImage(picture, { x: 100, y: 100, width: 300, height: 300 });
    const report = await preflight(await doc.save());
    expect(report.kind).toBeNull();
    expect(Object.fromEntries(report.rules.map((rule) => [rule.rule, rule.pass]))).toEqual({
      'page boxes': false,
      'fonts embedded as subsets': false,
      'pictures at 300 dpi or more': false,
      'sRGB output intent with its profile': false,
      'text 12.7 mm inside the trim, 12.7 mm from the spine': false,
    });
    expect(failed(report)).toContain('pictures at 300 dpi or more: page 1: a picture at 7 dpi');
  });

  it("builds a cover to its partner's layout (Gelato's square hard case: boards larger than the page, joints, a wrap)", async () => {
    const hardcover = printTypes.find((p) => p.printType === 'Hardcover')!;
    const square = hardcover.printSizeVariations.find((size) => size.size.startsWith('Square'))!;
    const coverGeometry = { panel: { width: 203, height: 205 }, spine: 23, spineFace: 7, margin: 20 };
    const content = await book(products[0], 'en', routeBinding(hardcover.binding, routeFor(square.routes, 'IN')), square.size);
    const trimMm = routeFor(square.routes, 'IN')!.trimMm;
    const files = await pool.printBook({
      content: { ...content, trimMm, coverGeometry },
      print: { dpi: DPI },
      width: 300,
      comfyuiUrl: null,
    });
    const cover = await preflight(files.cover, { minDpi: DPI });
    expect(failed(cover)).toEqual([]);
    const spread = (await PDFDocument.load(files.cover)).getPage(0).getSize();
    expect(spread.width).toBeCloseTo(coverSheetPoints(coverGeometry).width, 1);
    expect(spread.height).toBeCloseTo(coverSheetPoints(coverGeometry).height, 1);
    // Gelato's 4 mm bleed round every inside page of 200 mm.
    const inside = (await PDFDocument.load(files.interior)).getPage(1).getSize();
    expect(inside.width / (72 / 25.4)).toBeCloseTo(208, 1);
  });

  it("fails an inside shorter than its binding's print partners take", async () => {
    const doc = await PDFDocument.create();
    doc.setKeywords(['print-interior', 'page-multiple=4', 'page-minimum=32']);
    for (let i = 0; i < 16; i += 1) doc.addPage([600, 600]);
    const report = await preflight(await doc.save());
    expect(failed(report)).toContain('at least 32 pages: 16 pages');
    expect(report.rules.find((rule) => rule.rule === 'page count a multiple of 4')?.pass).toBe(true);
  });
});
