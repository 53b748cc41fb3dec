/**
 * The page as the book draws it without the photo: the same scene, option and hero, with the book's
 * own drawn face where the painted likeness would be, kept as the shop keeps its pages. The faces the
 * scenery has (a smiling sun, a monkey) are found on it as on the painted page; and its grain in the
 * hero's face box is the grain measure's floor: none of it is the photo's (it is the ink's edges and
 * the WebP encoder's), so it is as low as a painted face can come.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SCENE_WIDTH, SCENES } from 'story-art';
import { dist } from '../benchKit.mjs';

const products = JSON.parse(readFileSync(path.join(dist, '../src/modules/seed/content/products.json'), 'utf8'));
const { PAGE_WEBP } = await import(path.join(dist, 'modules/personalization/generators/drawnPage.js'));

export async function drawnFacePage({ bookId, page, option, gender, skinToneHex, width }) {
  const product = products.find((p) => p.productId === bookId);
  const { scene } = product.story.pages.find((p) => p.pageNumber === page);
  const svg = SCENES[product.slug][scene]({ skinTone: skinToneHex, hair: gender === 'Girl' ? 'long' : 'short', variant: option });
  return sharp(Buffer.from(svg), { density: (72 * width) / SCENE_WIDTH })
    .resize({ width })
    .webp(PAGE_WEBP)
    .toBuffer();
}
