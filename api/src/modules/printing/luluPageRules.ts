/**
 * Lulu's page rules for the bindings the shop sells, from its product specifications: a perfect-bound
 * paperback (PB) takes 32 to 800 pages, a case-wrap hardcover (CW) 24 to 800, in whole leaves. The
 * binding is characters 15-16 of a product code (0850X0850 FC PRE PB 080CW444 M XX: trim, colour,
 * quality, binding, paper, finish, extras).
 */
export const LULU_PAGE_RULES: Record<string, { minimum: number; maximum: number; multiple: number }> = {
  PB: { minimum: 32, maximum: 800, multiple: 2 },
  CW: { minimum: 24, maximum: 800, multiple: 2 },
};

/** The page rule of a Lulu product code; null for a code whose binding Lulu does not list. */
export function luluPageRule(productCode: string) {
  return LULU_PAGE_RULES[productCode.slice(14, 16)] ?? null;
}

/** What is wrong with an inside of `pages` pages for a product, in Lulu's words; null when nothing is. */
export function luluPageProblem(productCode: string, pages: number): string | null {
  const rule = luluPageRule(productCode);
  if (!rule) return `unknown binding in ${productCode}`;
  if (pages < rule.minimum || pages > rule.maximum)
    return `page count ${pages} is outside ${rule.minimum}-${rule.maximum} for ${productCode}`;
  if (pages % rule.multiple !== 0) return `page count ${pages} is not a multiple of ${rule.multiple}`;
  return null;
}
