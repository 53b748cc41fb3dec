#!/usr/bin/env node
/**
 * Home-page budget benchmark against the built storefront on the real server: the gzip bytes of
 * JavaScript that loading `/` costs, and Lighthouse (mobile, simulated throttling) for `/` drawn on
 * the server, interleaved run by run with the same build drawing in the browser
 * (SERVER_RENDERING=false) as the control measured in the same conditions; then Lighthouse desktop.
 * Medians per metric. Prints the figures against the budgets and writes bench-results/home-page.json;
 * a budget not met fails the full run (on a busy machine the scores drop: quote the control too).
 *
 *   npm run bench            (after npm run build; 5 runs of each)
 *   BENCH_RUNS=3 npm run bench
 *   BENCH_SMOKE=1 npm run bench   (one run of each, no budgets, as CI runs it)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
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
const runs = Number(process.env.BENCH_RUNS ?? (smoke ? 1 : 5));
const BUDGET = {
  jsGzipKb: 127,
  mobileScore: 96,
  desktopScore: 100,
  fcpMs: 1000,
  lcpMs: 1500,
  lcpShareOfControl: 0.5,
  tbtMs: 150,
  cls: 0.01,
};

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

async function measureJavaScript(origin) {
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

async function lighthouseRun(origin, config) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...flags, '--headless=new'] });
  try {
    const { lhr } = await lighthouse(
      `${origin}/`,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      config,
    );
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
async function scoredRun(origin, config) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouseRun(origin, config);
    if (!run.error) return run;
    if (attempt >= 3) throw new Error(`Lighthouse failed ${attempt} times: ${run.error}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function medians(list) {
  return Object.fromEntries(['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'].map((key) => [key, median(list.map((run) => run[key]))]));
}

const drawn = await startStorefront({ port: Number(process.env.BENCH_PORT ?? 8191) });
const control = await startStorefront({ port: Number(process.env.BENCH_PORT ?? 8191) + 1, env: { SERVER_RENDERING: 'false' } });
try {
  const javascript = await measureJavaScript(drawn.origin);
  const mobile = { drawn: [], control: [] };
  for (let i = 0; i < runs; i += 1) {
    // Interleaved, so both meet the same moments of a shared machine.
    mobile.drawn.push(await scoredRun(drawn.origin));
    mobile.control.push(await scoredRun(control.origin));
  }
  const desktop = [];
  for (let i = 0; i < runs; i += 1) desktop.push(await scoredRun(drawn.origin, desktopConfig));
  const m = medians(mobile.drawn);
  const c = medians(mobile.control);
  const d = medians(desktop);
  const checks = [
    ['JS for / (gzip KB)', javascript.total / 1024, `<= ${BUDGET.jsGzipKb}`, javascript.total / 1024 <= BUDGET.jsGzipKb],
    ['mobile FCP (ms)', m.fcpMs, `<= ${BUDGET.fcpMs}`, m.fcpMs <= BUDGET.fcpMs],
    ['mobile LCP (ms)', m.lcpMs, `<= ${BUDGET.lcpMs}`, m.lcpMs <= BUDGET.lcpMs],
    ['mobile LCP / control LCP', m.lcpMs / c.lcpMs, `<= ${BUDGET.lcpShareOfControl}`, m.lcpMs / c.lcpMs <= BUDGET.lcpShareOfControl],
    ['mobile TBT (ms)', m.tbtMs, `<= ${BUDGET.tbtMs}`, m.tbtMs <= BUDGET.tbtMs],
    ['mobile CLS', m.cls, `<= ${BUDGET.cls}`, m.cls <= BUDGET.cls],
    ['mobile score', m.score, `>= ${BUDGET.mobileScore} (idle machine)`, m.score >= BUDGET.mobileScore],
    ['desktop score', d.score, `>= ${BUDGET.desktopScore}`, d.score >= BUDGET.desktopScore],
  ];
  const report = {
    measuredAt: new Date().toISOString(),
    runs,
    budget: BUDGET,
    javascript,
    mobile,
    desktop,
    medians: { drawn: m, control: c, desktop: d },
  };
  if (!smoke) {
    mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'bench-results/home-page.json'), JSON.stringify(report, null, 2));
  }
  console.log('\nHome page (/): JavaScript loaded, gzip bytes');
  for (const file of javascript.files) console.log(`  ${String(file.gzipBytes).padStart(7)}  ${file.url}`);
  console.log(`  ${String(javascript.total).padStart(7)}  total (${(javascript.total / 1024).toFixed(1)} KB)`);
  const line = (name, r) => `  ${name.padEnd(34)} score ${r.score}, FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}`;
  console.log(`\nLighthouse, medians of ${runs} (${report.measuredAt}):`);
  console.log(line('mobile, drawn on the server', m));
  console.log(line('mobile, control (drawn in browser)', c));
  console.log(line('desktop, drawn on the server', d));
  console.log(`  mobile scores: ${mobile.drawn.map((r) => r.score).join(', ')}; control: ${mobile.control.map((r) => r.score).join(', ')}`);
  console.log('\nBudgets:');
  for (const [name, value, budget, met] of checks)
    console.log(`  ${met ? 'met    ' : 'NOT met'}  ${name}: ${Number(value.toFixed(3))} (${budget})`);
  if (!smoke && checks.some(([, , , met]) => !met)) process.exitCode = 1;
} finally {
  drawn.stop();
  control.stop();
}
