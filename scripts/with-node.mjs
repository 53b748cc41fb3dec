#!/usr/bin/env node
// Runs a command with the project's Node.js (see projectNode.mjs): `node scripts/with-node.mjs npm run test:all`.
// Every `node` and `npm` the command starts, down to the servers the browser tests start, is that one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { projectNodeDir } from './projectNode.mjs';

const [command, ...args] = process.argv.slice(2);
const nodeDir = projectNodeDir();
const env = nodeDir
  ? { ...process.env, PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH}`, npm_config_nodedir: nodeDir }
  : process.env;
const result = spawnSync(command, args, { stdio: 'inherit', env });
process.exit(result.status ?? 1);
