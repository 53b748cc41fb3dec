#!/usr/bin/env node
/**
 * Runs npm scripts side by side and fails if any fails: `node scripts/run-together.mjs build lint`.
 * ESLint checks on one core, so beside a step that leaves a core idle part of the time it costs little
 * more than that step alone. Each script's output is printed whole once it ends, not interleaved.
 */
import { spawn } from 'node:child_process';

const started = performance.now();
const codes = await Promise.all(
  process.argv.slice(2).map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(output));
          console.log(
            `< ${script}: ${code === 0 ? 'passed' : `failed (${code})`} at ${((performance.now() - started) / 1000).toFixed(1)} s`,
          );
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.find((code) => code !== 0) ?? 0);
