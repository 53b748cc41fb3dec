import { TIMINGS } from 'contracts/constants';

export const CSRF_UNAVAILABLE_MESSAGE = 'Unable to authenticate request';

export interface CsrfTokenCache {
  /** A valid token: the cached one while younger than 50 minutes, else a fresh one. */
  get(): Promise<string>;
  clear(): void;
}

/**
 * Fetches `GET {baseUrl}/csrf-token?_=<time>` (the query defeats any HTTP cache) and keeps the
 * token for 50 minutes. Concurrent callers share one in-flight request.
 */
export function createCsrfTokenCache(baseUrl: string, now: () => number = Date.now): CsrfTokenCache {
  let cached: { token: string; fetchedAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const response = await fetch(`${baseUrl}/csrf-token?_=${now()}`, { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`csrf-token answered ${response.status}`);
    const body = (await response.json()) as { csrf_token?: unknown };
    if (typeof body.csrf_token !== 'string' || body.csrf_token === '') throw new Error('csrf-token answer has no token');
    cached = { token: body.csrf_token, fetchedAt: now() };
    return body.csrf_token;
  }

  return {
    get() {
      if (cached && now() - cached.fetchedAt < TIMINGS.csrfTokenCacheMs) return Promise.resolve(cached.token);
      inFlight ??= fetchToken().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    clear() {
      cached = null;
    },
  };
}
