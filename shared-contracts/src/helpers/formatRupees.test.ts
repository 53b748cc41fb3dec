import { INTL_LOCALES, LANGUAGES } from 'contracts/languages';
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

  it.each(LANGUAGES)('writes every amount as Intl writes it for %s', (language) => {
    const intl = new Intl.NumberFormat(INTL_LOCALES[language], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0.004, 0.5, 1, 9.995, 99.99, 100, 999.995, 1000, 12345.67, 99999.999, 123456.78, 1234567.891, 98765432.1, -1299.5];
    for (const amount of amounts) expect([amount, formatRupees(amount, language)]).toEqual([amount, `₹${intl.format(amount)}`]);
  });
});
