import { spawn } from 'node:child_process';

/**
 * Runs `npm <args>` with its output held back and printed whole once it ends (so scripts run side by
 * side do not interleave their logs), under `title` when given; resolves to its exit code.
 */
export function npmQuietly(args, { env = process.env, title } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (title) process.stdout.write(`\n> ${title}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}
