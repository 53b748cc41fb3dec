import type { Db } from '../../platform/db/database.js';

/** The trim size in inches from a print size's name; A4 and unknown names fall back to 8.27 x 11.69. */
export function trimSizeInches(printSize: string): { width: number; height: number } {
  const match = /(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*in/i.exec(printSize);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 8.27, height: 11.69 };
}

/** A page shape other than square, its width over its height, and its name in file names ('w1294' for 11 x 8.5 in). */
export interface PageShape {
  key: string;
  aspect: number;
}

/** The shape of pages `aspect` (width over height), or null for a square. */
export function pageShape(aspect: number): PageShape | null {
  const thousandths = Math.round(aspect * 1000);
  return thousandths === 1000 ? null : { key: `w${thousandths}`, aspect: thousandths / 1000 };
}

/** The shapes other than square of the sizes offered: a book's own cover is drawn in each, so it can be shown in its pages' shape. */
export async function offeredPageShapes(db: Db): Promise<PageShape[]> {
  const sizes = await db.selectFrom('print_sizes').select('size').distinct().execute();
  const shapes = sizes.map(({ size }) => trimSizeInches(size)).map((trim) => pageShape(trim.width / trim.height));
  return [...new Map(shapes.filter((shape) => shape !== null).map((shape) => [shape.key, shape])).values()];
}
