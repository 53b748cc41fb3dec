#!/usr/bin/env node
/**
 * Scale-out: two storefront instances behind one address (a small proxy here), separate worker
 * processes, one PostgreSQL (from scripts/with-postgres.mjs), one S3-compatible server (s3rver, in
 * this process). Visitors run the whole API funnel at once: a real photo, the preview, the deposit,
 * every page, the order and its sandbox payment; then each order's receipt and print PDF must
 * appear. First with one worker, then with two, during which one worker is killed (SIGKILL) and
 * started again, then one instance is stopped and started again.
 * Checked: every funnel paid, with one receipt and its PDF in the bucket; no page drawn twice except
 * the one the killed worker held; no answer of 500 or more. Reported: funnels per minute with one and
 * two workers, and p50/p99 of each step.
 *
 *   npm run bench:scale -w api                    (after npm run build; 37 minutes on 2 cores)
 *   BENCH_SMOKE=1 npm run bench:scale -w api      (1 visitor per phase; the worker stopped, not killed)
 *
 * Pages are drawn with one option and books printed at 100 dpi, so the run measures the shop's
 * plumbing more than the drawing (bench:generation and bench:book-pdf measure those).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { FIRST_VISIT_USAGE, PHOTO_CONSENT } from 'contracts/constants';
import { ADDRESS, childPhoto, customer, dist, newVisitor, paySandbox, percentile, photoForm, smoke, UNLIMITED } from './benchKit.mjs';

const VISITORS = Number(process.env.BENCH_VISITORS ?? (smoke ? 1 : 100));
const SANDBOX_SECRET = randomBytes(24).toString('hex');
const BASE_PORT = Number(process.env.BENCH_PORT ?? 8195);
const admin = process.env.TEST_DATABASE_URL;
if (!admin) throw new Error('Run through scripts/with-postgres.mjs (npm run bench:scale -w api), which starts PostgreSQL');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const photo = await childPhoto();

// One database and one bucket for the whole run.
const database = `herotales_scale_${randomBytes(4).toString('hex')}`;
const adminClient = new pg.Client({ connectionString: admin });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE ${database}`);
const databaseUrl = Object.assign(new URL(admin), { pathname: `/${database}` }).toString();
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(path.join(tmpdir(), 'scale-s3-')),
  configureBuckets: [{ name: 'scale', configs: [] }],
});
const { port: s3Port } = await s3.run();
const s3Endpoint = `http://127.0.0.1:${s3Port}`;
const storageUrl = `s3://S3RVER:S3RVER@scale/shop/?endpoint=${encodeURIComponent(s3Endpoint)}`;
const bucket = new S3Client({
  endpoint: s3Endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});
/** Every key under a folder of the shop's bucket. */
async function keysUnder(prefix) {
  const keys = [];
  let ContinuationToken;
  do {
    const page = await bucket.send(new ListObjectsV2Command({ Bucket: 'scale', Prefix: `shop/${prefix}`, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  return keys;
}

const shared = {
  ...UNLIMITED,
  DATABASE_URL: databaseUrl,
  STORAGE_URL: storageUrl,
  SANDBOX_PAYMENT_SECRET: SANDBOX_SECRET,
  PAGE_OPTIONS: '1',
  PRINT_DPI: '100',
  // The run measures building the books: each goes to print as soon as it is paid.
  REVIEW_WINDOW_HOURS: '0',
  LOG_LEVEL: 'warn',
  TRUSTED_PROXIES: '127.0.0.1',
  // A stopped instance still answers what reached it before it left the rotation.
  SHUTDOWN_GRACE_MS: '2000',
  // The AWS SDK's notice that its versions after January 2027 need Node 22 is not this run's business.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
};

/** A process of the built API (main.js or worker.js), its output prefixed, stopped and started at will. */
function processOf(script, name, env) {
  let child = null;
  const start = () => {
    child = spawn(process.execPath, [path.join(dist, script)], {
      env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), `scale-${name}-`)), ...shared, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  };
  const stop = (signal) =>
    new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill(signal);
    });
  return { name, start, stop };
}

const instances = [1, 2].map((n) => ({
  ...processOf('main.js', `instance-${n}`, { PORT: String(BASE_PORT + n), PAGE_WORKERS: '0' }),
  port: BASE_PORT + n,
}));
const workers = [1, 2].map((n) => processOf('worker.js', `worker-${n}`, { WORKER_CONCURRENCY: '1', WORK_THREADS: '1' }));

async function ready(port) {
  let last = 'no answer';
  for (let i = 0; i < 300; i += 1) {
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (answer.ok) return;
      last = `${answer.status} ${await answer.text()}`;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`The instance on port ${port} did not become ready (${last}): run \`npm run build\` first.`);
}

// The proxy, as a load balancer: round robin over the instances in rotation (an instance leaves it
// when it is being stopped, as a load balancer takes out an instance whose /api/ready fails, and comes
// back once ready); a request an instance refused to connect goes to another one.
const serverErrors = [];
let turn = 0;
const inRotation = new Set();
const proxy = http.createServer((request, response) => {
  const body = [];
  request.on('data', (chunk) => body.push(chunk));
  request.on('end', () => {
    const payload = Buffer.concat(body);
    const attempt = (tries) => {
      const pool = instances.filter((candidate) => inRotation.has(candidate));
      const instance = pool[turn++ % pool.length];
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: instance.port,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, 'x-forwarded-for': '127.0.0.1' },
        },
        (answer) => {
          if ((answer.statusCode ?? 0) >= 500)
            serverErrors.push(`${request.method} ${request.url} ${answer.statusCode} from ${instance.name}`);
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', (error) => {
        if (error.code === 'ECONNREFUSED' && tries < 10) return void setTimeout(() => attempt(tries + 1), 50);
        serverErrors.push(`${request.method} ${request.url}: ${error.message} at ${instance.name}`);
        response.writeHead(502).end();
      });
      upstream.end(payload);
    };
    attempt(0);
  });
});
// Idle connections are closed by the visitors' side first (after 4 s), as a load balancer's long
// keep-alive does: closed by the proxy at the moment a busy client reuses one, a request would be lost.
proxy.keepAliveTimeout = 60_000;
proxy.headersTimeout = 61_000;
await new Promise((resolve) => proxy.listen(BASE_PORT, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${BASE_PORT}`;

const steps = {};
async function step(name, work) {
  const started = performance.now();
  const result = await work();
  (steps[name] ??= []).push(performance.now() - started);
  return result;
}

/** Waits until every page asked for is drawn (pages not asked for yet stay pending); answers the preview. */
async function pagesDrawn(visitor, requestUuid) {
  for (;;) {
    const preview = await visitor.get(`/api/bookpreviews/${requestUuid}`);
    const statuses = Object.values({ ...preview.previewPagesStatus, ...preview.nonPreviewPagesStatus });
    if (statuses.includes('error')) throw new Error(`a page of ${requestUuid} failed`);
    if (statuses.every((status) => status === 'available' || status === 'pending')) return preview;
    await sleep(500);
  }
}

let visitorsStarted = 0;

/** One visitor's whole funnel, from the photo to the paid order; answers the request id. */
async function funnel() {
  const visitor = await newVisitor(origin);
  const requestUuid = `23112026-${crypto.randomUUID()}`;
  const child = {
    requestUuid,
    firstName: `Anaya${visitorsStarted++}`,
    gender: 'Girl',
    age: 5,
    birthMonth: 8,
    bookId: 1,
    character: 'child',
  };
  await step('upload the photo', async () => {
    const upload = await visitor.send('POST', '/api/personalphotos/', photoForm({ ...child, consent: PHOTO_CONSENT.version }, photo));
    if (upload.status === 'error') throw new Error(`upload: ${upload.message}`);
  });
  await step('preview pages drawn', async () => {
    await visitor.send('POST', '/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats: FIRST_VISIT_USAGE });
    await pagesDrawn(visitor, requestUuid);
  });
  await step('deposit paid', async () => {
    const { razorpayOrderId } = await visitor.send('POST', '/api/orders', customer(requestUuid, 'deposit'));
    await paySandbox(visitor, SANDBOX_SECRET, requestUuid, 'deposit', razorpayOrderId);
  });
  const preview = await step('every page drawn', async () => {
    const before = await visitor.get(`/api/bookpreviews/${requestUuid}`);
    const statuses = { ...before.previewPagesStatus, ...before.nonPreviewPagesStatus };
    const rest = Object.keys(statuses)
      .filter((page) => statuses[page] === 'pending')
      .map(Number);
    if (rest.length) {
      const range = { requestUuid, startPage: Math.min(...rest), endPage: Math.max(...rest) + 1, usageStats: FIRST_VISIT_USAGE };
      await visitor.send('POST', `/api/bookpreviews/${requestUuid}/generate-pages`, range);
    }
    return pagesDrawn(visitor, requestUuid);
  });
  await step('order paid', async () => {
    // A choice per preview page, as the preview screen records it.
    const selectedImages = Object.fromEntries(
      preview.pages
        .filter((page) => String(page.pageNumber) in preview.previewPagesStatus)
        .map((page) => [String(page.pageNumber), page.imageFileURL[0]]),
    );
    await visitor.send('POST', '/api/books/requests', { requestUuid, selectedImages });
    await visitor.send('POST', '/api/orders', customer(requestUuid, 'product'));
    await visitor.send('PATCH', `/api/orders/${requestUuid}/place`, { printType: 'Paperback', printSize: 'Square 8 x 8 in (20 x 20 cm)' });
    await visitor.send('PATCH', `/api/orders/${requestUuid}/checkout`, { deliveryAddress: ADDRESS, billingAddress: ADDRESS });
    const { razorpayOrderId } = await visitor.send('PATCH', `/api/orders/${requestUuid}/payment_initiation`, { paymentFor: 'product' });
    await paySandbox(visitor, SANDBOX_SECRET, requestUuid, 'product', razorpayOrderId);
  });
  return requestUuid;
}

const db = new pg.Client({ connectionString: databaseUrl });

/** Waits until every order's book is built and its receipt sent; answers the seconds it took after the last payment. */
async function booksAndReceipts(requestUuids) {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE b.status = 'done') AS built, count(*) FILTER (WHERE b.status = 'failed') AS failed,
              count(*) FILTER (WHERE e.status = 'sent') AS sent
         FROM book_pdfs b JOIN emails e ON e.request_uuid = b.request_uuid AND e.kind = 'order-receipt'
        WHERE b.request_uuid = ANY($1)`,
      [requestUuids],
    );
    const { built, failed, sent } = rows[0];
    if (Number(failed) > 0) throw new Error(`${failed} print PDFs failed`);
    if (Number(built) === requestUuids.length && Number(sent) === requestUuids.length) return (performance.now() - started) / 1000;
    await sleep(1000);
  }
}

