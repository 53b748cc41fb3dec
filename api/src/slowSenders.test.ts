import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, SLOW_SENDER } from './app.js';
import { createStorefrontFixture } from './testing/storefrontFixture.js';

// The shop's deadlines scaled down by 10: the same checks, watched in a test's time.
const SCALE = 10;
const headersMs = SLOW_SENDER.headersMs / SCALE;
const checkingMs = SLOW_SENDER.checkingMs / SCALE;

let app: FastifyInstance;
let fixture: ReturnType<typeof createStorefrontFixture>;

beforeAll(async () => {
  fixture = createStorefrontFixture();
  app = await buildApp(fixture.config, { slowSender: { headersMs, checkingMs, requestMs: SLOW_SENDER.requestMs / SCALE } });
  await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

/** Opens a socket that sends a request's headers one line at a time, never ending them; answers when the server closed it. */
function dribbleHeaders(port: number): Promise<{ afterMs: number; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    let drip: NodeJS.Timeout | undefined;
    // The drip starts once the request line is out: on a loaded machine the connection can take longer
    // than a drip, and a header line sent before it makes the request unreadable (400, not a timeout).
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /api/health HTTP/1.1\r\nHost: shop\r\n');
      drip = setInterval(() => socket.write(`X-Drip: ${Date.now()}\r\n`), headersMs / 10);
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ afterMs: Date.now() - started, answer });
    });
  });
}

describe('a sender that never finishes its headers', () => {
  it('header timeout is as documented: closed with 408 soon after the headers deadline, not at the next 30 s check', async () => {
    const { afterMs, answer } = await dribbleHeaders((app.server.address() as AddressInfo).port);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(headersMs * 0.9);
    expect(afterMs).toBeLessThan(headersMs + checkingMs + 500);
  });
});
