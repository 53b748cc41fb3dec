import { composedText, MAX_MARKS_PER_LETTER, typedTextProblem } from './typedText.js';

const printed = { maxCodeUnits: 1000, printed: true };
const anywhere = { maxCodeUnits: 1000 };

describe('the rule for words a visitor types', () => {
  it.each([
    ['a control character', 'Ana\u0007ya'],
    ['a bidi override (reversed text)', 'For \u202Eayana'],
    ['a bidi isolate', 'For \u2067Anaya\u2069'],
    ['a direction mark', 'Anaya\u200F'],
    ['a zero-width space', 'Ana\u200Bya'],
    ['a byte order mark', 'Ana\uFEFFya'],
    ['a line separator', 'Anaya\u2028Love'],
    ['a paragraph separator', 'Anaya\u2029Love'],
    ['a lone surrogate', 'Ana\uD800ya'],
    ['a private-use character', 'Ana\uE000ya'],
    ['a noncharacter', 'Ana\uFFFEya'],
    ['a joiner after a Latin letter', 'An\u200Daya'],
    ['a line break in a one-line field', 'Anaya\nKapoor'],
  ])('refuses %s as hidden, printed or not', (_what, text) => {
    expect(typedTextProblem(text, printed)).toBe('hidden');
    expect(typedTextProblem(text, anywhere)).toBe('hidden');
  });

  it(`refuses a letter with more than ${MAX_MARKS_PER_LETTER} marks: 1,999 combining marks are not one character`, () => {
    expect(typedTextProblem(`a${'\u0301'.repeat(1999)}`, { maxCodeUnits: 4000 })).toBe('tooManyMarks');
    expect(typedTextProblem(`x${'\u0301\u0302\u0303\u0304'}`, anywhere)).toBe('tooManyMarks');
    expect(typedTextProblem(`a${'\u0323\u0302\u0301'}`, anywhere)).toBeNull();
  });

  it('counts code units, not what shows', () => {
    expect(typedTextProblem('a'.repeat(81), { maxCodeUnits: 80 })).toBe('tooLong');
    expect(typedTextProblem('𝒜'.repeat(41), { maxCodeUnits: 80 })).toBe('tooLong');
    expect(typedTextProblem('a'.repeat(80), { maxCodeUnits: 80 })).toBeNull();
  });

  it.each([
    ['a Hindi name with conjuncts and signs', 'अनुष्का क्षितिज'],
    ['a Hindi name with a nukta, a nasal sign and a visarga', 'फ़रहाँ दुःख'],
    ['Devanagari with a joiner and a non-joiner after a virama', 'क्\u200Dष क्\u200Cष'],
    ['Latin accents, composed or not', 'Zoë José Zoe\u0308'],
    ['punctuation and the rupee', '“Happy birthday!” — ₹500 … 1–2'],
  ])('prints %s', (_what, text) => {
    expect(typedTextProblem(text, printed)).toBeNull();
  });

  it.each([
    ['Tamil', 'அனன்யா'],
    ['Chinese', '李娜'],
    ['an emoji', 'Anaya 🦁'],
    ['a Latin letter the font lacks', 'Ɓna'],
  ])('refuses %s in printed words, and takes it where nothing is printed', (_what, text) => {
    expect(typedTextProblem(text, printed)).toBe('unprintable');
    expect(typedTextProblem(text, anywhere)).toBeNull();
  });

  it('keeps line breaks where the writer may break lines', () => {
    expect(typedTextProblem('For Anaya\nLove, Nani', { ...printed, multiline: true })).toBeNull();
  });

  it('composes what it keeps: an accent typed apart is one character', () => {
    expect(composedText('Zoe\u0308')).toBe('Zoë');
  });
});
