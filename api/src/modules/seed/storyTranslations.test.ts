import { personaliseText } from '../imaging/generators/pageGenerator.js';
import { loadShopContent } from './contentFiles.js';

const { products } = loadShopContent();

describe('the stories in Hindi', () => {
  it.each(products.map((product) => [product.slug, product] as const))('%s: every page is translated, in story order', (_slug, product) => {
    const hindi = product.translations.hi;
    expect(hindi).toBeDefined();
    expect(hindi.pages.map((page) => page.pageNumber)).toEqual(product.story.pages.map((page) => page.pageNumber));
    for (const text of [hindi.title, hindi.displayName, hindi.description, ...hindi.pages.flatMap((page) => [page.pageTitle, page.text])]) {
      expect(text).toMatch(/[\u0900-\u097F]/);
    }
  });

  it.each(products.map((product) => [product.slug, product] as const))(
    "%s: only {name} and a boy's|girl's form in braces, each page naming its hero in full for a boy and for a girl",
    (_slug, product) => {
      for (const page of product.translations.hi.pages) {
        for (const text of [page.pageTitle, page.text]) {
          const placeholders = text.match(/\{[^}]*\}/g) ?? [];
          expect(placeholders.filter((placeholder) => placeholder !== '{name}' && !/^\{[^{}|]+\|[^{}|]+\}$/.test(placeholder))).toEqual([]);
          for (const gender of ['Boy', 'Girl'] as const) {
            expect(personaliseText(text, { firstName: 'अनुष्का', gender })).not.toMatch(/[{}|]/);
          }
        }
      }
    },
  );
});
