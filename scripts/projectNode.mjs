// The project's Node.js: the version in .node-version. A machine whose own Node.js is another major
// gets that version from the npm registry (the official build, packaged as node-<platform>-<arch>),
// kept in .tools/node, with its headers, so native modules compile against it without other downloads.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const wantedVersion = readFileSync(path.join(root, '.node-version'), 'utf8').trim();
const major = (version) => Number(version.replace(/^v/, '').split('.')[0]);
const localDir = path.join(root, '.tools', 'node');
const localNode = path.join(localDir, 'bin', 'node');

const versionOf = (node) => {
  try {
    return execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
};

/** Installs node-<platform>-<arch>@<version> from the registry into .tools/node (whole or not at all). */
function install() {
  const pkg = `node-${process.platform}-${process.arch}@${wantedVersion}`;
  console.log(`Node.js ${process.version} is not the project's ${wantedVersion}: installing ${pkg} into .tools/node ...`);
  const work = mkdtempSync(path.join(tmpdir(), 'project-node-'));
  try {
    const tarball = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', work], { cwd: work, encoding: 'utf8' }).trim();
    execFileSync('tar', ['xzf', path.join(work, tarball.split('\n').at(-1)), '-C', work]);
    mkdirSync(path.dirname(localDir), { recursive: true });
    rmSync(localDir, { recursive: true, force: true });
    renameSync(path.join(work, 'package'), localDir);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The folder of the Node.js to run the project with: null when the running one is the project's major,
 * else .tools/node, installed first when missing or of another version.
 */
export function projectNodeDir() {
  if (major(process.version) === major(wantedVersion)) return null;
  if (versionOf(localNode) !== `v${wantedVersion}`) install();
  if (versionOf(localNode) !== `v${wantedVersion}`) throw new Error(`Could not install Node.js ${wantedVersion} into ${localDir}`);
  return localDir;
}
