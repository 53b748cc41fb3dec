import sharp from 'sharp';
import type { Outfit } from 'story-art';
import { heroPortrait } from 'story-art/portrait';
import { POINTS_PER_INCH } from '../../../catalogue/index.js';
import { embedPicture } from '../printedPictures.js';
import type { Rect } from '../boxedPage.js';
import { centreOf, drawnFrame, type InteriorPage } from './interiorPage.js';

/** The hero's full-length portrait's proportions (story-art's `figure`). */
const FIGURE = { width: 360, height: 520 };

/**
 * The hero as the parent confirmed them, waving, in a drawn frame as tall as `height` allows and
 * centred on the safe zone, its top at `top`; answers the frame's box.
 */
export async function drawHeroFigure(at: InteriorPage, top: number, height: number, outfit: Outfit = 'casual'): Promise<Rect> {
  const { doc, page, safe, content, settings, body } = at;
  const figureHeight = Math.min(height, (safe.width * 0.7 * FIGURE.height) / FIGURE.width);
  const width = (figureHeight * FIGURE.width) / FIGURE.height;
  const frame = { x: centreOf(safe) - width / 2, y: top - figureHeight, width, height: figureHeight };
  const pixels = Math.ceil((width / POINTS_PER_INCH) * settings.dpi);
  const portrait = await sharp(Buffer.from(heroPortrait(content.look, 'figure', outfit)), { density: (72 * pixels) / FIGURE.width })
    .resize({ width: pixels })
    .png()
    .toBuffer();
  drawnFrame(
    page,
    { x: frame.x - body * 0.4, y: frame.y - body * 0.4, width: width + body * 0.8, height: figureHeight + body * 0.8 },
    body * 0.7,
  );
  page.drawImage(await embedPicture(doc, portrait, width, settings.dpi), frame);
  return frame;
}
