import { PICTURE_BOOK_PAGES } from 'contracts/book';
import { loadShopContent } from '../seed/contentFiles.js';
import { luluPageProblem, luluPageRule } from './luluPageRules.js';

describe("Lulu's page rules", () => {
  it('reads the binding from a product code: 32 pages least for the paperback, 24 for the hardcover', () => {
    expect(luluPageRule('0850X0850FCPREPB080CW444MXX')).toMatchObject({ minimum: 32 });
    expect(luluPageRule('0850X0850FCPRECW080CW444MXX')).toMatchObject({ minimum: 24 });
    expect(luluPageProblem('0850X0850FCPRECW080CW444MXX', 16)).toBe('page count 16 is outside 24-800 for 0850X0850FCPRECW080CW444MXX');
    expect(luluPageProblem('0850X0850FCPREPB080CW444MXX', 33)).toBe('page count 33 is not a multiple of 2');
    expect(luluPageProblem('0850X0850FCPREXX080CW444MXX', 32)).toBe('unknown binding in 0850X0850FCPREXX080CW444MXX');
  });

  it('holds every book the shop sells: each binding takes at least what its Lulu products take, and the 32-page book fits them', () => {
    for (const printType of loadShopContent().printTypes) {
      for (const route of printType.printSizeVariations.flatMap((variation) => variation.routes)) {
        if (route.partner !== 'lulu') continue;
        const code = route.product!;
        expect(printType.binding.minimumPages).toBeGreaterThanOrEqual(luluPageRule(code)?.minimum);
        expect(luluPageProblem(code, PICTURE_BOOK_PAGES)).toBeNull();
      }
    }
  });
});
