const { productAnchors, productReferences } = require('./productAnchors.cjs');

describe('references to docs/product.md', () => {
  it('name anchors the page has', () => {
    const anchors = productAnchors();
    const references = productReferences();
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((reference) => !anchors.has(reference.anchor))).toEqual([]);
  });
});
