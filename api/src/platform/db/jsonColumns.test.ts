import { Type } from '@sinclair/typebox';
import { readJsonColumn } from './jsonColumns.js';

/** A column's shape as a module declares one: pages, each with its number and words. */
const Pages = Type.Array(Type.Object({ pageNumber: Type.Integer({ minimum: 1 }), text: Type.String() }));

describe('readJsonColumn', () => {
  it('reads a column in its declared shape', () => {
    const pages = [{ pageNumber: 1, text: '{name} finds a map.' }];
    expect(readJsonColumn(Pages, JSON.stringify(pages))).toEqual(pages);
  });

  it('names the first mismatch of a value written in another shape', () => {
    expect(() => readJsonColumn(Pages, '[{"pageNumber":"1","text":""}]')).toThrow(
      "A stored JSON value does not have its column's shape: /0/pageNumber Expected integer",
    );
    expect(() => readJsonColumn(Pages, '{}')).toThrow(/column's shape/);
  });
});
