import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CsrfTokenResponse } from 'shared-contracts/schemas';

const SESSION_COOKIE = 'sid';
/** Server-side lifetime; the client renews after 50 minutes, so a token it holds is always accepted. */
const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_REJECTION = 'CSRF token missing or invalid';

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
  const expected = Buffer.from(sign(secret, sessionId, issuedAt));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function sessionIdOf(request: FastifyRequest): string | null {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid ? unsigned.value : null;
}

/**
 * Anonymous sessions and the anti-forgery protocol: GET /api/csrf-token binds a token to an
 * HttpOnly session cookie; every changing call under /api must send it as X-CSRF-Token, except the
 * exempt paths (webhooks, which carry a signature of their own).
 */
export async function csrfProtection(app: FastifyInstance, { secret, exempt = [] }: { secret: string; exempt?: string[] }) {
  app.get('/api/csrf-token', async (request, reply): Promise<CsrfTokenResponse> => {
    let sessionId = sessionIdOf(request);
    if (!sessionId) {
      sessionId = randomBytes(24).toString('base64url');
      reply.setCookie(SESSION_COOKIE, sessionId, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        signed: true,
      });
    }
    reply.header('cache-control', 'no-store');
    return { csrf_token: issueToken(secret, sessionId) };
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!CHANGING_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    // Calls from other systems prove themselves with their own signature instead.
    if (exempt.includes(request.url.split('?')[0])) return;
    const sessionId = sessionIdOf(request);
    const token = request.headers['x-csrf-token'];
    if (!sessionId || typeof token !== 'string' || !verifyToken(secret, sessionId, token)) {
      return reply.code(403).send({ detail: CSRF_REJECTION });
    }
  });
}

/** The anonymous session of a request (after the anti-forgery check it is always there on changing calls). */
export { sessionIdOf };
