import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { REQUEST_KEY_HEADER } from 'contracts/constants';
import type { ServerApiAccess } from '../rendering/serverRendering.js';
import { createCsrfTokenCache, CSRF_UNAVAILABLE_MESSAGE } from './csrfTokenCache.js';
import { fetchReportingUpload } from './uploadProgress.js';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type StorefrontBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** An endpoint's `extraOptions`: `reportsUpload` sends it so onUploadSent hears when its body has left. */
export interface UploadOptions {
  reportsUpload?: boolean;
}

function isCsrfRejection(error: FetchBaseQueryError | undefined): boolean {
  if (!error || error.status !== 403) return false;
  const detail = (error.data as { detail?: unknown } | undefined)?.detail;
  return typeof detail === 'string' && /csrf/i.test(detail);
}

/** The secret of the draft's book request, which proves to the server that the request is this visitor's. */
function draftRequestKey(state: unknown): string | null {
  return (state as { orderDraft?: { requestKey?: string | null } } | undefined)?.orderDraft?.requestKey ?? null;
}

/**
 * fetchBaseQuery plus the anti-forgery protocol: changing calls carry X-CSRF-Token; a 403 whose
 * detail mentions CSRF clears the token, fetches a new one and retries the call once. Every call
 * carries the draft's request key, when it has one, and the page's language.
 */
export function createCsrfBaseQuery(baseUrl: string, now?: () => number): StorefrontBaseQuery {
  const browserOptions = {
    baseUrl,
    credentials: 'same-origin' as const,
    prepareHeaders: (headers: Headers, { getState }: { getState: () => unknown }) => {
      const requestKey = draftRequestKey(getState());
      if (requestKey) headers.set(REQUEST_KEY_HEADER, requestKey);
      // The server words its messages in the page's language (the shell keeps <html lang> to it).
      const pageLanguage = document.documentElement.lang;
      if (pageLanguage) headers.set('Accept-Language', pageLanguage);
      return headers;
    },
  };
  const browserFetch = fetchBaseQuery(browserOptions);
  // An endpoint that says `extraOptions: { reportsUpload: true }` is sent so the page learns when its body has left.
  const uploadFetch = fetchBaseQuery({ ...browserOptions, fetchFn: fetchReportingUpload });
  const browserQuery: StorefrontBaseQuery = (args, api, extraOptions) =>
    ((extraOptions as UploadOptions | undefined)?.reportsUpload ? uploadFetch : browserFetch)(args, api, extraOptions);
  // A server-side store (see makeServerStore in the shell) reaches the API at an absolute address, through its own fetch.
  const serverQueries = new WeakMap<ServerApiAccess, StorefrontBaseQuery>();
  const rawBaseQuery: StorefrontBaseQuery = (args, api, extraOptions) => {
    const access = (api.extra as { serverApi?: ServerApiAccess } | undefined)?.serverApi;
    if (!access) return browserQuery(args, api, extraOptions);
    let serverQuery = serverQueries.get(access);
    if (!serverQuery) {
      serverQuery = fetchBaseQuery({ baseUrl: access.baseUrl, fetchFn: access.fetch });
      serverQueries.set(access, serverQuery);
    }
    return serverQuery(args, api, extraOptions);
  };
  const tokens = createCsrfTokenCache(baseUrl, now);

  return async (args, api, extraOptions) => {
    const request: FetchArgs = typeof args === 'string' ? { url: args } : args;
    if (!CHANGING_METHODS.has((request.method ?? 'GET').toUpperCase())) return rawBaseQuery(request, api, extraOptions);

    const send = async () => {
      let token: string;
      try {
        token = await tokens.get();
      } catch {
        return { error: { status: 'CUSTOM_ERROR', error: CSRF_UNAVAILABLE_MESSAGE } as FetchBaseQueryError };
      }
      const headers = new Headers(request.headers as HeadersInit | undefined);
      headers.set('X-CSRF-Token', token);
      return rawBaseQuery({ ...request, headers }, api, extraOptions);
    };

    const first = await send();
    if (!isCsrfRejection(first.error)) return first;
    tokens.clear();
    return send();
  };
}
