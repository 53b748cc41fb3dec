import { readFileSync } from 'node:fs';
import { companyPages } from 'story-art';
import type { StoryPage, StoryTranslation } from '../../catalogue/tables.js';

const products = JSON.parse(readFileSync(new URL('../../seed/content/products.json', import.meta.url), 'utf8')) as {
  slug: string;
  story: { pages: StoryPage[] };
}[];
const hindi = JSON.parse(readFileSync(new URL('../../seed/content/stories.hi.json', import.meta.url), 'utf8')) as Record<
  string,
  StoryTranslation
>;

describe("the companions' pages", () => {
  it('are the same in the pictures and in the words of each language', () => {
    for (const product of products.filter((p) => companyPages(p.slug).length)) {
      const drawn = companyPages(product.slug);
      expect({ slug: product.slug, en: product.story.pages.filter((page) => page.company).map((page) => page.pageNumber) }).toEqual({
        slug: product.slug,
        en: drawn,
      });
      expect({ slug: product.slug, hi: hindi[product.slug].pages.filter((page) => page.company).map((page) => page.pageNumber) }).toEqual({
        slug: product.slug,
        hi: drawn,
      });
    }
  });

  it('each say who comes along, with a verb form for every agreement of its language', () => {
    const lines = (pages: { company?: string }[]) => pages.flatMap((page) => (page.company ? [page.company] : []));
    for (const product of products) {
      for (const [line, forms] of [
        ...lines(product.story.pages).map((line) => [line, 2] as const),
        ...lines(hindi[product.slug]?.pages ?? []).map((line) => [line, 4] as const),
      ]) {
        expect(line).toContain('{company}');
        for (const [, said] of line.matchAll(/\{c:([^{}]+)\}/g)) expect({ line, forms: said.split('|').length }).toEqual({ line, forms });
      }
    }
  });
});
