import { percentOff, shownVariation } from './priceRules';

describe('print option prices', () => {
  it('rounds the percent off to a whole number', () => {
    expect(percentOff(1499, 1999)).toBe(25);
    expect(percentOff(999, 1299)).toBe(23);
    expect(percentOff(1899, 2499)).toBe(24);
  });

  it('gives no percent off without a higher original price', () => {
    expect(percentOff(999, undefined)).toBeNull();
    expect(percentOff(999, 999)).toBeNull();
    expect(percentOff(999, 899)).toBeNull();
  });

  it("shows the chosen size's price, or the lowest before one is chosen", () => {
    const sizes = [
      { size: 'Large', price: 1899 },
      { size: 'Square', price: 1499 },
    ];
    expect(shownVariation(sizes, null)?.size).toBe('Square');
    expect(shownVariation(sizes, 'Large')?.price).toBe(1899);
  });
});
