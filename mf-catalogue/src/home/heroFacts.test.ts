import { coverSources, lowestPrice } from './heroFacts';

describe("the home page's facts", () => {
  it('says the least a printed book is charged, from the price lines', () => {
    expect(
      lowestPrice([
        { summaryLine: 'Hardcover from', price: 1499, originalPrice: 1999 },
        { summaryLine: 'Paperback from', price: 999, originalPrice: 1299 },
      ]),
    ).toBe(999);
    expect(lowestPrice([])).toBeNull();
  });

  it("offers the cover's 320 px rendering beside the 640 px one, and leaves other addresses alone", () => {
    expect(coverSources('/media/products/jungle-explorer/cover-640.webp')).toEqual({
      src: '/media/products/jungle-explorer/cover-640.webp',
      srcSet: '/media/products/jungle-explorer/cover-320.webp 320w, /media/products/jungle-explorer/cover-640.webp 640w',
    });
    expect(coverSources('/elsewhere/cover.png')).toEqual({ src: '/elsewhere/cover.png' });
  });
});
