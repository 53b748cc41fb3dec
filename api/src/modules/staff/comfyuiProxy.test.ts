import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createStorefrontFixture } from '../../testing/storefrontFixture.js';

const STAFF_TOKEN = 's'.repeat(40);

/** ComfyUI as the tests' stand-in: it records every address it was asked for. */
let comfyui: Server;
const asked: string[] = [];
/** The headers of every request ComfyUI was sent. */
const headersSeen: Record<string, string | string[] | undefined>[] = [];
let app: FastifyInstance;
let fixture: ReturnType<typeof createStorefrontFixture>;

beforeAll(async () => {
  comfyui = createServer((request, response) => {
    asked.push(request.url!);
    headersSeen.push(request.headers);
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ queue_running: [] }));
  });
  await new Promise<void>((resolve) => comfyui.listen(0, '127.0.0.1', resolve));
  fixture = createStorefrontFixture({
    COMFYUI_URL: `http://127.0.0.1:${(comfyui.address() as AddressInfo).port}`,
    COMFYUI_STAFF_TOKEN: STAFF_TOKEN,
  });
  app = await buildApp(fixture.config);
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
  await new Promise((resolve) => comfyui.close(resolve));
});

describe('/comfyui on the storefront', () => {
  it.each([
    ['no credential', {}],
    ['a wrong token', { authorization: `Bearer ${'x'.repeat(40)}` }],
    ['a forged staff cookie', { cookie: 'comfyui_staff=staff' }],
  ])('answers 404 to %s and never reaches ComfyUI', async (_case, headers) => {
    const before = asked.length;
    for (const url of ['/comfyui/queue', '/comfyui/view?filename=herotales_00001_.png&type=output', '/comfyui/?staff_token=wrong']) {
      const response = await app.inject({ url, headers });
      expect(response.statusCode).toBe(404);
    }
    const upload = await app.inject({ method: 'POST', url: '/comfyui/upload/image', headers, payload: 'x' });
    expect(upload.statusCode).toBe(404);
    expect(asked.length).toBe(before);
  });

  it('lets staff through with the token as a bearer header', async () => {
    const response = await app.inject({ url: '/comfyui/queue', headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(asked.at(-1)).toBe('/queue');
  });

  it('signs staff in with a POST of the token, then by a staff cookie that expires', async () => {
    const form = await app.inject({ url: '/comfyui/sign-in' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('method="post"');
    const wrong = await app.inject({ method: 'POST', url: '/comfyui/sign-in', payload: { token: 'x'.repeat(40) } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.cookies).toHaveLength(0);
    const signIn = await app.inject({
      method: 'POST',
      url: '/comfyui/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${STAFF_TOKEN}`,
    });
    expect(signIn.statusCode).toBe(303);
    expect(signIn.headers.location).toBe('/comfyui/');
    const cookie = signIn.cookies.find((c) => c.name === 'comfyui_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/comfyui', maxAge: 8 * 60 * 60 });
    const response = await app.inject({ url: '/comfyui/queue', headers: { cookie: `comfyui_staff=${cookie.value}` } });
    expect(response.statusCode).toBe(200);
    const [payload, expires, mac] = cookie.value.split('.');
    const lengthened = `${payload}.${Number(expires) + 60 * 60 * 1000}.${mac}`;
    expect((await app.inject({ url: '/comfyui/queue', headers: { cookie: `comfyui_staff=${lengthened}` } })).statusCode).toBe(404);
  });

  it('staff gate accepts any signed cookie: a visitor session cookie copied as the staff cookie is refused', async () => {
    const session = (await app.inject({ url: '/api/csrf-token' })).cookies.find((c) => c.name === 'sid')!;
    const before = asked.length;
    const response = await app.inject({ url: '/comfyui/queue', headers: { cookie: `comfyui_staff=${session.value}` } });
    expect(response.statusCode).toBe(404);
    expect(asked.length).toBe(before);
  });

  it("passes neither the staff's cookies nor their token on to ComfyUI", async () => {
    await app.inject({
      url: '/comfyui/queue',
      headers: { authorization: `Bearer ${STAFF_TOKEN}`, cookie: 'sid=visitor-session; other=1' },
    });
    expect(headersSeen.at(-1)).not.toHaveProperty('authorization');
    expect(headersSeen.at(-1)).not.toHaveProperty('cookie');
  });

  it('signs staff out: the cookie is cleared', async () => {
    const signOut = await app.inject({ method: 'POST', url: '/comfyui/sign-out' });
    expect(signOut.statusCode).toBe(303);
    expect(signOut.headers.location).toBe('/comfyui/sign-in');
    expect(signOut.cookies.find((c) => c.name === 'comfyui_staff')).toMatchObject({ value: '', path: '/comfyui' });
  });

  it('opens nothing with a staff cookie once the token has changed', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/comfyui/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${STAFF_TOKEN}`,
    });
    const cookie = signIn.cookies.find((c) => c.name === 'comfyui_staff')!;
    // The same shop (same secret, same data) started again with another token.
    const changed = await buildApp({ ...fixture.config, generation: { ...fixture.config.generation, comfyuiStaffToken: 't'.repeat(40) } });
    try {
      expect((await changed.inject({ url: '/comfyui/queue', headers: { cookie: `comfyui_staff=${cookie.value}` } })).statusCode).toBe(404);
      expect((await app.inject({ url: '/comfyui/queue', headers: { cookie: `comfyui_staff=${cookie.value}` } })).statusCode).toBe(200);
    } finally {
      await changed.close();
    }
  });

  it('refuses the eleventh sign-in try from one address in a quarter of an hour, with when to try again', async () => {
    const address = '198.51.100.7';
    const tries = [];
    for (let i = 0; i < 11; i += 1) {
      tries.push(await app.inject({ method: 'POST', url: '/comfyui/sign-in', remoteAddress: address, payload: { token: 'x'.repeat(40) } }));
    }
    expect(tries.slice(0, 10).map((t) => t.statusCode)).toEqual(Array(10).fill(403));
    expect(tries[10].statusCode).toBe(429);
    expect(tries[10].json().detail).toMatch(/^Too many sign-in tries: please try again in \d+ minutes\.$/);
    expect(Number(tries[10].headers['retry-after'])).toBeGreaterThan(0);
    // Even the right token waits: the address is refused, whatever it sends.
    const right = await app.inject({ method: 'POST', url: '/comfyui/sign-in', remoteAddress: address, payload: { token: STAFF_TOKEN } });
    expect(right.statusCode).toBe(429);
    // Another address is not held up by it.
    const other = await app.inject({
      method: 'POST',
      url: '/comfyui/sign-in',
      remoteAddress: '198.51.100.8',
      payload: { token: STAFF_TOKEN },
    });
    expect(other.statusCode).toBe(303);
  });

  it('never takes the token from the address', async () => {
    const response = await app.inject({ url: `/comfyui/?staff_token=${STAFF_TOKEN}` });
    expect(response.statusCode).toBe(404);
    expect(response.cookies).toHaveLength(0);
  });
});
