import { createHmac } from 'node:crypto';
import { sameText } from './sameText.js';

const mac = (key: string, signed: string) => createHmac('sha256', key).update(signed).digest('base64url');

/**
 * A token `<payload>.<expires>.<mac>`: the purpose, the payload, what it is bound to (never written
 * in the token: a session id, an order's nonce) and the expiry are all signed, with the purpose's key.
 */
export function signToken(key: string, purpose: string, payload: string, expiresAt: number, boundTo = ''): string {
  if (payload.includes('.')) throw new Error('A token payload has no dots');
  return `${payload}.${expiresAt}.${mac(key, `${purpose}.${payload}.${expiresAt}.${boundTo}`)}`;
}

/** The token's payload when it was signed for this purpose and binding with this key and has not expired; null otherwise. */
export function readToken(key: string, purpose: string, token: string, boundTo = '', now = Date.now()): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [payload, expiresText, given] = parts;
  const expiresAt = Number(expiresText);
  if (!/^\d{1,15}$/.test(expiresText) || expiresAt <= now) return null;
  return sameText(mac(key, `${purpose}.${payload}.${expiresAt}.${boundTo}`), given) ? payload : null;
}
