import { purposeKeys } from './purposeKeys.js';
import { readToken, signToken } from './signedToken.js';

const keys = purposeKeys('a shop secret of at least thirty-two characters');
const now = Date.parse('2026-11-25T12:00:00Z');

describe('keys per purpose and signed tokens', () => {
  it('derives a different key for every purpose, the same one every time', () => {
    expect(Object.keys(keys)).toEqual(['session-cookie', 'anti-forgery', 'staff', 'email-link', 'picture-cookie', 'print-files']);
    expect(new Set(Object.values(keys)).size).toBe(6);
    expect(purposeKeys('a shop secret of at least thirty-two characters')).toEqual(keys);
    expect(purposeKeys('another shop secret of thirty-two characters').staff).not.toBe(keys.staff);
  });

  it('reads back a token signed for its purpose until it expires', () => {
    const token = signToken(keys.staff, 'staff', 'staff', now + 1000);
    expect(readToken(keys.staff, 'staff', token, '', now)).toBe('staff');
    expect(readToken(keys.staff, 'staff', token, '', now + 1000)).toBeNull();
  });

  it('refuses a token of another purpose, key or binding, and one altered', () => {
    const token = signToken(keys['email-link'], 'order-status', 'order-status', now + 1000, 'nonce-1');
    expect(readToken(keys['email-link'], 'order-status', token, 'nonce-1', now)).toBe('order-status');
    expect(readToken(keys['email-link'], 'checkout', token, 'nonce-1', now)).toBeNull();
    expect(readToken(keys.staff, 'order-status', token, 'nonce-1', now)).toBeNull();
    expect(readToken(keys['email-link'], 'order-status', token, 'nonce-2', now)).toBeNull();
    const [payload, expires, mac] = token.split('.');
    expect(readToken(keys['email-link'], 'order-status', `${payload}.${Number(expires) + 1}.${mac}`, 'nonce-1', now)).toBeNull();
    expect(readToken(keys['email-link'], 'order-status', `${token}.x`, 'nonce-1', now)).toBeNull();
  });
});
