/**
 * Draws one cover with its lettering and writes it as PNG to the file named by its argument: a
 * process of its own, since fontconfig reads its configuration once per process. With
 * `PROJECT_FONTS=off` it draws through the machine's own configuration instead of the project's.
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { COVERS, COVER_WIDTH } from '../covers.js';
import { SHOP_HERO } from '../samples.js';
import { useProjectFonts } from './projectFonts.js';

if (process.env.PROJECT_FONTS !== 'off') useProjectFonts();
const width = 300;
const svg = COVERS['jungle-explorer']({ look: SHOP_HERO });
writeFileSync(
  process.argv[2],
  await sharp(Buffer.from(svg), { density: (72 * width) / COVER_WIDTH })
    .png()
    .toBuffer(),
);
