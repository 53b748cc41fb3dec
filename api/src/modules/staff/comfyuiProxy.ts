import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FULL_PAGE_PREFIX } from 'contracts/routes';
import { secureCookies } from '../../platform/security/sessions.js';
import { hasBearerToken } from '../../platform/operations/bearerToken.js';
import { sameText } from '../../platform/security/sameText.js';
import { createHmac } from 'node:crypto';
import type { WindowCounter } from '../../platform/security/requestLimits.js';
import { readToken, signToken } from '../../platform/security/signedToken.js';

const PREFIX = FULL_PAGE_PREFIX.replace(/\/$/, '');
const SIGN_IN = `${PREFIX}/sign-in`;
const SIGN_OUT = `${PREFIX}/sign-out`;
const STAFF_COOKIE = 'comfyui_staff';
const STAFF_HOURS = 8;

/** Sign-in tries allowed in each quarter of an hour, from one address and from all together. */
export const SIGN_IN_TRIES = { windowMs: 15 * 60 * 1000, perAddress: 10, inTotal: 50 };

/** What a staff cookie holds: which token signed it in, so a new token signs everyone out. */
const tokenMark = (staffKey: string, token: string) =>
  createHmac('sha256', staffKey).update(`staff-token:${token}`).digest('base64url').slice(0, 22);

/** The staff sign-in form: the token goes in a POST body, never in an address (which logs and histories keep). */
const SIGN_IN_FORM =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Staff sign-in</title>' +
  `<form method="post" action="${SIGN_IN}"><label>Staff token <input name="token" type="password" autocomplete="current-password" required></label> ` +
  '<button>Sign in</button></form></html>';

/**
 * Staff prove themselves with the configured token, as a bearer header, or with the cookie its sign-in
 * set: signed with the staff key (never the session's) for the staff purpose, with its expiry, and
 * naming the token it was given for (tokenMark), so it opens nothing once the token changes.
 */
function isStaff(request: FastifyRequest, token: string, staffKey: string): boolean {
  if (hasBearerToken(request.headers.authorization, token)) return true;
  const cookie = request.cookies[STAFF_COOKIE];
  return Boolean(cookie && readToken(staffKey, 'staff', cookie) === tokenMark(staffKey, token));
}

const notFound = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send({ detail: 'Not found' });

/** The image-generation server's settings the proxy needs (the generation section's). */
interface ComfyuiSettings {
  comfyuiUrl: string | null;
  comfyuiStaffToken: string | null;
}

/**
 * /comfyui/* is the image-generation server's own interface, for staff only: anyone else is told it
 * does not exist (but for the sign-in form). The storefront reaches ComfyUI for its pictures on its
 * own address (COMFYUI_URL), never through here.
 */
export const comfyuiProxy: FastifyPluginAsync<{ generation: ComfyuiSettings; staffKey: string; counter: WindowCounter }> = async (
  scope,
  { generation, staffKey, counter },
) => {
  const token = generation.comfyuiStaffToken;
  scope.addHook('onRequest', async (request, reply) => {
    const url = request.routeOptions.url;
    if (token && (url === SIGN_IN || url === SIGN_OUT)) return;
    if (!token || !isStaff(request, token, staffKey)) return notFound(reply);
    // The staff's credentials are the storefront's, never ComfyUI's: the proxy (and its socket) pass on neither.
    delete request.headers.cookie;
    delete request.headers.authorization;
  });

  if (token) {
    await scope.register(async (signIn) => {
      signIn.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      signIn.get(SIGN_IN, async (_request, reply) =>
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(SIGN_IN_FORM),
      );
      // The token itself is the proof (no session to forge a call from): a wrong one signs no one in, and
      // tries are counted per address and in all, so it cannot be guessed at speed.
      signIn.post(SIGN_IN, async (request, reply) => {
        const [fromAddress, inTotal] = await Promise.all([
          counter.hit(`staff-sign-in:${request.ip}`, SIGN_IN_TRIES.windowMs),
          counter.hit('staff-sign-in', SIGN_IN_TRIES.windowMs),
        ]);
        if (fromAddress.hits > SIGN_IN_TRIES.perAddress || inTotal.hits > SIGN_IN_TRIES.inTotal) {
          request.log.warn({ address: request.ip, hits: fromAddress.hits, allHits: inTotal.hits }, 'staff sign-in refused: too many tries');
          const minutes = Math.ceil(Math.max(fromAddress.resetInMs, inTotal.resetInMs) / 60_000);
          return reply
            .code(429)
            .header('retry-after', String(minutes * 60))
            .header('cache-control', 'no-store')
            .send({ detail: `Too many sign-in tries: please try again in ${minutes} minutes.` });
        }
        const given = (request.body as { token?: unknown } | null)?.token;
        if (typeof given !== 'string' || !sameText(given, token)) {
          request.log.warn({ address: request.ip }, 'staff sign-in refused: wrong token');
          return reply.code(403).header('cache-control', 'no-store').send({ detail: 'That staff token is not right.' });
        }
        const expires = Date.now() + STAFF_HOURS * 60 * 60 * 1000;
        return reply
          .setCookie(STAFF_COOKIE, signToken(staffKey, 'staff', tokenMark(staffKey, token), expires), {
            path: PREFIX,
            httpOnly: true,
            sameSite: 'strict',
            secure: secureCookies(request),
            maxAge: STAFF_HOURS * 60 * 60,
          })
          .redirect(`${PREFIX}/`, 303);
      });
      signIn.post(SIGN_OUT, async (request, reply) =>
        reply
          .clearCookie(STAFF_COOKIE, { path: PREFIX, httpOnly: true, sameSite: 'strict', secure: secureCookies(request) })
          .header('cache-control', 'no-store')
          .redirect(SIGN_IN, 303),
      );
    });
  }

  if (generation.comfyuiUrl) {
    await scope.register(httpProxy, { upstream: generation.comfyuiUrl, prefix: PREFIX, websocket: true });
    return;
  }
  scope.all(`${PREFIX}/*`, async (_request, reply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({ detail: 'The image-generation server is not configured: set COMFYUI_URL to enable /comfyui.' }),
  );
};
