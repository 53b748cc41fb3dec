import { parsePrometheusText, sampleValue } from '../../testing/prometheusText.js';
import { createShopMetrics } from './metrics.js';
import { startMetricsServer, type MetricsServer } from './metricsServer.js';

const TOKEN = 'w'.repeat(40);

describe("a worker's metrics server", () => {
  let server: MetricsServer;
  const metrics = createShopMetrics();

  beforeAll(async () => {
    server = await startMetricsServer({ host: '127.0.0.1', port: 0, metrics, token: TOKEN });
  });
  afterAll(() => server.close());

  it('answers its health check', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  it("serves the jobs this process did, to the token's holder only", async () => {
    metrics.observeJob('page', 4.2, 'done');
    metrics.observeJob('page', 0.3, 'failed');
    metrics.observePageGeneration(3.9);
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const samples = parsePrometheusText(await response.text());
    expect(sampleValue(samples, 'job_duration_seconds_count', { queue: 'page', outcome: 'done' })).toBe(1);
    expect(sampleValue(samples, 'job_duration_seconds_sum', { queue: 'page', outcome: 'failed' })).toBeCloseTo(0.3);
    expect(sampleValue(samples, 'page_generation_seconds_count')).toBe(1);
  });

  it('answers 404 elsewhere', async () => {
    expect((await fetch(`${server.url}/api/health`)).status).toBe(404);
  });
});

describe('a metrics server without a token', () => {
  it('answers whoever reaches it', async () => {
    const server = await startMetricsServer({ host: '127.0.0.1', port: 0, metrics: createShopMetrics(), token: null });
    try {
      const response = await fetch(`${server.url}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('# TYPE job_duration_seconds histogram');
    } finally {
      await server.close();
    }
  });
});
