#!/usr/bin/env node
/**
 * Where the main thread's time goes while a page loads and hydrates: a Chrome performance trace of
 * each public page drawn on the server, at 4 x CPU slowdown (Lighthouse's mobile factor), on the real
 * server. Prints, per page, the long tasks (over 50 ms) with what ran in them (script evaluation by
 * file, parsing, style and layout, garbage collection) and the total blocking time they add up to,
 * the median of the runs; writes bench-results/main-thread.json. With BENCH_ANCHORS (see page-speed.mjs)
 * the anchors' home pages are traced too.
 *
 *   npm run bench:main-thread -w e2e             (after npm run build; 3 runs of each page)
 *   BENCH_RUNS=5 npm run bench:main-thread -w e2e
 *   BENCH_SMOKE=1 npm run bench:main-thread -w e2e   (the home page once, as CI runs it)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { smoke, startStorefront } from '../../api/bench/benchKit.mjs';
import { chromiumPath } from '../support/chromium.ts';
import { serveAnchors } from './anchors.mjs';
import { publicPages, repoRoot } from './publicPages.mjs';

const runs = Number(process.env.BENCH_RUNS ?? (smoke ? 1 : 3));
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** What a trace event did, in a word: the file a script ran from, or the kind of browser work. */
function kindOf(event) {
  const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url ?? '';
  // The file's name, without its folder or query (a trace's URL may also be an inline script's empty one).
  const file = url.split('?')[0].split('/').pop() ?? '';
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'FunctionCall':
    case 'TimerFire':
    case 'EventDispatch':
    case 'RunMicrotasks':
    case 'v8.run':
      return file ? `script ${file}` : 'script (inline or microtasks)';
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
    case 'ParseAuthorStyleSheet':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'CompositeLayers':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
      return 'garbage collection';
    default:
      return null;
  }
}

/** The long tasks of one page load: each with its length and its time by kind (direct children of the task). */
function longTasks(events) {
  // Each site gets a renderer of its own: the page's is the busiest of them.
  const renderers = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}/${e.tid}`);
  const busy = (key) => events.filter((e) => e.name === 'RunTask' && `${e.pid}/${e.tid}` === key).reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = renderers.sort((a, b) => busy(b) - busy(a))[0];
  const thread = events.filter((e) => e.ph === 'X' && `${e.pid}/${e.tid}` === main);
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.dur / 1000 > LONG_TASK_MS);
  return tasks.map((task) => {
    const inside = thread.filter((e) => e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e !== task);
    const byKind = {};
    // Time is given to the outermost event of a kind we name, so nested calls are not counted twice.
    const counted = [];
    for (const event of inside.sort((a, b) => a.ts - b.ts)) {
      if (counted.some((outer) => event.ts >= outer.ts && event.ts + event.dur <= outer.ts + outer.dur)) continue;
      // An event of a kind not named above, taking time of its own, is listed by its trace name.
      const kind = kindOf(event) ?? (event.dur / 1000 >= 5 ? event.name : null);
      if (!kind) continue;
      counted.push(event);
      byKind[kind] = (byKind[kind] ?? 0) + event.dur / 1000;
    }
    return { ms: task.dur / 1000, byKind };
  });
}

async function tracePage(browser, origin, pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
  // Hydration and the first effects finish after load: the trace runs on until the main thread has been quiet.
  await page.waitForTimeout(smoke ? 1500 : 3000);
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
  await context.close();
  const tasks = longTasks(trace.traceEvents);
  return { tasks, tbtMs: tasks.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0) };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};

const server = await startStorefront({ port: 8391 });
const served = await serveAnchors();
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
const results = {};
try {
  // The anchors' home pages, when built (BENCH_ANCHORS), traced the same way for comparison.
  const pages = [
    ...(smoke ? ['/'] : publicPages()).map((pagePath) => ({ name: pagePath, origin: server.origin, pagePath })),
    ...served.anchors.map((anchor) => ({ name: `${anchor.name} /`, origin: anchor.origin, pagePath: '/' })),
  ];
  for (const { name: pagePath, origin, pagePath: address } of pages) {
    const traces = [];
    for (let run = 0; run < runs; run += 1) traces.push(await tracePage(browser, origin, address));
    const typical = traces.find((trace) => trace.tbtMs === median(traces.map((t) => t.tbtMs)));
    results[pagePath] = {
      tbtMs: Math.round(typical.tbtMs),
      longestMs: Math.round(Math.max(0, ...typical.tasks.map((task) => task.ms))),
      tasks: typical.tasks.map((task) => ({
        ms: Math.round(task.ms),
        byKind: Object.fromEntries(
          Object.entries(task.byKind)
            .filter(([, ms]) => ms >= 5)
            .sort((a, b) => b[1] - a[1])
            .map(([kind, ms]) => [kind, Math.round(ms)]),
        ),
      })),
    };
    console.log(
      `${pagePath}: ${results[pagePath].tbtMs} ms blocking in ${typical.tasks.length} long tasks (longest ${results[pagePath].longestMs} ms)`,
    );
    for (const task of results[pagePath].tasks)
      console.log(
        `  ${task.ms} ms: ${Object.entries(task.byKind)
          .map(([kind, ms]) => `${kind} ${ms}`)
          .join(', ')}`,
      );
  }
} finally {
  await browser.close();
  served.stop();
  await server.stop();
}
mkdirSync(path.join(repoRoot, 'bench-results'), { recursive: true });
writeFileSync(
  path.join(repoRoot, 'bench-results/main-thread.json'),
  JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, runs, pages: results }, null, 2),
);
