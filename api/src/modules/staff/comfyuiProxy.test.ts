import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { createStorefrontFixture } from '../../testing/storefrontFixture.js';

const STAFF_TOKEN = 's'.repeat(40);

/** ComfyUI as the tests' stand-in: it records every address it was asked for. */
let comfyui: Server;
const asked: string[] = [];
let app: FastifyInstance;
let fixture: ReturnType<typeof createStorefrontFixture>;

beforeAll(async () => {
  comfyui = createServer((request, response) => {
    asked.push(request.url!);
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

  it('never takes the token from the address', async () => {
    const response = await app.inject({ url: `/comfyui/?staff_token=${STAFF_TOKEN}` });
    expect(response.statusCode).toBe(404);
    expect(response.cookies).toHaveLength(0);
  });
});
