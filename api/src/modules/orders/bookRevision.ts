import type { BookRevisionRequest, BookRevisionResponse } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { conflict, DomainError, notFound, type VisitorText } from '../../platform/errors/domainError.js';
import type { JobQueue } from '../../platform/jobs/jobEngine.js';
import {
  lockRequest,
  checkedChildFirstName,
  childFirstNameOf,
  renameChild,
  deleteDrawnUnder,
  isBookDrawn,
  redrawWithNewName,
  renamedCompanions,
} from '../personalization/index.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { checkedDedication } from './dedicationRules.js';
import { inReview } from './reviewWindow.js';
import type { GiveBack } from '../abuse/index.js';

const NOT_PAID = visitorText('orders.review.notPaid');
const CLOSED = visitorText('orders.review.closed');
const STILL_DRAWING = visitorText('orders.review.stillDrawing');
const TOO_MANY_REDRAWS = visitorText('orders.review.tooManyRedraws');
const tooManyRequests = (text: VisitorText) => new DomainError('too-many-requests', text);

/**
 * PATCH /orders/{requestUuid}/book: the child's name, the companions' names and the dedication of a
 * paid book, changed at no charge while its review window is open. A new name has every page and the cover drawn again
 * (the same hero, the chosen options kept); that counts as a preview against the weekly quota and
 * against the order's own REVIEW_REDRAWS, and no other change is taken until it is drawn. Everything is checked under the request's lock, the
 * one the book's build closes the window under.
 */
export async function reviseBook(
  db: Db,
  jobs: JobQueue,
  storage: ObjectStore,
  requestUuid: string,
  change: BookRevisionRequest,
  {
    sessionId,
    redraws,
    spend,
  }: {
    sessionId: string;
    redraws: number;
    /** Spends a whole redraw of the book's pages (and its cover) from the book's and the address's day. */
    spend: (pages: number) => Promise<GiveBack>;
  },
): Promise<BookRevisionResponse> {
  const childFirstName = checkedChildFirstName(change.childFirstName);
  const dedication = checkedDedication(change.dedication);
  let giveBack: GiveBack | null = null;
  const oldToken = await db
    .transaction()
    .execute(async (trx) => {
      await lockRequest(trx, requestUuid);
      const order = await trx
        .selectFrom('product_orders')
        .select(['state', 'review_until', 'review_redraws'])
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirst();
      const childNow = order && (await childFirstNameOf(trx, requestUuid));
      if (!order || childNow === undefined) throw notFound(visitorText('orders.noOrder'));
      if (order.state !== 'paid') throw conflict(NOT_PAID);
      if (!inReview(order.review_until)) throw conflict(CLOSED);
      await trx.updateTable('product_orders').set({ dedication }).where('request_uuid', '=', requestUuid).execute();
      const renamingChild = childFirstName !== childNow;
      // Checked before anything is drawn again: a name refused changes nothing.
      const drawn = await isBookDrawn(trx, requestUuid);
      const companions = change.companionNames ? await renamedCompanions(trx, requestUuid, change.companionNames) : null;
      if (!renamingChild && !companions) return null;
      if (!drawn) throw conflict(STILL_DRAWING);
      // Counted on the order, not the session (sessions are free): the book's own budget of whole redraws.
      if (order.review_redraws >= redraws) throw tooManyRequests(TOO_MANY_REDRAWS);
      await trx
        .updateTable('product_orders')
        .set({ review_redraws: order.review_redraws + 1 })
        .where('request_uuid', '=', requestUuid)
        .execute();
      if (renamingChild) await renameChild(trx, requestUuid, childFirstName);
      return redrawWithNewName(trx, jobs, requestUuid, sessionId, async (pages) => {
        giveBack = await spend(pages);
      });
    })
    .catch(async (error: unknown) => {
      await giveBack?.();
      throw error;
    });
  if (oldToken) {
    jobs.wake();
    await deleteDrawnUnder(storage, requestUuid, oldToken);
  }
  return { status: 'saved', redrawing: oldToken !== null };
}
