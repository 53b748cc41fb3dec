#!/usr/bin/env node
/**
 * API load benchmark on loopback against the built server with its embedded SQLite database:
 *   1. GET /api/products with autocannon: requests per second and latency percentiles;
 *   2. whole order funnels (quote, place, checkout, coupon, payment, sandbox pay, confirmation)
 *      run by concurrent visitors: funnels per second and per-step latency.
 *
 *   npm run bench -w api           (after npm run build)
 *   BENCH_SMOKE=1 npm run bench -w api   (a few seconds, as CI runs it)
 *   BENCH_SECONDS=20 BENCH_FUNNEL_WORKERS=32 npm run bench -w api
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { useProjectFonts } from 'story-art';
import { ADDRESS, dist, newVisitor, percentile, smoke, startStorefront, UNLIMITED } from './benchKit.mjs';

// The shop's modules it loads carry the drawing code: whatever they draw here, in the project's own lettering.
useProjectFonts();

const port = Number(process.env.BENCH_PORT ?? 8192);
const seconds = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 10));
const workers = Number(process.env.BENCH_FUNNEL_WORKERS ?? (smoke ? 2 : 16));
const funnelRequests = Number(process.env.BENCH_FUNNEL_REQUESTS ?? (smoke ? 20 : 12000));

const { openShopDatabase } = await import(path.join(dist, 'shopDatabase.js'));
const { seedDatabase } = await import(path.join(dist, 'seedDatabase.js'));
const { createBookRequest } = await import(path.join(dist, 'modules/personalization/bookRequests.js'));
const { newRequestKey } = await import(path.join(dist, 'modules/personalization/access/requestAccess.js'));

/**
 * Books ready to order, written as the creation flow leaves them: the child's details with the
 * request's key (which the visitor's draft keeps) and a picture chosen for every page.
 */
async function prepareBooks(dataDir, count) {
  const { db, close } = await openShopDatabase({ databaseUrl: null, dataDir });
  await seedDatabase(db);
  const product = await db
    .selectFrom('products')
    .select(['product_id', 'story_pages'])
    .where('product_id', '=', 1)
    .executeTakeFirstOrThrow();
  const pages = Object.fromEntries(
    JSON.parse(product.story_pages).map(({ pageNumber }) => [pageNumber, `/media/pages/${pageNumber}.webp`]),
  );
  const books = [];
  for (let i = 0; i < count; i += 1) {
    const requestUuid = `22112026-${crypto.randomUUID()}`;
    const { key, hash } = newRequestKey();
    await createBookRequest(db, {
      requestUuid,
      productId: product.product_id,
      childFirstName: 'Bench',
      gender: 'Girl',
      age: 5,
      birthMonth: 7,
      sessionId: null,
      accessKeyHash: hash,
    });
    await db
      .insertInto('books')
      .values({
        request_uuid: requestUuid,
        product_id: product.product_id,
        pages: JSON.stringify(pages),
        created_at: new Date().toISOString(),
      })
      .execute();
    books.push({ requestUuid, key });
  }
  await close();
  return books;
}

function products(origin) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${origin}/api/products`, connections: 64, pipelining: 1, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const stepTimes = {};

async function timed(step, call) {
  const started = performance.now();
  const answer = await call;
  (stepTimes[step] ??= []).push(performance.now() - started);
  return answer;
}

async function funnel(origin, { requestUuid, key }) {
  const { send } = await newVisitor(origin, { requestKey: key });
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
  await timed('checkout', send('PATCH', `${base}/checkout`, { deliveryAddress: ADDRESS, billingAddress: ADDRESS }));
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

async function funnels(origin, books) {
  let next = 0;
  let done = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline && next < books.length) {
        await funnel(origin, books[next++]);
        done += 1;
      }
    }),
  );
  return { done, elapsed: (performance.now() - started) / 1000 };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'));
const books = await prepareBooks(dataDir, funnelRequests);
// Each paid order queues its print PDF, which these books (no photo, no preview) cannot give: the
// retries' warnings are not what is measured here (bench:book-pdf measures printing).
const storefront = await startStorefront({ port, dataDir, env: { ...UNLIMITED, LOG_LEVEL: 'error' } });
try {
  const result = await products(storefront.origin);
  console.log(`\nGET /api/products, ${seconds} s, 64 connections:`);
  console.log(
    `  ${Math.round(result.requests.average)} requests/s; latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; errors ${result.errors}, non-2xx ${result.non2xx}`,
  );
  const run = await funnels(storefront.origin, books);
  if (run.done === 0) throw new Error('No funnel finished in time.');
  console.log(`\nWhole order funnels (7 calls each), ${workers} concurrent visitors:`);
  console.log(`  ${run.done} funnels in ${run.elapsed.toFixed(1)} s = ${(run.done / run.elapsed).toFixed(0)} funnels/s`);
  for (const [step, times] of Object.entries(stepTimes)) {
    console.log(`  ${step.padEnd(22)} p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms`);
  }
} finally {
  storefront.stop();
}
