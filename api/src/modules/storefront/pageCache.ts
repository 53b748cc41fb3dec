import type { RouteRenderResult } from 'contracts/rendering';

/** What a kept page costs in memory, near enough: its markup, styles and state. */
const sizeOf = (page: RouteRenderResult) => page.html.length + page.styles.length + JSON.stringify(page.state).length;

export interface PageCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * Pages drawn on the server, kept for a few seconds by page address, country, whether the visitor has
 * made a cookie choice, and live releases: no page carries anything of one visitor's own. Requests
 * arriving while a page is drawn wait for that drawing instead of drawing it again. A page the
 * browser had to finish (a late or failing remote) is not kept. Bounded in entries and in bytes (the
 * oldest go first), and expired pages are swept as new ones come, so no stream of addresses grows it.
 */
export function pageCache(ttlMs: number, { maxEntries, maxBytes }: PageCacheLimits = { maxEntries: 500, maxBytes: 64 * 1024 * 1024 }) {
  const entries = new Map<string, { expires: number; page: Promise<RouteRenderResult | null>; bytes: number }>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.bytes;
    entries.delete(key);
  };

  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (entry.expires <= now) remove(key);
    for (const key of entries.keys()) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      remove(key);
    }
  };

  return async function cached(
    key: string,
    draw: () => Promise<RouteRenderResult | null>,
    now = Date.now(),
  ): Promise<RouteRenderResult | null> {
    if (ttlMs <= 0) return draw();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.page;
    remove(key);
    const page = draw();
    const entry = { expires: now + ttlMs, page, bytes: 0 };
    entries.set(key, entry);
    sweep(now);
    const result = await page;
    if (entries.get(key) !== entry) return result;
    if (!result || result.fallbackReason) {
      remove(key);
    } else {
      entry.bytes = sizeOf(result);
      bytes += entry.bytes;
      sweep(now);
    }
    return result;
  };
}
