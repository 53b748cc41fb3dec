#!/usr/bin/env node
// Installs Debian's package for a command the tests or benchmarks run, when it is missing; CI runs as root.
//   node scripts/ensure-debian-tool.mjs qpdf     (every print PDF is checked with qpdf --check, as a printer's intake would)
//   node scripts/ensure-debian-tool.mjs ffmpeg   (the family's recordings are checked and made playable with ffmpeg and ffprobe)
import { execSync } from 'node:child_process';

const VERSION_FLAG = { qpdf: '--version', ffmpeg: '-version' };
const tool = process.argv[2];
if (!(tool in VERSION_FLAG)) {
  console.error(`usage: ensure-debian-tool.mjs ${Object.keys(VERSION_FLAG).join('|')}`);
  process.exit(2);
}

const found = () => {
  try {
    return execSync(`${tool} ${VERSION_FLAG[tool]}`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n')[0];
  } catch {
    return null;
  }
};

if (found()) {
  console.log(`Using ${found()}`);
} else {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log(`Installing Debian's ${tool} ...`);
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${tool}`, { stdio: 'inherit' });
  } catch {
    console.error(`Could not install ${tool} with apt-get. Install Debian's ${tool} package (apt-get install ${tool}), then run again.`);
    process.exit(1);
  }
}
