#!/usr/bin/env node
/**
 * Personalization benchmark against the built server with its embedded page worker:
 *   - quick preview answer time (three options of the featured story's first page);
 *   - seconds from POST /bookpreviews/ until the first batch of preview pages is available;
 *   - time per page and per option, pages per minute; the server's peak memory.
 * With BENCH_EXAMPLES_DIR set, the first pages are also written there as examples.
 *
 *   npm run bench:generation -w api          (after npm run build)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PHOTO_CONSENT } from 'shared-contracts/constants';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 8193);
const origin = `http://127.0.0.1:${port}`;
const usageStats = {
  quickPreviewsCount: 0,
  bookPreviewsCount: 0,
  sessionStart: null,
  sessionCount: 1,
  hasPurchased: false,
  lastPurchase: null,
};

const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample3.jpg');
const photo = await sharp(readFileSync(demo)).extract({ left: 880, top: 30, width: 520, height: 680 }).jpeg().toBuffer();

const server = spawn(process.execPath, [path.resolve(here, '../dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-gen-')),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const peakMemoryMb = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;

async function session() {
  const response = await fetch(`${origin}/api/csrf-token?_=${Date.now()}`);
  return { cookie: response.headers.get('set-cookie').split(';')[0], token: (await response.json()).csrf_token };
}

const send = (s, method, url, body) =>
  fetch(`${origin}${url}`, {
    method,
    headers: { cookie: s.cookie, 'x-csrf-token': s.token, ...(body instanceof FormData ? {} : { 'content-type': 'application/json' }) },
    body: body instanceof FormData ? body : JSON.stringify(body),
  }).then((r) => r.json());

const form = (fields) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, String(v));
  data.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'child_photo.jpg');
  return data;
};

async function until(s, requestUuid, pages) {
  for (;;) {
    const preview = await (await fetch(`${origin}/api/bookpreviews/${requestUuid}`, { headers: { cookie: s.cookie } })).json();
    if (pages.every((p) => preview.previewPagesStatus[p] === 'available')) return preview;
    if (pages.some((p) => preview.previewPagesStatus[p] === 'error')) throw new Error('a page failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

try {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const s = await session();

  const quickTimes = [];
  for (let i = 0; i < 3; i += 1) {
    const started = performance.now();
    const quick = await send(
      s,
      'POST',
      '/api/quickpreviews/',
      form({ gender: 'Girl', age: 5, usageStats: JSON.stringify(usageStats), consent: PHOTO_CONSENT.version }),
    );
    if (quick.status !== 'ok') throw new Error(`quick preview: ${JSON.stringify(quick)}`);
    quickTimes.push((performance.now() - started) / 1000);
  }
  console.log(`\nQuick preview (3 options): ${quickTimes.map((t) => t.toFixed(2)).join(' s, ')} s (first includes loading the face model)`);

  const requestUuid = `22112026-${crypto.randomUUID()}`;
  const upload = await send(
    s,
    'POST',
    '/api/personalphotos/',
    form({
      requestUuid,
      firstName: 'Anaya',
      gender: 'Girl',
      age: 5,
      birthMonth: 8,
      bookId: 1,
      character: 'child',
      consent: PHOTO_CONSENT.version,
    }),
  );
  if (upload.status !== 'ok') throw new Error(`upload: ${JSON.stringify(upload)}`);
  let started = performance.now();
  await send(s, 'POST', '/api/bookpreviews/', { requestUuid, bookId: 1, gender: 'Girl', age: 5, usageStats });
  const firstBatch = await until(s, requestUuid, [1, 2]);
  const firstBatchSeconds = (performance.now() - started) / 1000;
  console.log(
    `First batch (pages 1-2, ${firstBatch.pages[0].imageFileURL.length} options each) available after ${firstBatchSeconds.toFixed(2)} s`,
  );

  started = performance.now();
  await send(s, 'POST', `/api/bookpreviews/${requestUuid}/generate-pages`, { requestUuid, startPage: 3, endPage: 5, usageStats });
  const preview = await until(s, requestUuid, [3, 4]);
  const perPage = (performance.now() - started) / 1000 / 2;
  const options = preview.pages[0].imageFileURL.length;
  console.log(
    `Per page: ${perPage.toFixed(2)} s (${(perPage / options).toFixed(2)} s per option); ${(60 / perPage).toFixed(1)} pages per minute with one worker`,
  );
  console.log(`Server peak memory (VmHWM): ${peakMemoryMb().toFixed(0)} MB`);

  if (process.env.BENCH_EXAMPLES_DIR) {
    mkdirSync(process.env.BENCH_EXAMPLES_DIR, { recursive: true });
    for (const page of preview.pages.slice(0, 4)) {
      for (const [option, url] of page.imageFileURL.entries()) {
        const bytes = Buffer.from(await (await fetch(`${origin}${url}`, { headers: { cookie: s.cookie } })).arrayBuffer());
        writeFileSync(
          path.join(process.env.BENCH_EXAMPLES_DIR, `jungle-explorer-page-${page.pageNumber}-option-${option + 1}.webp`),
          bytes,
        );
      }
    }
    console.log(`Examples written to ${process.env.BENCH_EXAMPLES_DIR}`);
  }
} finally {
  server.kill('SIGTERM');
}
