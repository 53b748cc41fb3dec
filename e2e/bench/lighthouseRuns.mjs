import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../support/chromium.ts';

const METRICS = ['score', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'longestTaskMs', 'longestScriptTaskMs'];

/**
 * A long task Lighthouse attributes to one of the page's scripts. The others it attributes to the
 * document or to nothing: the parser and the browser laying out and painting what the server sent,
 * which no script of ours runs. (Under simulated throttling Lighthouse gives no split of a task's
 * time by kind, so its attribution is the measure.)
 */
const isScriptTask = (task) => /\.m?js(\?|$)/.test(task.url);

async function lighthouseRun(url, config) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new'] });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      config,
    );
    if (lhr.runtimeError) return { error: lhr.runtimeError.message };
    const value = (id) => lhr.audits[id].numericValue;
    // A trace Lighthouse could not read gives no figures at all (NaN), with no error of its own.
    if (!Number.isFinite(value('first-contentful-paint'))) return { error: 'no figures in the trace' };
    const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: Math.round(value('first-contentful-paint')),
      lcpMs: Math.round(value('largest-contentful-paint')),
      tbtMs: Math.round(value('total-blocking-time')),
      cls: Number(value('cumulative-layout-shift').toFixed(3)),
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
      longestScriptTaskMs: Math.round(Math.max(0, ...tasks.filter(isScriptTask).map((task) => task.duration))),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * One Lighthouse run of a page (mobile unless a config is given). Its own trace recording fails now
 * and then (NO_NAVSTART, or a trace without figures): such a run is repeated, not scored.
 */
export async function scoredRun(url, config) {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouseRun(url, config);
    if (!run.error) return run;
    if (attempt >= 3) throw new Error(`Lighthouse failed ${attempt} times on ${url}: ${run.error}`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

export const medians = (runs) => Object.fromEntries(METRICS.map((key) => [key, median(runs.map((run) => run[key]))]));
