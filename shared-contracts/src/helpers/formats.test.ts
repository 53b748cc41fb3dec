import { digitsOnly, looksLikeEmail } from './formats';

describe('shared formats', () => {
  it('recognises an email address', () => {
    expect(looksLikeEmail('meera@example.com')).toBe(true);
    expect(looksLikeEmail(' meera@example.co.in ')).toBe(true);
    for (const bad of ['', 'meera', 'meera@', 'meera@example', 'me era@example.com', undefined]) expect(looksLikeEmail(bad)).toBe(false);
  });

  it('keeps only the digits of a phone number', () => {
    expect(digitsOnly('+91 98123-45678')).toBe('919812345678');
    expect(digitsOnly(undefined)).toBe('');
  });
});
