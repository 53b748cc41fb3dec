import Fastify from 'fastify';
import type { ReadinessCheck } from './readiness.js';
import { describeEachDatabase, startTestStorefront } from '../../testing/testApp.js';
import { healthRoutes } from './healthRoutes.js';

/** A server with only the health routes, given these checks. */
async function readinessServer(readinessChecks: ReadinessCheck[], readinessTimeoutMs?: number) {
  const app = Fastify();
  await app.register(healthRoutes, { readinessChecks, readinessTimeoutMs });
  return app;
}

const passing: ReadinessCheck = { name: 'storage', check: async () => undefined };

describe('readiness', () => {
  it('is ready when every check passes', async () => {
    const app = await readinessServer([passing, { name: 'jobs', check: async () => undefined }]);
    const response = await app.inject('/ready');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready', checks: { storage: 'ok', jobs: 'ok' } });
    await app.close();
  });

  it('checks at most once a second, however often it is asked', async () => {
    let checks = 0;
    const app = await readinessServer([{ name: 'database', check: async () => void (checks += 1) }]);
    const answers = await Promise.all(Array.from({ length: 50 }, () => app.inject('/ready')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(checks).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_050));
    await app.inject('/ready');
    expect(checks).toBe(2);
    await app.close();
  });

  it('is unready, naming the check that throws (why goes to the log only)', async () => {
    const failing: ReadinessCheck = {
      name: 'database',
      check: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    };
    const app = await readinessServer([passing, failing]);
    const response = await app.inject('/ready');
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'unready', checks: { storage: 'ok', database: 'failed' } });
    await app.close();
  });

  it('does not wait for a check that hangs', async () => {
    let release = () => {};
    const hanging: ReadinessCheck = { name: 'jobs', check: () => new Promise<void>((resolve) => (release = resolve)) };
    const app = await readinessServer([passing, hanging], 50);
    const started = Date.now();
    const response = await app.inject('/ready');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unready', checks: { storage: 'ok', jobs: 'failed' } });
    release();
    await app.close();
  });
});

describeEachDatabase(
  'health and readiness of the storefront',
  (storefront) => {
    it('is ready once its database, storage and job engine answer', async () => {
      const response = await storefront().app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', jobs: 'ok', serving: 'ok' } });
    });

    it('stops being ready once told the instance is stopping, while still answering', async () => {
      const app = await storefront().anotherInstance();
      app.stopServing();
      const response = await app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unready', checks: { database: 'ok', storage: 'ok', jobs: 'ok', serving: 'failed' } });
      expect((await app.inject('/api/products')).statusCode).toBe(200);
    });

    it('answers probes however often they come, without a session or token', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await storefront().app.inject('/api/ready')).statusCode).toBe(200);
        expect((await storefront().app.inject('/api/health')).statusCode).toBe(200);
      }
    });
  },
  // One changing call or new session a minute: a probe counted against either would be refused.
  { RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1' },
);

describe('a storefront whose bucket cannot be reached', () => {
  it('is alive but not ready, naming the storage', async () => {
    // Nothing listens on port 9 of this machine.
    const storefront = await startTestStorefront('sqlite', { STORAGE_URL: 's3://KEY:SECRET@shop/?endpoint=http%3A%2F%2F127.0.0.1%3A9' });
    try {
      expect((await storefront.app.inject('/api/health')).statusCode).toBe(200);
      const response = await storefront.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unready', checks: { database: 'ok', storage: 'failed', jobs: 'ok', serving: 'ok' } });
    } finally {
      await storefront.stop();
    }
  });
});
