import { timingSafeEqual } from 'node:crypto';
import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { FULL_PAGE_PREFIX } from 'shared-contracts/routes';
import type { ServerConfig } from '../config.js';

const PREFIX = FULL_PAGE_PREFIX.replace(/\/$/, '');
const STAFF_COOKIE = 'comfyui_staff';
const STAFF_HOURS = 8;

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Staff prove themselves with the configured token, as a bearer header or the cookie its sign-in set. */
function isStaff(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header === 'string' && header.startsWith('Bearer ') && sameText(header.slice(7), token)) return true;
  const cookie = request.cookies[STAFF_COOKIE];
  return Boolean(cookie && request.unsignCookie(cookie).valid);
}

/** `GET /comfyui/?staff_token=...` once: a signed cookie for the session, and the address without the token. */
function signIn(request: FastifyRequest, reply: FastifyReply, token: string): boolean {
  const given = new URL(request.url, 'http://storefront').searchParams.get('staff_token');
  if (given === null || !sameText(given, token)) return false;
  reply
    .setCookie(STAFF_COOKIE, 'staff', {
      path: PREFIX,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      signed: true,
      maxAge: STAFF_HOURS * 60 * 60,
    })
    .redirect(`${PREFIX}/`);
  return true;
}

/**
 * /comfyui/* is the image-generation server's own interface, for staff only: anyone else is told it
 * does not exist. The storefront reaches ComfyUI for its pictures on its own address (COMFYUI_URL),
 * never through here.
 */
export const comfyuiProxy: FastifyPluginAsync<{ config: ServerConfig }> = async (scope, { config }) => {
  scope.addHook('onRequest', async (request, reply) => {
    const token = config.comfyuiStaffToken;
    if (token && isStaff(request, token)) return;
    if (!(token && signIn(request, reply, token))) reply.code(404).header('cache-control', 'no-store').send({ detail: 'Not found' });
    return reply;
  });
  if (config.comfyuiUrl) {
    await scope.register(httpProxy, { upstream: config.comfyuiUrl, prefix: PREFIX, websocket: true });
    return;
  }
  scope.all(`${PREFIX}/*`, async (_request, reply) =>
    reply
      .code(503)
      .header('cache-control', 'no-store')
      .send({ detail: 'The image-generation server is not configured: set COMFYUI_URL to enable /comfyui.' }),
  );
};
