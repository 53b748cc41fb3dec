import type { SampleFlipbook } from 'shared-contracts';
import { groupFlipbooks, readCatalogueQuery } from './flipbookGroups';

const flipbook = (productId: number, priority: number, id: number): SampleFlipbook => ({
  productId,
  displayName: `Product ${productId}`,
  productStatus: 'live',
  requestUuid: `01062024-00000000-0000-4000-8000-00000000000${id}`,
  displayImage: `/media/${id}.webp`,
  sampleFlipbookId: id,
  priority,
});

describe('flipbook grouping', () => {
  it('groups by product, sorts within a group by priority and groups by their lowest priority', () => {
    const groups = groupFlipbooks([flipbook(2, 5, 1), flipbook(1, 7, 2), flipbook(2, 3, 3), flipbook(1, 1, 4)]);
    expect(groups.map((g) => g.productId)).toEqual([1, 2]);
    expect(groups[0].flipbooks.map((f) => f.sampleFlipbookId)).toEqual([4, 2]);
    expect(groups[1].flipbooks.map((f) => f.sampleFlipbookId)).toEqual([3, 1]);
    expect(groups[0].displayName).toBe('Product 1');
  });

  it('answers no groups for no flipbooks', () => {
    expect(groupFlipbooks([])).toEqual([]);
  });

  it('reads gender as text and productId as a whole number', () => {
    expect(readCatalogueQuery(new URLSearchParams('gender=Girl&productId=2'))).toEqual({ gender: 'Girl', productId: 2 });
    expect(readCatalogueQuery(new URLSearchParams('productId=3.7'))).toEqual({ productId: 3 });
    expect(readCatalogueQuery(new URLSearchParams('productId=abc&gender='))).toEqual({});
  });
});
