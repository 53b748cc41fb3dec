#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails if any fails: `node scripts/run-together.mjs build lint`.
 * ESLint checks on one core, so beside a step that leaves a core idle part of the time it costs little
 * more than that step alone. Each script's output is printed whole once it ends, not interleaved.
 */
import { npmQuietly } from './npmQuietly.mjs';

const started = performance.now();
const codes = await Promise.all(
  process.argv.slice(2).map(async (script) => {
    const code = await npmQuietly(['run', script]);
    console.log(`< ${script}: ${code === 0 ? 'passed' : `failed (${code})`} at ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return code;
  }),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
