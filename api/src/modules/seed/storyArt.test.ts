import { COVERS, SCENES } from 'story-art';
import { loadShopContent } from './contentFiles.js';

describe('the illustrations of the stories on sale', () => {
  it('has a cover and twelve scenes for every product, in story order', () => {
    const { products } = loadShopContent();
    expect(products).toHaveLength(4);
    for (const product of products) {
      expect(COVERS[product.slug]).toBeDefined();
      expect(Object.keys(SCENES[product.slug])).toEqual(product.story.pages.map((page) => page.scene));
      expect(product.story.pages).toHaveLength(12);
    }
  });
});
