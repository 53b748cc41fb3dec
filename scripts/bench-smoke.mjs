#!/usr/bin/env node
/**
 * Every benchmark once in its short smoke mode (a few seconds each, after `npm run build`), so none
 * can rot unnoticed: a benchmark that fails makes the test run fail. Budgets are checked by the full
 * runs, not here.
 *
 * Two lanes side by side, each one benchmark at a time: the browser's (never two browsers at once),
 * and the server's. Each starts its own storefront on its own port; alone, a smoke keeps the machine
 * only 50-65 % busy (Lighthouse's simulated throttling, servers waiting on each other). Each
 * benchmark's output is printed whole once it ends.
 */
import { npmQuietly } from './npmQuietly.mjs';

const LANES = [
  [
    ['bench', 'e2e'],
    ['bench:main-thread', 'e2e'],
  ],
  [
    ['bench', 'api'],
    ['bench:generation', 'api'],
    ['bench:wholebook', 'api'],
    ['bench:hero', 'api'],
    ['bench:book-pdf', 'api'],
    ['bench:busy', 'api'],
    ['bench:fairness', 'api'],
    ['bench:voices', 'api'],
    ['bench:pages', 'api'],
    ['bench:scale', 'api'],
  ],
];

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

/** One benchmark in its smoke mode: its exit code, its output printed when it ends. */
async function runSmoke([script, workspace]) {
  const code = await npmQuietly(['run', script, '-w', workspace], {
    env: { ...process.env, BENCH_SMOKE: '1' },
    title: `${script} -w ${workspace} (smoke)`,
  });
  console.log(`< ${script} -w ${workspace}: ${code === 0 ? 'done' : `failed (${code})`} at ${seconds()} s`);
  return code;
}

const failures = await Promise.all(
  LANES.map(async (lane) => {
    for (const bench of lane) {
      const code = await runSmoke(bench);
      if (code !== 0) return code;
    }
    return 0;
  }),
);
const failed = failures.find((code) => code !== 0);
if (failed !== undefined) {
  console.error('a benchmark failed in its smoke mode');
  process.exit(failed);
}
