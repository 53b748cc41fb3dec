import { SOFTCOVER } from './printBinding.js';
import { SHEET_KEY, sheetKey } from './printSheets.js';

describe("a printed sheet's key", () => {
  it('names the trim in hundredths of an inch and the gutter in tenths of a millimetre', () => {
    expect(sheetKey('Square 8 x 8 in (20 x 20 cm)', SOFTCOVER)).toBe('800x800g127');
    expect(sheetKey('Landscape 11 x 8.5 in', { ...SOFTCOVER, gutterMm: 19.05 })).toBe('1100x850g191');
  });

  it('tells a square paperback from a square hard case, whose pictures keep further from the spine', () => {
    const paperback = sheetKey('Square 8 x 8 in', SOFTCOVER);
    const hardcover = sheetKey('Square 8 x 8 in', { ...SOFTCOVER, gutterMm: 19.05 });
    expect(paperback).not.toBe(hardcover);
    expect([paperback, hardcover].every((key) => SHEET_KEY.test(key))).toBe(true);
  });
});
