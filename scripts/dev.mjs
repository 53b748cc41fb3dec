#!/usr/bin/env node
/**
 * Dev mode: the API with reload on change, the shell's dev server at http://127.0.0.1:8080 and a
 * dev server with hot reload for each remote, all against the local API.
 *
 *   npm run dev                      every remote from its dev server
 *   npm run dev -- mf-ordering       only mf-ordering from its dev server, the others from their builds
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The remotes and their dev ports, from the route table.
const { REMOTES } = await tsImport('../contracts/src/routes.ts', import.meta.url);
const REMOTE_PORTS = Object.fromEntries(Object.values(REMOTES).map(({ folder, devPort }) => [folder, devPort]));
const API_PORT = 8090;

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in REMOTE_PORTS));
if (unknown.length) {
  console.error(`Unknown remote ${unknown.join(', ')}; choose from ${Object.keys(REMOTE_PORTS).join(', ')}`);
  process.exit(2);
}
const devRemotes = asked.length ? asked : Object.keys(REMOTE_PORTS);

const remoteUrls = Object.fromEntries(
  devRemotes.map((folder) => [
    `REMOTE_URL_${folder.replace('-', '_').toUpperCase()}`,
    `http://127.0.0.1:${REMOTE_PORTS[folder]}/remoteEntry.js`,
  ]),
);

const children = [];
function run(name, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}]`.padEnd(15);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) console.log(`${prefix} ${line}`);
    });
  }
  child.on('exit', (code) => console.log(`${prefix} exited with ${code}`));
  children.push(child);
}

const bin = (tool) => path.join(root, 'node_modules/.bin', tool);
run('api', bin('tsx'), ['watch', '--conditions=source', 'src/main.ts'], path.join(root, 'api'), {
  PORT: String(API_PORT),
  ...remoteUrls,
});
run('shell', bin('webpack'), ['serve', '--mode', 'development'], path.join(root, 'shell'), {
  API_DEV_URL: `http://127.0.0.1:${API_PORT}`,
});
for (const folder of devRemotes) run(folder, bin('webpack'), ['serve', '--mode', 'development'], path.join(root, folder));

console.log(`Storefront in dev mode at http://127.0.0.1:8080 (remotes from dev servers: ${devRemotes.join(', ')})`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
