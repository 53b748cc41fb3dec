import { isMostlyVisible } from './useSectionViewTracking';

const entry = (sectionHeight: number, visibleHeight: number, viewportHeight = 800) => ({
  boundingClientRect: { height: sectionHeight } as DOMRectReadOnly,
  intersectionRect: { height: visibleHeight } as DOMRectReadOnly,
  rootBounds: { height: viewportHeight } as DOMRectReadOnly,
});

describe('section visibility', () => {
  it('counts a section once 80% of it is visible', () => {
    expect(isMostlyVisible(entry(500, 399))).toBe(false);
    expect(isMostlyVisible(entry(500, 400))).toBe(true);
  });

  it('counts a section taller than the screen once it fills 80% of the screen', () => {
    expect(isMostlyVisible(entry(3000, 639))).toBe(false);
    expect(isMostlyVisible(entry(3000, 640))).toBe(true);
  });

  it('never counts an empty section', () => {
    expect(isMostlyVisible(entry(0, 0))).toBe(false);
  });
});
