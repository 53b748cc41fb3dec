import { formatRupees } from './formatRupees';

describe('formatRupees', () => {
  it.each([
    [0, '₹0.00'],
    [499, '₹499.00'],
    [1299.5, '₹1,299.50'],
    [150000, '₹1,50,000.00'],
    [10.005, '₹10.01'],
  ])('%p -> %s', (amount, shown) => {
    expect(formatRupees(amount)).toBe(shown);
  });
});
