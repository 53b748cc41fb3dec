#!/usr/bin/env node
/**
 * Does the expensive work starve the shop? p99 latency of GET /api/products on the built server,
 * first with nothing else running, then while 8 photo uploads and 4 quick previews (each a visitor
 * of its own, with a real photo) are checked and drawn at once. Budget: at most 2x.
 *
 *   npm run bench:busy -w api                  (after npm run build)
 *   BENCH_SMOKE=1 npm run bench:busy -w api    (a few seconds, as CI runs it: the figures, no budget)
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { FIRST_VISIT_USAGE, PHOTO_CONSENT } from 'contracts/constants';
import { childPhoto, newVisitor, photoForm, smoke, startStorefront } from './benchKit.mjs';

const require = createRequire(import.meta.url);
const uploads = smoke ? 2 : 8;
const quickPreviews = smoke ? 1 : 4;
// Both phases are measured for the same time, which the work (8 uploads and 4 previews) outlasts.
const windowSeconds = smoke ? 1 : 6;
const ROUNDS = smoke ? 1 : 3;
const BUDGET = 2;
// A steady stream of shoppers, not a flood: the latency then shows a blocked event loop, not a saturated core.
const RATE = 200;
const usageStats = JSON.stringify(FIRST_VISIT_USAGE);
const photo = await childPhoto();
const storefront = await startStorefront({ port: Number(process.env.BENCH_PORT ?? 8194) });
const { origin } = storefront;

/** One visitor's upload of the photo, checked and (for a quick preview) drawn. */
async function postPhoto(url, fields) {
  const visitor = await newVisitor(origin);
  const body = await visitor.send('POST', url, photoForm({ ...fields, consent: PHOTO_CONSENT.version }, photo));
  if (body.status !== 'ok') throw new Error(`${url} answered ${JSON.stringify(body)}`);
}

/**
 * GET /api/products at RATE requests a second from 10 connections for some seconds, by autocannon in
 * a process of its own (shoppers are not in the server's or the uploaders' event loop): its latency.
 */
function productsLatency(seconds) {
  return new Promise((resolve, reject) => {
    const cli = require.resolve('autocannon/autocannon.js');
    const args = [cli, '-c', '10', '-R', String(RATE), '-d', String(seconds), '-j', `${origin}/api/products`];
    const client = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let output = '';
    client.stdout.on('data', (chunk) => (output += chunk));
    client.on('error', reject);
    client.on('close', () => {
      try {
        resolve(JSON.parse(output));
      } catch {
        reject(new Error(`autocannon answered no result: ${output.slice(0, 200)}`));
      }
    });
  });
}

try {
  // Warm the catalogue cache and the work pool (the face model loads once per thread).
  await fetch(`${origin}/api/products`);
  await postPhoto('/api/quickpreviews/', { gender: 'Girl', age: 5, usageStats });

  // Calm and busy phases alternate, and the medians are compared: this machine is shared and noisy.
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const calm = await productsLatency(windowSeconds);
    const started = performance.now();
    const work = Promise.all([
      ...Array.from({ length: uploads }, () =>
        postPhoto('/api/personalphotos/', {
          requestUuid: `23112026-${crypto.randomUUID()}`,
          firstName: 'Anaya',
          gender: 'Girl',
          age: 5,
          birthMonth: 8,
          bookId: 1,
          character: 'child',
        }),
      ),
      ...Array.from({ length: quickPreviews }, () => postPhoto('/api/quickpreviews/', { gender: 'Boy', age: 6, usageStats })),
    ]);
    const busy = await productsLatency(windowSeconds);
    await work;
    const workSeconds = (performance.now() - started) / 1000;
    if (workSeconds < windowSeconds)
      throw new Error(
        `The work took ${workSeconds.toFixed(1)} s, less than the ${windowSeconds} s measured: the busy window was partly calm.`,
      );
    rounds.push({ calm: calm.latency.p99, busy: busy.latency.p99, busyP50: busy.latency.p50, seconds: workSeconds });
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const calm = median(rounds.map((r) => r.calm));
  const busy = median(rounds.map((r) => r.busy));
  const ratio = busy / Math.max(calm, 1);
  console.log(
    `\nGET /api/products, ${RATE} requests a second from 10 connections (${new Date().toISOString().slice(0, 10)}), median of ${ROUNDS}:`,
  );
  console.log(`  calm: p99 ${calm} ms (rounds: ${rounds.map((r) => r.calm).join(', ')} ms)`);
  console.log(
    `  while ${uploads} photo uploads and ${quickPreviews} quick previews ran (${median(rounds.map((r) => r.seconds)).toFixed(1)} s): p99 ${busy} ms (rounds: ${rounds.map((r) => r.busy).join(', ')} ms), p50 ${median(rounds.map((r) => r.busyP50))} ms`,
  );
  console.log(`  p99 busy / calm: ${ratio.toFixed(2)} (budget ${BUDGET})`);
  if (!smoke && ratio > BUDGET) {
    console.error(`Over budget: the heavy work slows the catalogue ${ratio.toFixed(2)}x.`);
    process.exitCode = 1;
  }
} finally {
  storefront.stop();
}
