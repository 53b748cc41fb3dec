/**
 * Build step: renders the shop's illustrations into the media folder the server serves, unless the
 * art has not changed since the last render (a hash of the art modules is kept beside the files).
 *
 *   node dist/art/renderMedia.js [mediaDir]      (default: api/dist/media)
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAll } from './render.js';

const artDir = path.dirname(fileURLToPath(import.meta.url));
const mediaDir = path.resolve(process.argv[2] ?? path.join(artDir, '../media'));
const stampFile = path.join(mediaDir, '.art-hash');

const hash = createHash('sha256');
for (const file of readdirSync(artDir)
  .filter((f) => f.endsWith('.js'))
  .sort())
  hash.update(readFileSync(path.join(artDir, file)));
const digest = hash.digest('hex');

let previous = '';
try {
  previous = readFileSync(stampFile, 'utf8').trim();
} catch {
  // first render
}

if (previous === digest) {
  console.log(`[art] ${mediaDir} is up to date`);
} else {
  await renderAll(mediaDir);
  writeFileSync(stampFile, digest);
}
