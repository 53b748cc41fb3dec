import { dedicationProblem, normaliseDedication } from './dedication.js';

describe('a dedication', () => {
  it('takes a message of up to 250 characters on up to 6 lines, in English or Hindi', () => {
    expect(dedicationProblem('For Anaya,\nwith love from Nani')).toBeNull();
    expect(dedicationProblem('प्यारी अनाया के लिए,\nदादी की ओर से ढेर सारा प्यार')).toBeNull();
    expect(dedicationProblem('a'.repeat(250))).toBeNull();
    expect(dedicationProblem('a'.repeat(251))).toBe('tooLong');
    // Devanagari counted as it is read: अनुष्का is three characters.
    expect(dedicationProblem('अनुष्का'.repeat(83))).toBeNull();
    expect(dedicationProblem('1\n2\n3\n4\n5\n6')).toBeNull();
    expect(dedicationProblem('1\n2\n3\n4\n5\n6\n7')).toBe('tooManyLines');
  });

  it('refuses emoji and markup', () => {
    expect(dedicationProblem('Love you 😘')).toBe('emoji');
    expect(dedicationProblem('Happy birthday ❤️')).toBe('emoji');
    expect(dedicationProblem('<b>Happy</b> birthday')).toBe('markup');
    expect(dedicationProblem('Tom &amp; Jerry')).toBe('markup');
    expect(dedicationProblem('Tom & Jerry, 3 < 5')).toBeNull();
  });

  it('keeps the line breaks, without spaces at the edges', () => {
    expect(normaliseDedication('  For Anaya, \r\n\r\n  with love  \n')).toBe('For Anaya,\n\nwith love');
  });
});
