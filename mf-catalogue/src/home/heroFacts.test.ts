import { lowestPrice } from './heroFacts';

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
});
