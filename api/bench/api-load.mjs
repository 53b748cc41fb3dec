#!/usr/bin/env node
/**
 * API load benchmark on loopback against the built server with its embedded SQLite database:
 *   1. GET /api/products with autocannon: requests per second and latency percentiles;
 *   2. whole order funnels (quote, place, checkout, coupon, payment, sandbox pay, confirmation)
 *      run by concurrent visitors: funnels per second and per-step latency.
 *
 *   npm run bench -w api           (after npm run build)
 *   BENCH_SECONDS=20 BENCH_FUNNEL_WORKERS=32 npm run bench -w api
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');
const port = Number(process.env.BENCH_PORT ?? 8192);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const workers = Number(process.env.BENCH_FUNNEL_WORKERS ?? 16);
const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));

const { openDatabase } = await import(path.join(dist, 'db/openDatabase.js'));
const { seedDatabase } = await import(path.join(dist, 'seed/seedDatabase.js'));
const { createBookRequest } = await import(path.join(dist, 'orders/bookRequests.js'));

/** Book requests for the funnels, made the way the personalization flow makes them. */
async function prepareRequests(count) {
  const { db, close } = await openDatabase({ databaseUrl: null, dataDir });
  await seedDatabase(db);
  const ids = [];
  for (let i = 0; i < count; i += 1) {
    const requestUuid = `22112026-${crypto.randomUUID()}`;
    await createBookRequest(db, {
      requestUuid,
      productId: 1,
      childFirstName: 'Bench',
      gender: 'Girl',
      age: 5,
      birthMonth: 7,
      sessionId: null,
    });
    ids.push(requestUuid);
  }
  await close();
  return ids;
}

async function startServer() {
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server under load
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(dist, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('The server did not start: run `npm run build` first.');
}

function products() {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${origin}/api/products`, connections: 64, pipelining: 1, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const address = {
  firstName: 'Priya',
  lastName: 'Sharma',
  addressLine1: 'Flat 12B, Lotus Residency',
  addressLine2: '14th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'KA',
  stateName: 'Karnataka',
  zip: '560038',
  country: 'IN',
  phoneNumber: '+919876543210',
  phoneCode: '+91',
};

const stepTimes = {};

async function timed(step, promise) {
  const started = performance.now();
  const response = await promise;
  (stepTimes[step] ??= []).push(performance.now() - started);
  if (!response.ok) throw new Error(`${step} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function funnel(requestUuid) {
  const tokenResponse = await fetch(`${origin}/api/csrf-token?_=${Date.now()}`);
  const cookie = tokenResponse.headers.get('set-cookie').split(';')[0];
  const { csrf_token } = await tokenResponse.json();
  const send = (method, url, body) =>
    fetch(`${origin}${url}`, {
      method,
      headers: { cookie, 'x-csrf-token': csrf_token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const base = `/api/orders/${requestUuid}`;
  await timed(
    'quote',
    send('POST', '/api/orders', {
      requestUuid,
      orderType: 'product',
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phoneNumber: '+919876543210',
      country: 'India',
    }),
  );
  await timed('place', send('PATCH', `${base}/place`, { printType: 'Hardcover', printSize: 'Square 8 x 8 in (20 x 20 cm)' }));
  await timed('checkout', send('PATCH', `${base}/checkout`, { deliveryAddress: address, billingAddress: address }));
  await timed('coupon', send('PATCH', `${base}/discount`, { couponCode: 'HEROTALE10' }));
  const { razorpayOrderId } = await timed('payment_initiation', send('PATCH', `${base}/payment_initiation`, { paymentFor: 'product' }));
  const paid = await timed(
    'sandbox_pay',
    send('POST', '/api/payments/sandbox/pay', { orderId: razorpayOrderId, cardNumber: '4111111111111111' }),
  );
  const confirmed = await timed(
    'payment_confirmation',
    send('PATCH', `${base}/payment_confirmation`, {
      requestUuid,
      paymentFor: 'product',
      paymentSuccess: true,
      razorpayOrderId,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpaySignature: paid.razorpay_signature,
    }),
  );
  if (!confirmed.paymentConfirmed) throw new Error(`funnel ${requestUuid} was not confirmed`);
}

async function funnels(requests) {
  let next = 0;
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline && next < requests.length) {
        await funnel(requests[next++]);
        done += 1;
      }
    }),
  );
  return { done, elapsed: (performance.now() - started) / 1000 };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

const requests = await prepareRequests(Number(process.env.BENCH_FUNNEL_REQUESTS ?? 12000));
const server = await startServer();
try {
  const result = await products();
  console.log(`\nGET /api/products, ${seconds} s, 64 connections:`);
  console.log(
    `  ${Math.round(result.requests.average)} requests/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  const run = await funnels(requests);
  console.log(`\nWhole order funnels (7 calls each), ${workers} concurrent visitors:`);
  console.log(`  ${run.done} funnels in ${run.elapsed.toFixed(1)} s = ${(run.done / run.elapsed).toFixed(0)} funnels/s`);
  for (const [step, times] of Object.entries(stepTimes)) {
    console.log(`  ${step.padEnd(22)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`);
  }
} finally {
  server.kill('SIGTERM');
}
