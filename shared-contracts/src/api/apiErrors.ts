import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: ApiError): number | undefined {
  return error && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** The server's own words for a refused call (`detail` or `message` of a 4xx), or the anti-forgery failure text. */
function serverReason(error: ApiError): string | undefined {
  if (!error || !('status' in error)) return undefined;
  if (error.status === 'CUSTOM_ERROR') return error.error;
  const data = error.data as { detail?: unknown; message?: unknown } | undefined;
  const text = data?.message ?? data?.detail;
  return typeof text === 'string' && text.trim() && typeof error.status === 'number' && error.status < 500 ? text : undefined;
}

/**
 * The message a failed call should show where the screen shows the server's message (docs/product.md#messages):
 * the server's own words, or the screen's fallback.
 */
export function errorMessage(error: ApiError, fallback: string): string {
  return serverReason(error) ?? fallback;
}

/** A failed call as a screen shows it: the screen's fixed message, then the server's reason when it gave one. */
export interface Failure {
  message: string;
  reason?: string;
}

/** For the calls whose failure has a message of its own: that message whatever the status, and the server's reason after it. */
export function failureOf(error: ApiError, message: string): Failure {
  const reason = serverReason(error);
  return reason && reason !== message ? { message, reason } : { message };
}
