/**
 * Build step: renders the shop's illustrations into the media folder the server serves, unless the
 * art has not changed since the last render (a hash of story-art's built modules is kept beside the files).
 *
 *   node dist/media/renderMedia.js [mediaDir]      (default: api/dist/media)
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAll } from 'story-art';

const artDir = path.dirname(fileURLToPath(import.meta.resolve('story-art')));
const mediaDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../media', import.meta.url)));
const stampFile = path.join(mediaDir, '.art-hash');

const hash = createHash('sha256');
const modules = readdirSync(artDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
for (const file of modules.sort()) hash.update(file).update(readFileSync(path.join(artDir, file)));
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
