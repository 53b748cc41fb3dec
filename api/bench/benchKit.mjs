/**
 * What every benchmark needs: the built storefront started on its own port and data folder, a
 * visitor with a session and anti-forgery token, the child photo they upload, and whether this is
 * CI's short smoke run (BENCH_SMOKE=1: the figures without budgets, in a few seconds).
 */
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
export const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

export const smoke = process.env.BENCH_SMOKE === '1';

/** Limits high enough that the benchmark measures the work, not the rate limiter. */
export const UNLIMITED = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000000',
  REDRAWS_PER_BOOK_PER_DAY: '100000000',
  DRAWN_PAGES_PER_ADDRESS_PER_DAY: '100000000',
  UPLOADS_PER_ADDRESS_PER_DAY: '100000000',
};

/**
 * Starts `api/dist/main.js` (after `npm run build`) and waits until it answers. `dataDir` is a new
 * temporary folder unless given. BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
 * profiles the server under load.
 */
export async function startStorefront({ port, env = {}, dataDir = mkdtempSync(path.join(tmpdir(), 'bench-')) }) {
  const origin = `http://127.0.0.1:${port}`;
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, path.join(dist, 'main.js')], {
    // A smoke run's paid orders build their book PDFs at e2e's low resolution, so the server stops in seconds.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(smoke ? { PRINT_DPI: '40' } : {}), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // Resolves once the server has gone: a storefront started next on the same port must not find this one answering.
  const stop = () => {
    server.kill('SIGTERM');
    return exited;
  };
  for (let i = 0; i < 200 && server.exitCode === null; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        const peakMemoryMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
        return { origin, dataDir, stop, peakMemoryMb };
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  stop();
  throw new Error('The storefront did not start: run `npm run build` first.');
}

/**
 * A new visitor: their own session and anti-forgery token (with `address`, from that network address). `send`
 * posts JSON or a form and answers the parsed body, throwing with the server's answer when the call fails.
 */
export async function newVisitor(origin, { requestKey, address } = {}) {
  // From a network address of its own, as a proxy the storefront trusts (TRUSTED_PROXIES) tells it.
  const from = address ? { 'x-forwarded-for': address } : {};
  const response = await fetch(`${origin}/api/csrf-token?_=${Date.now()}`, { headers: from });
  const cookie = response.headers.get('set-cookie').split(';')[0];
  const { csrf_token: token } = await response.json();
  const headers = { cookie, 'x-csrf-token': token, ...from, ...(requestKey ? { 'x-request-key': requestKey } : {}) };
  async function send(method, url, body) {
    const form = body instanceof FormData;
    const answer = await fetch(`${origin}${url}`, {
      method,
      headers: { ...headers, ...(form || body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: form || body === undefined ? body : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  }
  return { cookie, token, send, get: (url) => send('GET', url) };
}

/** A child's portrait: a crop of face-api's demo photo, the same in every benchmark. */
export async function childPhoto() {
  const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample3.jpg');
  return sharp(readFileSync(demo)).extract({ left: 880, top: 30, width: 520, height: 680 }).jpeg().toBuffer();
}

/** Polls a book's preview until the given pages are available; throws when one of them failed. */
export async function untilPagesAvailable(visitor, requestUuid, pages) {
  for (;;) {
    const preview = await visitor.get(`/api/bookpreviews/${requestUuid}`);
    if (pages.every((p) => preview.previewPagesStatus[p] === 'available')) return preview;
    if (pages.some((p) => preview.previewPagesStatus[p] === 'error')) throw new Error('a page failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A multipart form of the given fields and the photo, as the upload forms send it. */
export function photoForm(fields, photo) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'child_photo.jpg');
  return form;
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The delivery and billing address every benchmark's order is sent to. */
export const ADDRESS = {
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

/** The buyer of every benchmark's deposit and order. */
export const customer = (requestUuid, orderType) => ({
  requestUuid,
  orderType,
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phoneNumber: '+919876543210',
  country: 'India',
});

/**
 * Pays through the sandbox provider as its checkout script would: a payment id signed with the
 * storefront's SANDBOX_PAYMENT_SECRET, sent to the confirmation call; throws unless it is confirmed.
 */
export async function paySandbox(visitor, secret, requestUuid, paymentFor, razorpayOrderId) {
  const paymentId = `pay_${randomBytes(8).toString('hex')}`;
  const paid = await visitor.send('PATCH', `/api/orders/${requestUuid}/payment_confirmation`, {
    requestUuid,
    paymentFor,
    paymentSuccess: true,
    razorpayOrderId,
    razorpayPaymentId: paymentId,
    razorpaySignature: createHmac('sha256', secret).update(`${razorpayOrderId}|${paymentId}`).digest('hex'),
  });
  if (!paid.paymentConfirmed) throw new Error(`${paymentFor} payment: ${JSON.stringify(paid)}`);
}
