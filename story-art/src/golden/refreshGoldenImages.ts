/**
 * Writes the reference renderings again after an intended change to the art, then review them:
 *
 *   npm run golden:refresh -w story-art
 *
 * References of pictures that no longer exist are removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { useProjectFonts } from '../fonts/projectFonts.js';
import { encodeGolden, everyPicture, GOLDEN_DIR, goldenFile, renderSmall } from './goldenImages.js';

useProjectFonts();
const pictures = everyPicture();
rmSync(GOLDEN_DIR, { recursive: true, force: true });
for (const picture of pictures) {
  const file = goldenFile(picture.name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await encodeGolden(renderSmall(picture.svg())));
}
console.log(`Wrote ${pictures.length} reference renderings to ${GOLDEN_DIR}`);
