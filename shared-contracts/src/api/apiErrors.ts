import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: ApiError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The message a failed call should show: the server's own words (`detail` or `message`), the
 * anti-forgery failure text, or the screen's fallback.
 */
export function errorMessage(error: ApiError, fallback: string): string {
  if (!error) return fallback;
  if ('status' in error) {
    if (error.status === 'CUSTOM_ERROR') return error.error;
    const data = error.data as { detail?: unknown; message?: unknown } | undefined;
    const text = data?.message ?? data?.detail;
    if (typeof text === 'string' && text.trim() && typeof error.status === 'number' && error.status < 500) return text;
  }
  return fallback;
}
