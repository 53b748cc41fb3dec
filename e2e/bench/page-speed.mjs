#!/usr/bin/env node
/**
 * Page-speed budgets against the built storefront on the real server, in one run with what it is
 * compared to: the same build drawing in the browser (SERVER_RENDERING=false, the control) and, when
 * BENCH_ANCHORS names the folder they are built in (docs/performance.md), the public storefronts A and
 * B. Lighthouse mobile (simulated throttling) for `/`, interleaved ours, control, A, B round by round,
 * then desktop; the gzip bytes of JavaScript each loads for `/`; then every other public page of ours
 * (its JavaScript, mobile TBT, longest task and longest script task, desktop score). Medians per metric. Prints the table
 * with ours / B, writes bench-results/page-speed.json; a budget missed fails the full run (budgets are
 * B's figures when B is measured, else the absolute ones below; the home page's JavaScript is a gate).
 *
 *   BENCH_ANCHORS=/path/to/anchors npm run bench   (after npm run build; 5 rounds, 3 per other page)
 *   BENCH_RUNS=3 npm run bench
 *   BENCH_SMOKE=1 npm run bench   (one round, one other page, no budgets, as CI runs it)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { smoke, startStorefront } from '../../api/bench/benchKit.mjs';
import { serveAnchors } from './anchors.mjs';
import { measureJavaScript } from './javascriptBytes.mjs';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';
import { medians, scoredRun } from './lighthouseRuns.mjs';
import { publicPages, repoRoot } from './publicPages.mjs';

const runs = Number(process.env.BENCH_RUNS ?? (smoke ? 1 : 5));
const pageRuns = smoke ? 1 : 3;
/** What the budgets are without B to compare to. */
const ABSOLUTE = { fcpMs: 1000, tbtMs: 150 };
/**
 * The budgets decided for this stack (docs/performance.md): home-page JavaScript a gate of its own,
 * TBT at most B's or 30 ms, whichever is more, and every public page scoring 98 on a phone.
 */
const BUDGET = {
  jsGzipKb: 190,
  tbtFloorMs: 30,
  mobileScore: 98,
  longestScriptTaskMs: 100,
  lcpShareOfB: 0.5,
  lcpShareOfControl: 0.5,
  cls: 0.01,
  desktopScore: 100,
};

