/**
 * Build step: renders the shop's illustrations and the sample books' covers (in each language) and
 * pages into the media folder the server serves, unless neither the art, the stories nor the drawing
 * of their covers has changed since the last render (a hash of them is kept beside the files).
 *
 *   node dist/modules/media/renderMedia.js [mediaDir]      (default: api/dist/media)
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAll, useProjectFonts } from 'story-art';
import { CONTENT_DIR, loadShopContent } from '../seed/index.js';
import { renderSamplePages } from './samplePages.js';

useProjectFonts();
const artDir = path.dirname(fileURLToPath(import.meta.resolve('story-art')));
const mediaDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../../media/', import.meta.url)));
const stampFile = path.join(mediaDir, '.art-hash');

const hash = createHash('sha256');
const modules = readdirSync(artDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
for (const file of modules.sort()) hash.update(file).update(readFileSync(path.join(artDir, file)));
const stories = readdirSync(CONTENT_DIR).filter((file) => /^(products|stories\..+)\.json$/.test(file));
for (const file of stories.sort()) hash.update(file).update(readFileSync(path.join(CONTENT_DIR, file)));
for (const module of ['./samplePages.js', './sampleBooks.js', '../imaging/covers/bookCover.js', '../imaging/covers/coverWords.js']) {
  hash.update(readFileSync(fileURLToPath(new URL(module, import.meta.url))));
}
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
  const started = Date.now();
  const pages = await renderSamplePages(mediaDir, loadShopContent().products);
  console.log(`[art] wrote ${pages} sample book covers and pages in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  writeFileSync(stampFile, digest);
}
