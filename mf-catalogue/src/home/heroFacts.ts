import type { ProductPriceSummaryLine } from 'shared-contracts';

/** The least a printed book costs: the lowest of the story's price lines, which are the prices an order is charged. */
export function lowestPrice(lines: readonly ProductPriceSummaryLine[]): number | null {
  return lines.length ? Math.min(...lines.map((line) => line.price)) : null;
}
