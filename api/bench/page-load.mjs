#!/usr/bin/env node
/**
 * The storefront's page answers under load: `GET /` as a browser asks for it, 50 connections at
 * once (autocannon, loopback), against the built server drawing pages on the server (with its
 * short page cache, and without it), and against the same server with server rendering off as the
 * control. Budget: p99 at most 50 ms for pages drawn on the server.
 *
 *   npm run bench:pages -w api             (after npm run build)
 *   BENCH_SMOKE=1 npm run bench:pages -w api   (a second each, as CI runs it)
 */
import autocannon from 'autocannon';
import { smoke, startStorefront } from './benchKit.mjs';

const port = Number(process.env.BENCH_PORT ?? 8193);
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const CONNECTIONS = 50;
const BUDGET_P99_MS = 50;

const VARIANTS = [
  { name: 'drawn on the server', env: {} },
  { name: 'drawn on the server, no page cache', env: { SERVER_PAGE_CACHE_SECONDS: '0' } },
  { name: 'control: drawn in the browser', env: { SERVER_RENDERING: 'false' } },
];

function load(origin) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${origin}/`, connections: CONNECTIONS, duration: seconds, headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const results = [];
for (const variant of VARIANTS) {
  const storefront = await startStorefront({ port, env: variant.env });
  try {
    // The first page loads the remote's server build (cold, it can pass the render budget); the load measures the warm server.
    const page = () => fetch(`${storefront.origin}/`, { headers: { accept: 'text/html' } });
    await (await page()).text();
    const renderedBy = (await page()).headers.get('x-rendered-by');
    const result = await load(storefront.origin);
    results.push({ ...variant, renderedBy, result });
  } finally {
    await storefront.stop();
  }
}

console.log(`\nGET / (text/html), ${CONNECTIONS} connections, ${seconds} s each, ${new Date().toISOString()}`);
let failed = false;
for (const { name, renderedBy, result } of results) {
  const problems = result.errors + result.non2xx;
  console.log(
    `  ${name.padEnd(38)} (${renderedBy}): ${Math.round(result.requests.average)} pages/s; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; errors ${problems}`,
  );
  if (problems > 0) failed = true;
}
const drawn = results[0].result.latency.p99;
const withinBudget = drawn <= BUDGET_P99_MS;
console.log(`  budget: p99 of pages drawn on the server <= ${BUDGET_P99_MS} ms: ${withinBudget ? 'met' : 'NOT met'} (${drawn} ms)`);
if (results[0].renderedBy !== 'server') failed = true;
if (failed || (!smoke && !withinBudget)) process.exit(1);
