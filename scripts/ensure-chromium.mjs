#!/usr/bin/env node
// The browser tests and the benchmark drive Debian's chromium (Playwright cannot download its own
// browser here). Installs it with apt when it is missing; CI runs as root.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`Using ${CHROMIUM}`);
} else {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Installing Debian's chromium (${CHROMIUM} is missing) ...`);
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
}
