import { STORAGE_KEYS, TIMINGS } from 'contracts/constants';
import { readJson, writeJson } from './browserStorage.js';

interface StoredSession {
  id: string;
  expiresAt: number;
}

/**
 * The visitor's session id, kept in session storage for 4 hours. `isNew` tells the caller that a
 * new session began (the usage data counts sessions).
 */
export function getOrCreateSessionId(storage: Storage = sessionStorage, now: number = Date.now()): { id: string; isNew: boolean } {
  const stored = readJson(storage, STORAGE_KEYS.sessionId) as Partial<StoredSession> | null;
  if (typeof stored?.id === 'string' && typeof stored.expiresAt === 'number' && stored.expiresAt > now)
    return { id: stored.id, isNew: false };
  const session: StoredSession = { id: crypto.randomUUID(), expiresAt: now + TIMINGS.sessionIdLifetimeMs };
  writeJson(storage, STORAGE_KEYS.sessionId, session);
  return { id: session.id, isNew: true };
}
