import { loadShopContent } from './contentFiles.js';

const { printTypes, states, coupons } = loadShopContent();
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the print options, the states and the coupons in Hindi', () => {
  it.each(printTypes.map((printType) => [printType.printType, printType] as const))(
    '%s: its name, words and every size are translated, and nothing else',
    (_name, printType) => {
      const hindi = printType.translations.hi;
      for (const text of [hindi.printType, hindi.description, hindi.paperFinishType, hindi.deliveryTimeline])
        expect(text).toMatch(DEVANAGARI);
      expect(Object.keys(hindi.sizes)).toEqual(printType.printSizeVariations.map((variation) => variation.size));
      for (const size of Object.values(hindi.sizes)) expect(size).toMatch(DEVANAGARI);
    },
  );

  it.each(Object.entries(states))('%s: every state has its Hindi name', (_country, list) => {
    for (const state of list) expect(state.translatedNames.hi).toMatch(DEVANAGARI);
  });

  it("every coupon's description is translated", () => {
    for (const coupon of coupons) expect(coupon.translatedDescriptions.hi).toMatch(DEVANAGARI);
  });
});
