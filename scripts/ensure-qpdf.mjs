#!/usr/bin/env node
// The print files' tests check every PDF with qpdf --check, as a printer's intake would. Installs
// Debian's qpdf when it is missing; CI runs as root.
import { execSync } from 'node:child_process';

const found = () => {
  try {
    return execSync('qpdf --version', { encoding: 'utf8' }).split('\n')[0];
  } catch {
    return null;
  }
};

if (found()) {
  console.log(`Using ${found()}`);
} else {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  console.log("Installing Debian's qpdf (the print files' tests check every PDF with it) ...");
  try {
    execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq qpdf`, { stdio: 'inherit' });
  } catch {
    console.error("Could not install qpdf with apt-get. Install Debian's qpdf package (apt-get install qpdf), then run the tests again.");
    process.exit(1);
  }
}
