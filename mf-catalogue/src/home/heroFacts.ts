import type { ProductPriceSummaryLine } from 'shared-contracts';

/** The least a printed book costs: the lowest of the story's price lines, which are the prices an order is charged. */
export function lowestPrice(lines: readonly ProductPriceSummaryLine[]): number | null {
  return lines.length ? Math.min(...lines.map((line) => line.price)) : null;
}

/**
 * A story cover's smaller renderings beside it (the shop renders covers 320, 640 and 960 px wide, named
 * `cover-<width>.webp`), so a phone fetches the 320 px one for a 128 px book; any other address stays as it is.
 */
export function coverSources(url: string): { src: string; srcSet?: string } {
  if (!/-640\.webp$/.test(url)) return { src: url };
  const at = (width: number) => `${url.replace(/-640\.webp$/, `-${width}.webp`)} ${width}w`;
  return { src: url, srcSet: [at(320), at(640)].join(', ') };
}
