import type { RouteRenderResult } from 'shared-contracts/rendering';

/**
 * Pages drawn on the server, kept for a few seconds by address, country, whether the visitor has
 * made a cookie choice, and live releases: no page carries anything of one visitor's own. Requests
 * arriving while a page is drawn wait for that drawing instead of drawing it again. A page the
 * browser had to finish (a late or failing remote) is not kept.
 */
export function pageCache(ttlMs: number, maxEntries = 500) {
  const entries = new Map<string, { expires: number; page: Promise<RouteRenderResult | null> }>();

  return async function cached(
    key: string,
    draw: () => Promise<RouteRenderResult | null>,
    now = Date.now(),
  ): Promise<RouteRenderResult | null> {
    if (ttlMs <= 0) return draw();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.page;
    entries.delete(key);
    const page = draw();
    entries.set(key, { expires: now + ttlMs, page });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    const result = await page;
    if (!result || result.fallbackReason) entries.delete(key);
    return result;
  };
}
