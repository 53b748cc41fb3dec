import { acceptedLanguages, chooseLanguage, preferredLanguage } from './languages';

describe('choosing the language of a page', () => {
  it("reads the browser's languages, most preferred first, leaving out refused ones", () => {
    expect(acceptedLanguages('en-GB;q=0.5, hi-IN, fr;q=0, ta;q=0.8')).toEqual(['hi-IN', 'ta', 'en-GB']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('*')).toEqual(['*']);
  });

  it('takes the first language the shop speaks', () => {
    expect(preferredLanguage(['ta-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(preferredLanguage(['en_IN'])).toBe('en');
    expect(preferredLanguage(['ta', 'fr'])).toBeNull();
  });

  it("puts the address first, then the remembered choice, then the browser's, then English", () => {
    expect(chooseLanguage({ param: 'hi', cookie: 'en', accepted: ['en'] })).toBe('hi');
    expect(chooseLanguage({ param: 'xx', cookie: 'hi', accepted: ['en'] })).toBe('hi');
    expect(chooseLanguage({ param: null, cookie: 'fr', accepted: ['ta', 'hi'] })).toBe('hi');
    expect(chooseLanguage({ accepted: ['fr'] })).toBe('en');
  });
});
