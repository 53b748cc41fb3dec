import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CsrfTokenResponse } from 'contracts/schemas';
import type { VisitorText } from '../errors/domainError.js';
import { requestLanguage } from '../http/requestLanguage.js';
import { sameText } from './sameText.js';
import { CHANGING_METHODS, sessionIdOf, startSession } from './sessions.js';
import { visitorText } from '../i18n/visitorText.js';

/** Server-side lifetime; the client renews after 50 minutes, so a token it holds is always accepted. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** The storefront knows a rejection by 'CSRF' in it (and fetches a new token), in either language. */
export const CSRF_REJECTION: VisitorText = visitorText('security.csrf');

function sign(secret: string, sessionId: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`${sessionId}.${issuedAt}`).digest('base64url');
}

export function issueToken(secret: string, sessionId: string, now = Date.now()): string {
  return `${now}.${sign(secret, sessionId, now)}`;
}

export function verifyToken(secret: string, sessionId: string, token: string, now = Date.now()): boolean {
  const [issuedText, signature] = token.split('.');
  const issuedAt = Number(issuedText);
  if (!signature || !Number.isSafeInteger(issuedAt) || now - issuedAt > TOKEN_LIFETIME_MS || issuedAt > now + 60_000) return false;
  return sameText(sign(secret, sessionId, issuedAt), signature);
}

/**
 * Anonymous sessions and the anti-forgery protocol on the routes of a scope: GET csrf-token binds a
 * token to an HttpOnly session cookie, and every changing call of the scope must send it as
 * X-CSRF-Token. The check is attached to the routes themselves, so no spelling of an address avoids it.
 */
export async function antiForgery(scope: FastifyInstance, { secret }: { secret: string }) {
  scope.get('/csrf-token', async (request, reply): Promise<CsrfTokenResponse> => {
    const sessionId = sessionIdOf(request) ?? startSession(request, reply);
    reply.header('cache-control', 'no-store');
    return { csrf_token: issueToken(secret, sessionId) };
  });

  scope.addHook('onRequest', async (request, reply) => {
    if (!CHANGING_METHODS.has(request.method)) return;
    const sessionId = sessionIdOf(request);
    const token = request.headers['x-csrf-token'];
    if (!sessionId || typeof token !== 'string' || !verifyToken(secret, sessionId, token)) {
      return reply.code(403).send({ detail: CSRF_REJECTION[requestLanguage(request)] });
    }
  });
}
