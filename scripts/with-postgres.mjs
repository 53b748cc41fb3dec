#!/usr/bin/env node
/**
 * Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster, so the API tests
 * run against PostgreSQL as well as SQLite. Installs Debian's postgresql when no server binaries are
 * found; uses TEST_DATABASE_URL as it is when already set.
 *
 *   node scripts/with-postgres.mjs jest
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres.mjs <command> [args...]');
  process.exit(2);
}

function run(env) {
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });
  return child.status ?? 1;
}

if (process.env.TEST_DATABASE_URL) process.exit(run({}));

function findBinDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return path.dirname(onPath);
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

let binDir = findBinDir();
if (!binDir) {
  console.log("Installing Debian's postgresql for the API tests ...");
  const install = 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql';
  execFileSync('sh', ['-c', process.getuid?.() === 0 ? install : `sudo sh -c '${install}'`], { stdio: 'inherit' });
  binDir = findBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found after installing postgresql');
}

const isRoot = process.getuid?.() === 0;
const dir = mkdtempSync(path.join(tmpdir(), 'storefront-pg-'));
chmodSync(dir, 0o777);
const asOwner = (tool, toolArgs) =>
  isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, tool), ...toolArgs]] : [path.join(binDir, tool), toolArgs];
const port = Number(process.env.TEST_POSTGRES_PORT ?? 55432);
const dataDir = path.join(dir, 'data');

function pg(tool, toolArgs) {
  const [bin, binArgs] = asOwner(tool, toolArgs);
  execFileSync(bin, binArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
}

let status = 1;
try {
  pg('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  pg('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    `-p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  console.log(`PostgreSQL for the tests on 127.0.0.1:${port}`);
  status = run({ TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` });
} finally {
  try {
    pg('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
  } catch {
    // the cluster did not start; nothing to stop
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
