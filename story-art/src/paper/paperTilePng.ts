import sharp from 'sharp';
import { paperTileSvg } from './paperFilter.js';

/** The grain tile rasterised: PNG, one pixel per unit. */
export const paperTilePng = () => sharp(Buffer.from(paperTileSvg())).png({ compressionLevel: 9 }).toBuffer();
