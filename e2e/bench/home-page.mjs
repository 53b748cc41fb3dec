#!/usr/bin/env node
/**
 * Home-page budget benchmark: the gzip bytes of JavaScript that loading `/` costs, and Lighthouse's
 * mobile performance score for `/` (median of several runs), against the built storefront on the
 * real server. Prints a summary and writes bench-results/home-page.json.
 *
 *   npm run bench            (after npm run build)
 *   BENCH_RUNS=5 npm run bench
 *   BENCH_SMOKE=1 npm run bench   (one Lighthouse run, as CI runs it)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { smoke, startStorefront } from '../../api/bench/benchKit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const runs = Number(process.env.BENCH_RUNS ?? (smoke ? 1 : 3));
const BUDGET = { jsGzipBytes: 100 * 1024, performanceScore: 98 };

/** Bytes on the wire for a gzip-only client (compressing ourselves if the server sent it plain). */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve(response.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body, { level: 9 }).length);
        });
      })
      .on('error', reject);
  });
}

async function measureJavaScript() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: flags });
  const page = await browser.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) scripts.add(response.url());
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await browser.close();
  const files = [];
  for (const url of scripts) files.push({ url: url.replace(origin, ''), gzipBytes: await gzipBytes(url) });
  files.sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { total: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}

async function lighthouseRun() {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...flags, '--headless=new'] });
  try {
    const { lhr } = await lighthouse(`${origin}/`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (lhr.runtimeError) return { error: lhr.runtimeError.message };
    const value = (id) => lhr.audits[id].numericValue;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

/** Lighthouse's own trace recording fails now and then (NO_NAVSTART): such a run is repeated, not scored. */
async function lighthouseScores() {
  const scores = [];
  let failures = 0;
  while (scores.length < runs) {
    const run = await lighthouseRun();
    if (!run.error) scores.push(run);
    else if (++failures > runs) throw new Error(`Lighthouse failed ${failures} times: ${run.error}`);
  }
  const sorted = [...scores].sort((a, b) => a.score - b.score);
  return { median: sorted[Math.floor(sorted.length / 2)], runs: scores, failedRuns: failures };
}

const storefront = await startStorefront({ port: Number(process.env.BENCH_PORT ?? 8191) });
const { origin } = storefront;
try {
  const javascript = await measureJavaScript();
  const performance = await lighthouseScores();
  const report = { measuredAt: new Date().toISOString(), budget: BUDGET, javascript, performance };
  if (!smoke) {
    mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'bench-results/home-page.json'), JSON.stringify(report, null, 2));
  }
  console.log('\nHome page (/): JavaScript loaded, gzip bytes');
  for (const file of javascript.files) console.log(`  ${String(file.gzipBytes).padStart(7)}  ${file.url}`);
  console.log(
    `  ${String(javascript.total).padStart(7)}  total (${(javascript.total / 1024).toFixed(1)} KB; budget ${BUDGET.jsGzipBytes / 1024} KB)`,
  );
  const m = performance.median;
  console.log(`\nLighthouse mobile performance, median of ${runs}: ${m.score} (budget ${BUDGET.performanceScore})`);
  console.log(
    `  FCP ${m.fcpMs} ms, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}; all runs: ${performance.runs.map((r) => r.score).join(', ')}`,
  );
} finally {
  storefront.stop();
}
