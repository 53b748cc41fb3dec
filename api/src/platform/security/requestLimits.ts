import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { DomainError } from '../errors/domainError.js';
import { CHANGING_METHODS, sessionIdOf } from './sessions.js';
import { visitorText } from '../i18n/visitorText.js';

const MINUTE_MS = 60_000;

/** What a budget answered: whether the amount was taken, and the window it was counted in. */
export interface Taken {
  taken: boolean;
  /** When the window ends (ms since the epoch): what was taken is given back to that window. */
  windowEnd: number;
  resetInMs: number;
}

/** Counts hits per key in fixed windows. */
export interface WindowCounter {
  /** Counts one hit; answers the hits in the key's current window and when that window ends. */
  hit(key: string, windowMs: number, now?: number): Promise<{ hits: number; resetInMs: number }>;
  /**
   * Takes `amount` from a budget of `limit` per window, all or nothing, in one step (parallel takers
   * cannot both pass): a refused take counts nothing.
   */
  take(key: string, windowMs: number, amount: number, limit: number, now?: number): Promise<Taken>;
  /** Gives back what a take counted, when the work it paid for was not done. */
  giveBack(key: string, windowEnd: number, amount: number): Promise<void>;
}

const windowEndOf = (now: number, windowMs: number) => (Math.floor(now / windowMs) + 1) * windowMs;

/** Counters in this process's memory; windows that ended are dropped as new ones start. */
export function memoryWindowCounter(): WindowCounter {
  const windows = new Map<string, { windowEnd: number; hits: number }>();
  let nextSweep = 0;
  const windowOf = (key: string, windowMs: number, now: number) => {
    if (now >= nextSweep) {
      for (const [k, w] of windows) if (w.windowEnd <= now) windows.delete(k);
      nextSweep = now + MINUTE_MS;
    }
    let window = windows.get(key);
    if (!window || window.windowEnd <= now) {
      window = { windowEnd: windowEndOf(now, windowMs), hits: 0 };
      windows.set(key, window);
    }
    return window;
  };
  return {
    async hit(key, windowMs, now = Date.now()) {
      const window = windowOf(key, windowMs, now);
      window.hits += 1;
      return { hits: window.hits, resetInMs: window.windowEnd - now };
    },
    async take(key, windowMs, amount, limit, now = Date.now()) {
      const window = windowOf(key, windowMs, now);
      const taken = window.hits + amount <= limit;
      if (taken) window.hits += amount;
      return { taken, windowEnd: window.windowEnd, resetInMs: window.windowEnd - now };
    },
    async giveBack(key, windowEnd, amount) {
      const window = windows.get(key);
      if (window?.windowEnd === windowEnd) window.hits = Math.max(0, window.hits - amount);
    },
  };
}

/**
 * Counters in the database, so that every instance of the storefront counts against the same
 * budgets; windows that ended are deleted as new ones start.
 */
export function databaseWindowCounter(db: Db): WindowCounter {
  let nextSweep = 0;
  const sweep = async (now: number) => {
    if (now < nextSweep) return;
    nextSweep = now + MINUTE_MS;
    await forgetEndedRateWindows(db, now);
  };
  return {
    async hit(key, windowMs, now = Date.now()) {
      const windowEnd = windowEndOf(now, windowMs);
      await sweep(now);
      const { hits } = await db
        .insertInto('rate_windows')
        .values({ counter_key: key, window_end: windowEnd, hits: 1 })
        .onConflict((oc) => oc.columns(['counter_key', 'window_end']).doUpdateSet({ hits: sql`rate_windows.hits + 1` }))
        .returning('hits')
        .executeTakeFirstOrThrow();
      return { hits, resetInMs: windowEnd - now };
    },
    async take(key, windowMs, amount, limit, now = Date.now()) {
      const windowEnd = windowEndOf(now, windowMs);
      await sweep(now);
      if (amount > limit) return { taken: false, windowEnd, resetInMs: windowEnd - now };
      const row = await db
        .insertInto('rate_windows')
        .values({ counter_key: key, window_end: windowEnd, hits: amount })
        .onConflict((oc) =>
          oc
            .columns(['counter_key', 'window_end'])
            .doUpdateSet({ hits: sql`rate_windows.hits + ${amount}` })
            .where(sql<boolean>`rate_windows.hits + ${amount} <= ${limit}`),
        )
        .returning('hits')
        .executeTakeFirst();
      return { taken: row !== undefined, windowEnd, resetInMs: windowEnd - now };
    },
    async giveBack(key, windowEnd, amount) {
      await db
        .updateTable('rate_windows')
        .set({ hits: sql`case when hits > ${amount} then hits - ${amount} else 0 end` })
        .where('counter_key', '=', key)
        .where('window_end', '=', windowEnd)
        .execute();
    },
  };
}

export interface RequestLimits {
  /** Changing calls one visitor session may make in a minute. */
  perSessionPerMinute: number;
  /**
   * Changing calls and new sessions one network address may make in a minute: generous, because a
   * carrier's NAT puts many phones behind one address.
   */
  perAddressPerMinute: number;
  /**
   * Photo uploads and quick previews (a face found, a picture drawn: seconds of CPU each) one address may
   * ask for in an hour, whatever its sessions: the weekly quotas count per session, and sessions are free.
   */
  photoWorkPerAddressPerHour: number;
}

/** The calls that run the face model and draw: counted per address as well as per session. */
const PHOTO_WORK_ROUTES = new Set(['/api/personalphotos/', '/api/companionphotos/', '/api/quickpreviews/']);

const tooMany = (resetInMs: number) => {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  return new DomainError('too-many-requests', visitorText('security.tooManyRequests', { seconds }));
};

/** Whether a request starts a session (asks for a token without one): it counts against the address. */
const startsSession = (request: FastifyRequest) =>
  request.method === 'GET' && request.routeOptions.url?.endsWith('/csrf-token') && !sessionIdOf(request);

/**
 * Rate limits on the routes of the scope they are added to: changing calls per session and per
 * address, and new sessions per address (so minting sessions cannot escape the session limit).
 * The address is the socket's, or the client's as told by configured proxies only.
 */
export function addRequestLimits(scope: FastifyInstance, limits: RequestLimits, counter: WindowCounter) {
  scope.addHook('onRequest', async (request) => {
    const changing = CHANGING_METHODS.has(request.method);
    if (!changing && !startsSession(request)) return;
    const byAddress = await counter.hit(`address:${request.ip}`, MINUTE_MS);
    if (byAddress.hits > limits.perAddressPerMinute) throw tooMany(byAddress.resetInMs);
    if (request.method === 'POST' && PHOTO_WORK_ROUTES.has(request.routeOptions.url ?? '')) {
      const photoWork = await counter.hit(`photo-work:${request.ip}`, 60 * MINUTE_MS);
      if (photoWork.hits > limits.photoWorkPerAddressPerHour) throw tooMany(photoWork.resetInMs);
    }
    const session = changing ? sessionIdOf(request) : null;
    if (session) {
      const bySession = await counter.hit(`session:${session}`, MINUTE_MS);
      if (bySession.hits > limits.perSessionPerMinute) throw tooMany(bySession.resetInMs);
    }
  });
}

/** Deletes the database's counters of windows that have ended. */
export async function forgetEndedRateWindows(db: Db, now: number): Promise<number> {
  return Number((await db.deleteFrom('rate_windows').where('window_end', '<=', now).executeTakeFirst()).numDeletedRows);
}
