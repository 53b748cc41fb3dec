import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether cookies are sent Secure: always in production (behind a proxy that ends TLS the request may
 * look like http), else when the request came over https.
 */
export const secureCookies = (request: FastifyRequest) => request.server.production || request.protocol === 'https';

/**
 * Over https the cookie carries the __Host- prefix, so the browser only accepts it as Secure, for the
 * whole site and from this host itself (no sibling domain can plant one).
 */
const cookieName = (request: FastifyRequest) => (secureCookies(request) ? '__Host-sid' : 'sid');

/** The anonymous session of a request, from its signed cookie; null when it has none or it was forged. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const raw = request.cookies[cookieName(request)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/** Starts an anonymous session: a random id in a signed, HttpOnly cookie that ends with the browser session. */
export function startSession(request: FastifyRequest, reply: FastifyReply): string {
  const sessionId = randomBytes(24).toString('base64url');
  reply.setCookie(cookieName(request), sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(request),
    signed: true,
  });
  return sessionId;
}

/** The session of a changing call, which the anti-forgery check has already required. */
export function visitorSession(request: FastifyRequest): string {
  const sessionId = sessionIdOf(request);
  if (!sessionId) throw new Error('A changing call reached its handler without a session');
  return sessionId;
}
