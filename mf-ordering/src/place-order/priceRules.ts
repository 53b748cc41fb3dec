import type { PrintSizeVariation } from 'shared-contracts';

/** Percent off, rounded to a whole number; none unless the original price is higher. */
export function percentOff(price: number, originalPrice: number | undefined): number | null {
  if (originalPrice === undefined || originalPrice <= price || originalPrice <= 0) return null;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}

/** The price a card shows: the chosen size's, or the lowest before a size is chosen. */
export function shownVariation(variations: readonly PrintSizeVariation[], size: string | null): PrintSizeVariation | undefined {
  return variations.find((v) => v.size === size) ?? [...variations].sort((a, b) => a.price - b.price)[0];
}
