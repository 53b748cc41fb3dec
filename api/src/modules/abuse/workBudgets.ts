import { DomainError } from '../../platform/errors/domainError.js';
import { visitorText, type ServerMessageKey, type VisitorText } from '../../platform/i18n/visitorText.js';
import type { WindowCounter } from '../../platform/security/requestLimits.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The daily budgets of the work that costs the shop CPU and storage (settings: docs/operations.md). */
export interface WorkLimits {
  /** Times one book may be drawn again in a day (a new hero, companions or name), whoever asks. */
  redrawsPerBookPerDay: number;
  /** Pages one network address may have drawn in a day, whatever its sessions and books. */
  drawnPagesPerAddressPerDay: number;
  /** Photos and quick previews one network address may upload in a day. */
  uploadsPerAddressPerDay: number;
}

const REFUSALS = { redraws: 'abuse.budget.redraws', pages: 'abuse.budget.pages', uploads: 'abuse.budget.uploads' } as const;

/** What one piece of work spends. */
export interface Spending {
  /** The address that asks (the socket's, or the client's as told by configured proxies). */
  address: string;
  /** A book drawn again as a whole: counts against its own day's redraws. */
  redrawOf?: string;
  /** Pages about to be queued for drawing. */
  pages?: number;
  /** A photo stored, or a quick preview drawn. */
  upload?: boolean;
}

/** Gives back what was spent, when the work it was spent on was refused or failed before it started. */
export type GiveBack = () => Promise<void>;

export interface WorkBudget {
  /**
   * Spends a piece of work's share of every budget it touches, all or none; a budget spent answers 429
   * with when it is full again, and nothing is counted.
   */
  spend(spending: Spending): Promise<GiveBack>;
  /** Does a piece of work on its spending, given back when the work throws or `used` says it stored nothing. */
  within<T>(spending: Spending, work: () => Promise<T>, used?: (result: T) => boolean): Promise<T>;
}

/** "3 hours" or "20 minutes": how long until a budget's day ends, rounded up. */
function waitText(ms: number): VisitorText {
  return ms >= HOUR_MS
    ? visitorText('abuse.wait.hours', { count: Math.ceil(ms / HOUR_MS) })
    : visitorText('abuse.wait.minutes', { count: Math.max(1, Math.ceil(ms / 60_000)) });
}

/**
 * Budgets per book and per address, never per session (sessions are free): counted in the database
 * where instances share one, in days that end at midnight UTC.
 */
export function workBudget(counter: WindowCounter, limits: WorkLimits): WorkBudget {
  const budget: WorkBudget = {
    async spend({ address, redrawOf, pages = 0, upload = false }) {
      const wanted: { key: string; amount: number; limit: number; refusal: ServerMessageKey }[] = [
        ...(redrawOf ? [{ key: `redraws:${redrawOf}`, amount: 1, limit: limits.redrawsPerBookPerDay, refusal: REFUSALS.redraws }] : []),
        ...(pages > 0
          ? [{ key: `drawn-pages:${address}`, amount: pages, limit: limits.drawnPagesPerAddressPerDay, refusal: REFUSALS.pages }]
          : []),
        ...(upload ? [{ key: `uploads:${address}`, amount: 1, limit: limits.uploadsPerAddressPerDay, refusal: REFUSALS.uploads }] : []),
      ];
      const spent: { key: string; amount: number; windowEnd: number }[] = [];
      const giveBack = async () => {
        for (const { key, amount, windowEnd } of spent.splice(0)) await counter.giveBack(key, windowEnd, amount);
      };
      for (const { key, amount, limit, refusal } of wanted) {
        const answer = await counter.take(key, DAY_MS, amount, limit);
        if (!answer.taken) {
          await giveBack();
          const wait = waitText(answer.resetInMs);
          throw new DomainError('too-many-requests', visitorText(refusal, { wait, limit }));
        }
        spent.push({ key, amount, windowEnd: answer.windowEnd });
      }
      return giveBack;
    },
    async within(spending, work, used = () => true) {
      const giveBack = await budget.spend(spending);
      try {
        const result = await work();
        if (!used(result)) await giveBack();
        return result;
      } catch (error) {
        await giveBack();
        throw error;
      }
    },
  };
  return budget;
}
