import type { BookPrint } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { printOfSheet, shownSheet } from '../catalogue/index.js';
import { requestPayments } from './requestPayments.js';

/** How a visitor's book prints, for its flipbook: on the size ordered, else the shop's first; null when none is sold. */
export async function bookPrint(db: Db, requestUuid: string): Promise<BookPrint | null> {
  const sheet = await shownSheet(db, await requestPayments.orderedPrint(db, requestUuid));
  return sheet && printOfSheet(sheet);
}
