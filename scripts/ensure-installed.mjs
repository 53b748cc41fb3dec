#!/usr/bin/env node
// Installs the workspace's exact dependencies with `npm ci` when node_modules is missing, older than
// the lockfile or built for another Node.js (native modules are compiled for one), so the README's
// commands work on a fresh machine and stay fast on a warm one.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lockfile = path.join(root, 'package-lock.json');
const installed = path.join(root, 'node_modules', '.package-lock.json');

const builtFor = path.join(root, 'node_modules', '.built-for-node');
const readBuiltFor = () => (existsSync(builtFor) ? readFileSync(builtFor, 'utf8').trim() : null);

const fresh =
  existsSync(installed) && statSync(installed).mtimeMs >= statSync(lockfile).mtimeMs && readBuiltFor() === process.versions.modules;
if (fresh) {
  console.log('Dependencies are installed and match package-lock.json.');
} else {
  console.log('Installing dependencies with npm ci ...');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(builtFor, `${process.versions.modules}\n`);
}
