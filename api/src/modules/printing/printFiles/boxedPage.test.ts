import { safeArea } from './boxedPage.js';

describe("where an inside page's words go", () => {
  const trim = { x: 9, y: 9, width: 576, height: 576 };

  it('keeps the margin inside the trim and the gutter from the spine, which is on the left of a right-hand page', () => {
    // Page 1 is a right-hand page: its spine is on its left.
    expect(safeArea(trim, 0, 36, 54)).toEqual({ x: 9 + 54, y: 9 + 36, width: 576 - 90, height: 576 - 72 });
    // Page 2 is a left-hand page: its spine is on its right.
    expect(safeArea(trim, 1, 36, 54)).toEqual({ x: 9 + 36, y: 9 + 36, width: 576 - 90, height: 576 - 72 });
  });
});
