import { hkdfSync } from 'node:crypto';

/** What the shop signs: each with a key of its own, so nothing signed for one is valid for another. */
export type KeyPurpose = 'session-cookie' | 'anti-forgery' | 'staff' | 'email-link' | 'picture-cookie' | 'print-files';
export type PurposeKeys = Readonly<Record<KeyPurpose, string>>;

const PURPOSES: KeyPurpose[] = ['session-cookie', 'anti-forgery', 'staff', 'email-link', 'picture-cookie', 'print-files'];

/**
 * One key per purpose derived from the shop's secret (HKDF-SHA256, the purpose as its info): a
 * visitor's signed session cookie says nothing about staff, and an email link nothing about a session.
 */
export function purposeKeys(secret: string): PurposeKeys {
  const derive = (purpose: KeyPurpose) => Buffer.from(hkdfSync('sha256', secret, 'hero-tales', purpose, 32)).toString('base64url');
  return Object.freeze(Object.fromEntries(PURPOSES.map((purpose) => [purpose, derive(purpose)])) as Record<KeyPurpose, string>);
}
