import { sql } from 'kysely';
import type { ReadyResponse } from 'contracts/schemas';
import type { Db } from '../db/database.js';

/** Something this instance needs before it can take traffic; `check` rejects when it is not there. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

/** A check that has not answered by then counts as failed: a load balancer's probe must not hang. */
export const READINESS_TIMEOUT_MS = 2000;

function withinTimeout(check: ReadinessCheck, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check.check(), timedOut]).finally(() => clearTimeout(timer));
}

/**
 * Runs every check at once; the instance is ready when all of them pass. The answer names what
 * failed; why goes to the log only, since an error can carry an internal address.
 */
export async function runReadinessChecks(
  checks: readonly ReadinessCheck[],
  log: { warn(object: object, message: string): void },
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<ReadyResponse> {
  const results = await Promise.all(
    checks.map(async (check) => {
      try {
        await withinTimeout(check, timeoutMs);
        return [check.name, 'ok'] as const;
      } catch (error) {
        log.warn({ check: check.name, error: error instanceof Error ? error.message : String(error) }, 'readiness check failed');
        return [check.name, 'failed'] as const;
      }
    }),
  );
  return {
    status: results.every(([, result]) => result === 'ok') ? 'ready' : 'unready',
    checks: Object.fromEntries(results),
  };
}

/** The database answers a query. */
export function databaseCheck(db: Db): ReadinessCheck {
  return {
    name: 'database',
    async check() {
      await sql`select 1`.execute(db);
    },
  };
}