const port = Number(process.env.BENCH_PORT ?? 8191);
const drawn = await startStorefront({ port });
// Clear of the server benchmarks' ports (8192-8199), which the smoke run starts beside this one.
const control = await startStorefront({ port: port + 100, env: { SERVER_RENDERING: 'false' } });
const served = await serveAnchors();
const ours = { name: 'ours', origin: drawn.origin };
const compared = [ours, ...served.anchors];
const sites = [ours, { name: 'control', origin: control.origin }, ...served.anchors];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const javascript = {};
  for (const site of compared) javascript[site.name] = await measureJavaScript(browser, `${site.origin}/`);
  const mobile = Object.fromEntries(sites.map((site) => [site.name, []]));
  const desktop = Object.fromEntries(compared.map((site) => [site.name, []]));
  // Round by round, so every site meets the same moments of a shared machine.
  for (let round = 0; round < runs; round += 1) for (const site of sites) mobile[site.name].push(await scoredRun(`${site.origin}/`));
  for (let round = 0; round < runs; round += 1)
    for (const site of compared) desktop[site.name].push(await scoredRun(`${site.origin}/`, desktopConfig));
  const pages = {};
  for (const pagePath of smoke ? ['/faq'] : publicPages().filter((p) => p !== '/')) {
    const url = `${drawn.origin}${pagePath}`;
    const pageMobile = [];
    const pageDesktop = [];
    for (let round = 0; round < pageRuns; round += 1) {
      pageMobile.push(await scoredRun(url));
      pageDesktop.push(await scoredRun(url, desktopConfig));
    }
    pages[pagePath] = {
      jsGzipBytes: (await measureJavaScript(browser, url)).total,
      mobile: medians(pageMobile),
      desktop: medians(pageDesktop),
    };
  }

  const m = Object.fromEntries(Object.entries(mobile).map(([name, list]) => [name, medians(list)]));
  const d = Object.fromEntries(Object.entries(desktop).map(([name, list]) => [name, medians(list)]));
  const kb = (name) => javascript[name].total / 1024;
  const b = m.B ? { ...m.B, jsGzipKb: kb('B') } : null;
  const limits = {
    fcpMs: b?.fcpMs ?? ABSOLUTE.fcpMs,
    tbtMs: b ? Math.max(b.tbtMs, BUDGET.tbtFloorMs) : ABSOLUTE.tbtMs,
    lcpMs: b ? b.lcpMs * BUDGET.lcpShareOfB : m.control.lcpMs * BUDGET.lcpShareOfControl,
  };
  const by = b ? "B's" : 'absolute';
  const checks = [
    ['JS for / (gzip KB)', kb('ours'), '<=', BUDGET.jsGzipKb, 'gate'],
    ['mobile FCP (ms)', m.ours.fcpMs, '<=', limits.fcpMs, by],
    ['mobile LCP (ms)', m.ours.lcpMs, '<=', limits.lcpMs, b ? "0.5 x B's" : "0.5 x the control's"],
    ['mobile TBT (ms)', m.ours.tbtMs, '<=', limits.tbtMs, b ? "max(B's, 30 ms)" : 'absolute'],
    ['mobile longest script task (ms)', m.ours.longestScriptTaskMs, '<=', BUDGET.longestScriptTaskMs, ''],
    ['mobile CLS', m.ours.cls, '<=', BUDGET.cls, ''],
    ['mobile score', m.ours.score, '>=', BUDGET.mobileScore, 'idle machine'],
    ['desktop score', d.ours.score, '>=', BUDGET.desktopScore, ''],
    ...Object.entries(pages).flatMap(([pagePath, page]) => [
      [`${pagePath} mobile score`, page.mobile.score, '>=', BUDGET.mobileScore, 'idle machine'],
      [`${pagePath} mobile TBT (ms)`, page.mobile.tbtMs, '<=', limits.tbtMs, b ? "max(B's, 30 ms)" : 'absolute'],
      [`${pagePath} longest script task (ms)`, page.mobile.longestScriptTaskMs, '<=', BUDGET.longestScriptTaskMs, ''],
      [`${pagePath} desktop score`, page.desktop.score, '>=', BUDGET.desktopScore, ''],
    ]),
  ].map(([name, value, sense, limit, basis]) => ({
    name,
    value,
    sense,
    limit,
    basis,
    met: sense === '<=' ? value <= limit : value >= limit,
  }));

  const report = {
    measuredAt: new Date().toISOString(),
    runs,
    pageRuns,
    javascript,
    mobile,
    desktop,
    medians: { mobile: m, desktop: d },
    pages,
    checks,
  };
  if (!smoke) {
    mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
    writeFileSync(path.join(repoRoot, 'bench-results/page-speed.json'), JSON.stringify(report, null, 2));
  }
  console.log(`\nHome page (/), Lighthouse medians of ${runs} interleaved rounds (${report.measuredAt}):`);
  console.log('  site       score  FCP ms  LCP ms  TBT ms  longest (script)  CLS    JS KB  desktop');
  for (const site of sites) {
    const r = m[site.name];
    const js = javascript[site.name] ? kb(site.name).toFixed(1) : '';
    console.log(
      `  ${site.name.padEnd(9)} ${String(r.score).padStart(6)} ${String(r.fcpMs).padStart(7)} ${String(r.lcpMs).padStart(7)} ${String(r.tbtMs).padStart(7)} ${String(r.longestTaskMs).padStart(8)} ${`(${r.longestScriptTaskMs})`.padStart(8)}  ${r.cls.toFixed(3)} ${js.padStart(6)}  ${d[site.name]?.score ?? ''}`,
    );
  }
  if (b) {
    const ratio = (key) => (b[key] ? (m.ours[key] / b[key]).toFixed(2) : 'n/a');
    console.log(
      `  ours / B: FCP ${ratio('fcpMs')}, LCP ${ratio('lcpMs')}, TBT ${ratio('tbtMs')}, JS ${(kb('ours') / b.jsGzipKb).toFixed(2)}`,
    );
  }
  console.log('\nOur JavaScript for /, gzip bytes:');
  for (const file of javascript.ours.files) console.log(`  ${String(file.gzipBytes).padStart(7)}  ${file.url}`);
  console.log(`\nEvery other public page, medians of ${pageRuns}:`);
  for (const [pagePath, page] of Object.entries(pages))
    console.log(
      `  ${pagePath.padEnd(32)} JS ${(page.jsGzipBytes / 1024).toFixed(1)} KB, mobile ${page.mobile.score} (TBT ${page.mobile.tbtMs} ms, longest ${page.mobile.longestTaskMs} ms, of script ${page.mobile.longestScriptTaskMs} ms), desktop ${page.desktop.score}`,
    );
  console.log('\nBudgets:');
  for (const check of checks)
    console.log(
      `  ${check.met ? 'met    ' : 'NOT met'}  ${check.name}: ${Number(check.value.toFixed(3))} (${check.sense} ${Number(check.limit.toFixed(1))}${check.basis ? `, ${check.basis}` : ''})`,
    );
  if (!smoke && checks.some((check) => !check.met)) process.exitCode = 1;
} finally {
  await browser.close();
  served.stop();
  drawn.stop();
  control.stop();
}
