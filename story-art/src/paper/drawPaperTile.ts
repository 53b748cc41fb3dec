/** Draws the paper's grain tile again into paperTile.ts (npm run paper:tile -w story-art). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { paperTilePng } from './paperTilePng.js';

const target = fileURLToPath(new URL('./paperTile.ts', import.meta.url));
const png = await paperTilePng();
writeFileSync(
  target,
  `// Drawn by drawPaperTile.ts from paperFilter.ts; paperTile.test.ts checks it still matches.\n` +
    `export const PAPER_TILE_PNG = '${png.toString('base64')}';\n`,
);
console.log(`Wrote ${target} (${png.length} bytes of PNG)`);
