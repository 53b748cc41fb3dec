import { STORAGE_KEYS, TIMINGS } from '../constants.js';

interface StoredSession {
  id: string;
  expiresAt: number;
}

/**
 * The visitor's session id, kept in session storage for 4 hours. `isNew` tells the caller that a
 * new session began (the usage data counts sessions).
 */
export function getOrCreateSessionId(storage: Storage = sessionStorage, now: number = Date.now()): { id: string; isNew: boolean } {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEYS.sessionId) ?? 'null') as StoredSession | null;
    if (stored && typeof stored.id === 'string' && stored.expiresAt > now) return { id: stored.id, isNew: false };
  } catch {
    // unreadable entry: start a new session below
  }
  const session: StoredSession = { id: crypto.randomUUID(), expiresAt: now + TIMINGS.sessionIdLifetimeMs };
  storage.setItem(STORAGE_KEYS.sessionId, JSON.stringify(session));
  return { id: session.id, isNew: true };
}
