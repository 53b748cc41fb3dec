#!/usr/bin/env node
/**
 * Every benchmark once in its short smoke mode (a few seconds each, after `npm run build`), so none
 * can rot unnoticed: a benchmark that fails makes the test run fail. Budgets are checked by the full
 * runs, not here.
 */
import { spawnSync } from 'node:child_process';

const SMOKES = [
  ['bench', 'e2e'],
  ['bench:main-thread', 'e2e'],
  ['bench', 'api'],
  ['bench:generation', 'api'],
  ['bench:hero', 'api'],
  ['bench:book-pdf', 'api'],
  ['bench:busy', 'api'],
  ['bench:pages', 'api'],
  ['bench:scale', 'api'],
];

for (const [script, workspace] of SMOKES) {
  console.log(`\n> ${script} -w ${workspace} (smoke)`);
  const started = performance.now();
  const run = spawnSync('npm', ['run', script, '-w', workspace], { stdio: 'inherit', env: { ...process.env, BENCH_SMOKE: '1' } });
  console.log(`< ${script} -w ${workspace}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (run.status !== 0) {
    console.error(`${script} failed in its smoke mode`);
    process.exit(run.status ?? 1);
  }
}
