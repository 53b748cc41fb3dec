import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hasBearerToken } from './bearerToken.js';
import type { ServedMetrics } from './metrics.js';
import { METRICS_PATH } from './metricsRoutes.js';

export interface MetricsServer {
  /** The address it listens on, e.g. http://127.0.0.1:9464. */
  url: string;
  close(): Promise<void>;
}

function answer(response: ServerResponse, status: number, contentType: string, body: string) {
  response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
}

/**
 * A process without the storefront's server (a separate worker) serves its own metrics and
 * liveness on a port of its own: `GET /metrics` (with a token, only to whoever presents it) and
 * `GET /health`.
 */
export async function startMetricsServer({
  host,
  port,
  metrics,
  token,
}: {
  host: string;
  port: number;
  metrics: ServedMetrics;
  token: string | null;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://worker').pathname;
    if (request.method !== 'GET' && request.method !== 'HEAD') return answer(response, 405, 'text/plain', 'Method not allowed');
    if (path === '/health') {
      return answer(response, 200, 'application/json', JSON.stringify({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }));
    }
    if (path !== METRICS_PATH) return answer(response, 404, 'text/plain', 'Not found');
    if (token && !hasBearerToken(request.headers.authorization, token)) {
      response.setHeader('www-authenticate', 'Bearer');
      return answer(response, 401, 'text/plain', 'Unauthorized');
    }
    metrics.text().then(
      (text) => answer(response, 200, metrics.contentType, text),
      () => answer(response, 500, 'text/plain', 'Metrics could not be collected'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { address, port: listening } = server.address() as AddressInfo;
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${listening}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
