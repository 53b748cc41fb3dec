/**
 * The grain measure's floor: the same page drawn entirely in vector, the book's own drawn face where
 * the painted likeness would be, kept as the shop keeps its pages. None of its "grain" is the photo's
 * (it is the ink's edges and the WebP encoder's), so it is as low as a painted face can come.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SCENE_WIDTH, SCENES } from 'story-art';
import { dist } from '../benchKit.mjs';
import { grain } from './faceMeasures.mjs';

const products = JSON.parse(readFileSync(path.join(dist, '../src/seed/content/products.json'), 'utf8'));
const { PAGE_WEBP } = await import(path.join(dist, 'personalization/generators/drawnPage.js'));

/** The drawn-face page's grain in the page face's box (the hero stands in the same place in both). */
export async function drawnFaceGrain({ bookId, page, option, gender, skinToneHex }, picture, box) {
  const product = products.find((p) => p.productId === bookId);
  const { scene } = product.story.pages.find((p) => p.pageNumber === page);
  const svg = SCENES[product.slug][scene]({ skinTone: skinToneHex, hair: gender === 'Girl' ? 'long' : 'short', variant: option });
  const { width } = await sharp(picture).metadata();
  const drawn = await sharp(Buffer.from(svg), { density: (72 * width) / SCENE_WIDTH })
    .resize({ width })
    .webp(PAGE_WEBP)
    .toBuffer();
  return grain(drawn, box);
}