/** A line every 10 s on the database's view of the run, so a long run shows where it is. */
function reportProgress(label) {
  const timer = setInterval(async () => {
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM page_jobs WHERE status = 'available') AS drawn, (SELECT count(*) FROM page_jobs WHERE status <> 'pending') AS asked,
              (SELECT count(*) FROM product_orders WHERE state = 'paid') AS paid, (SELECT count(*) FROM book_pdfs WHERE status = 'done') AS built,
              (SELECT count(*) FROM emails WHERE status = 'sent') AS sent`,
    );
    const { drawn, asked, paid, built, sent } = rows[0];
    console.log(`  ${label}: pages drawn ${drawn}/${asked}, orders paid ${paid}, books built ${built}, emails sent ${sent}`);
  }, 10_000);
  return () => clearInterval(timer);
}

async function phase(label, visitors, disturb) {
  const stopReporting = reportProgress(label);
  const started = performance.now();
  const done = Promise.all(Array.from({ length: visitors }, () => funnel()));
  // A funnel that fails while the run is disturbed is reported below, not as an unhandled rejection.
  done.catch(() => undefined);
  await disturb?.();
  const requestUuids = await done;
  const funnelSeconds = (performance.now() - started) / 1000;
  const settleSeconds = await booksAndReceipts(requestUuids);
  stopReporting();
  const minutes = (funnelSeconds + settleSeconds) / 60;
  console.log(
    `${label}: ${visitors} funnels paid in ${funnelSeconds.toFixed(0)} s, books and receipts ${settleSeconds.toFixed(0)} s later: ` +
      `${(visitors / minutes).toFixed(1)} funnels per minute`,
  );
  return { requestUuids, perMinute: visitors / minutes };
}

try {
  await db.connect();
  workers[0].start();
  for (const instance of instances) instance.start();
  for (const instance of instances) {
    await ready(instance.port);
    inRotation.add(instance);
  }
  console.log(`\nScale-out: ${VISITORS} visitors per phase, 2 instances behind a proxy, PostgreSQL, an S3-compatible bucket`);

  const one = await phase('1 worker', VISITORS);
  workers[1].start();
  const two = await phase('2 workers', VISITORS, async () => {
    await sleep(smoke ? 3_000 : 30_000);
    console.log(`  ${smoke ? 'stopping' : 'killing'} worker 1 and starting it again`);
    await workers[0].stop(smoke ? 'SIGTERM' : 'SIGKILL');
    workers[0].start();
    await sleep(smoke ? 2_000 : 20_000);
    console.log('  stopping instance 1 and starting it again');
    inRotation.delete(instances[0]);
    await instances[0].stop('SIGTERM');
    instances[0].start();
    await ready(instances[0].port);
    inRotation.add(instances[0]);
  });

  // Nothing lost, nothing done twice.
  const all = [...one.requestUuids, ...two.requestUuids];
  const paid = await db.query(`SELECT count(*) AS n FROM product_orders WHERE state = 'paid' AND request_uuid = ANY($1)`, [all]);
  const redrawn = await db.query(`SELECT count(*) AS n FROM page_jobs WHERE attempts > 1 AND request_uuid = ANY($1)`, [all]);
  const notDrawn = await db.query(`SELECT count(*) AS n FROM page_jobs WHERE status <> 'available' AND request_uuid = ANY($1)`, [all]);
  const receipts = new Map();
  for (const key of await keysUnder('outbox/')) {
    const object = await bucket.send(new GetObjectCommand({ Bucket: 'scale', Key: key }));
    const eml = await object.Body.transformToString();
    const request = all.find((id) => eml.includes(id));
    if (request && /Subject: Your Hero Tales receipt/.test(eml)) receipts.set(request, (receipts.get(request) ?? 0) + 1);
  }
  const books = new Set(await keysUnder('books/'));
  const booksKept = all.filter((id) => books.has(`shop/books/${id}-interior.pdf`) && books.has(`shop/books/${id}-cover.pdf`)).length;

  console.log(
    `Funnels per minute: 1 worker ${one.perMinute.toFixed(1)}, 2 workers ${two.perMinute.toFixed(1)} (ratio ${(two.perMinute / one.perMinute).toFixed(2)}, with the kill and restarts)`,
  );
  console.log('Step latency (ms):');
  for (const [name, times] of Object.entries(steps))
    console.log(
      `  ${name.padEnd(22)} p50 ${percentile(times, 50).toFixed(0).padStart(7)}  p99 ${percentile(times, 99).toFixed(0).padStart(7)}`,
    );
  console.log(
    `Paid ${paid.rows[0].n}/${all.length}; PDFs in the bucket ${booksKept}/${all.length}; receipts ${[...receipts.values()].filter((n) => n === 1).length}/${all.length} exactly once; ` +
      `pages drawn again ${redrawn.rows[0].n} (the killed worker's); pages not available ${notDrawn.rows[0].n}; answers of 500 or more ${serverErrors.length}`,
  );
  const failures = [
    Number(paid.rows[0].n) !== all.length && 'not every funnel is paid',
    booksKept !== all.length && 'a print PDF is missing from the bucket',
    all.some((id) => receipts.get(id) !== 1) && 'a receipt is missing or was sent twice',
    Number(redrawn.rows[0].n) > 1 && 'more pages were drawn twice than the killed worker held',
    Number(notDrawn.rows[0].n) > 0 && 'a page is not available',
    serverErrors.length > 0 && `server errors: ${serverErrors.slice(0, 5).join('; ')}`,
  ].filter(Boolean);
  if (failures.length) {
    console.error(`FAILED: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all([...instances, ...workers].map((p) => p.stop('SIGTERM')));
  proxy.close();
  await db.end().catch(() => undefined);
  await s3.close();
  await adminClient.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await adminClient.end();
}
