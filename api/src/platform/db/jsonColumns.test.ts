import { JSON_COLUMNS, readJsonColumn } from './jsonColumns.js';

describe('readJsonColumn', () => {
  it('reads a column in its declared shape', () => {
    const pages = [{ pageNumber: 1, pageTitle: 'The Map', text: '{name} finds a map.', scene: 'map' }];
    expect(readJsonColumn(JSON_COLUMNS.storyPages, JSON.stringify(pages))).toEqual(pages);
    expect(readJsonColumn(JSON_COLUMNS.chosenPages, '{"1":"/api/generated/r/p1-o2.webp"}')).toEqual({ '1': '/api/generated/r/p1-o2.webp' });
  });

  it('names the first mismatch of a value written in another shape', () => {
    expect(() => readJsonColumn(JSON_COLUMNS.storyPages, '[{"pageNumber":"1","pageTitle":"The Map","text":"","scene":"map"}]')).toThrow(
      "A stored JSON value does not have its column's shape: /0/pageNumber Expected integer",
    );
    expect(() => readJsonColumn(JSON_COLUMNS.imageUrls, '{}')).toThrow(/column's shape/);
  });
});
