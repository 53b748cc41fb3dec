import { defaultHeroLook } from 'contracts/hero';
import { companyPages, pageCanvas, SAMPLE_FAMILIES, SCENE_HEIGHT, SCENE_WIDTH, SCENES } from 'story-art';
import { MM_PER_INCH, SAFE_ZONE_MM, SOFTCOVER } from '../catalogue/printBinding.js';
import { castOf, type ShareBox } from './printedCast.js';
import { printedRequest } from './printedFrame.js';

jest.setTimeout(180_000);

/** The book shapes sold, each with its gutter: the square in both bindings, the landscape hard case. */
const HARD_CASE = { ...SOFTCOVER, pageMultiple: 2, boardMm: 4, gutterMm: 19.05 };
const SHAPES = [
  { name: 'square paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)', binding: SOFTCOVER },
  { name: 'square hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)', binding: HARD_CASE },
  { name: 'landscape hardcover', printSize: 'Landscape 11 x 8.5 in', binding: HARD_CASE },
];
const BLEED = SOFTCOVER.bleedMm / MM_PER_INCH;
const SAFE = SAFE_ZONE_MM / MM_PER_INCH;

const FAMILIES = Object.values(SAMPLE_FAMILIES);

/**
 * Every page of every story in every option, as a book would print it: the hero alone, and on the
 * pages the story brings its companions, also with each option's family (every kind in turn).
 */
function* everyPage() {
  for (const [productSlug, scenes] of Object.entries(SCENES)) {
    const company = companyPages(productSlug);
    for (const [index, scene] of Object.keys(scenes).entries())
      for (const variant of [0, 1, 2]) {
        const alone = {
          productSlug,
          page: { pageNumber: index + 1, pageTitle: '', scene, text: '' },
          child: { firstName: 'Anaya', gender: 'Girl' as const },
          look: defaultHeroLook('Girl', 6),
          options: 3,
          onlyOption: variant,
        };
        yield alone;
        if (company.includes(index + 1)) yield { ...alone, companions: FAMILIES[(index + variant) % FAMILIES.length].companions };
      }
  }
}

/**
 * What a page's printed picture leaves outside the page's safe area of what the parent approved: the
 * hero's head, or any part of a named character or thing the 4:3 picture showed, measured on the
 * printed drawing's own layers (the approved picture's place on it from the frame it was drawn with).
 */
async function leftOut() {
  const out: string[] = [];
  for (const request of everyPage()) {
    for (const shape of SHAPES) {
      const trim = { width: Number(/(\d+) x/.exec(shape.printSize)![1]), height: Number(/x ([\d.]+) in/.exec(shape.printSize)![1]) };
      const sheet = { width: trim.width + 2 * BLEED, height: trim.height + 2 * BLEED };
      const printed = await printedRequest(shape, request, false);
      const cast = (await castOf(printed))!;
      const canvas = pageCanvas(printed.aspect);
      // The approved 4:3 picture on the printed one, as shares of it.
      const { scale = 1, x = 0, y = 0 } = printed.frame ?? {};
      const moved = (at: number, middle: number, shift: number) => middle + scale * (at - middle) + shift;
      const approved = {
        left: (moved(0, SCENE_WIDTH / 2, x) - canvas.x) / canvas.width,
        right: (moved(SCENE_WIDTH, SCENE_WIDTH / 2, x) - canvas.x) / canvas.width,
        top: (moved(0, SCENE_HEIGHT / 2, y) - canvas.y) / canvas.height,
        bottom: (moved(SCENE_HEIGHT, SCENE_HEIGHT / 2, y) - canvas.y) / canvas.height,
      };
      // In inches from the trim's top left, as much of a box as the approved picture showed: the picture covers the sheet, bleed included.
      const onPage = (box: ShareBox) => ({
        left: Math.max(box.left, approved.left) * sheet.width - BLEED,
        right: Math.min(box.left + box.width, approved.right) * sheet.width - BLEED,
        top: Math.max(box.top, approved.top) * sheet.height - BLEED,
        bottom: Math.min(box.top + box.height, approved.bottom) * sheet.height - BLEED,
      });
      const gutter = Math.max(SAFE, (shape.binding.gutterMm ?? 0) / MM_PER_INCH);
      const shown = (box: ShareBox) => {
        const b = onPage(box);
        return b.right > b.left && b.bottom > b.top;
      };
      const inside = (box: ShareBox) => {
        const b = onPage(box);
        // A story picture is a right-hand page: the spine is on its left.
        return b.left >= gutter && b.right <= trim.width - SAFE && b.top >= SAFE && b.bottom <= trim.height - SAFE;
      };
      const family = 'companions' in request ? ' with family' : '';
      const where = `${request.productSlug} p${request.page.pageNumber} option ${request.onlyOption + 1} ${shape.name}${family}`;
      if (!inside(cast.head)) out.push(`${where}: the hero's head`);
      const named = cast.named.filter(shown);
      const outside = named.filter((box) => !inside(box)).length;
      if (outside) out.push(`${where}: ${outside} of ${named.length} named`);
    }
  }
  return out;
}

describe("a story page drawn for its book's shape keeps the story's cast inside the safe area", () => {
  let out: string[];
  beforeAll(async () => {
    out = await leftOut();
  });

  it('keeps Mithu (p. 9 of the jungle book) and Bandar (p. 11) whole in every shape, which the square print cut', () => {
    expect(out.filter((miss) => /^jungle-explorer p[34] /.test(miss))).toEqual([]);
  });

  it('leaves nothing the parent approved outside the safe area, on any page, option or shape', () => {
    expect(out).toEqual([]);
  });
});
