import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { pseudoMessages } from './pseudoLocale';

const drawn = (text: string, values?: Record<string, string | number>) => {
  const i18n = setupI18n({ locale: 'en', messages: { en: pseudoMessages({ m: compileMessage(text) }) } });
  return i18n._('m', values);
};

describe('the pseudo-language', () => {
  it('accents every letter, keeps what the message puts in, and is 30 % longer between brackets', () => {
    const text = drawn('Hello, {name}!', { name: 'Asha' });
    // 12 counted: 8 letters and signs, 4 for the name whatever it is.
    expect(text).toBe('[Ħḗŀŀǿ, Asha! ····]');
    expect(drawn('Order 12 now')).toMatch(/^\[Ǿřḋḗř 12 ƞǿẇ ····\]$/);
  });

  it('keeps the tags a link goes into and the forms of a plural', () => {
    expect(drawn('Read <0>the policy</0>')).toBe('[Řḗȧḋ <0>ŧħḗ ƥǿŀīċẏ</0> ·····]');
    expect(drawn('{count, plural, one {# page} other {# pages}}', { count: 3 })).toBe('[3 ƥȧġḗş ··]');
  });

  it('pads long messages in short words, so they wrap as a translation would', () => {
    const text = drawn('a'.repeat(40));
    expect(text).toBe(`[${'ȧ'.repeat(40)} ····· ····· ··]`);
  });
});
