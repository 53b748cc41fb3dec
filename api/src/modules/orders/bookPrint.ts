import type { BookPrint } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { MM_PER_INCH, SOFTCOVER } from '../catalogue/printBinding.js';
import { trimSizeInches } from '../catalogue/pageShapes.js';
import { storedBindingOf } from '../catalogue/printSizes.js';
import { findProduct } from '../catalogue/productRepository.js';
import { chosenBook } from '../personalization/chosenBook.js';
import { chosenPageRequests } from './chosenPageRequests.js';
import { shapedPageArea } from '../printing/printedArea.js';

/**
 * How a visitor's book is printed, for its flipbook: the ordered size's proportions, and the part of each
 * chosen picture its page shows, drawn again for the page's shape as the print file draws it. Null before a print
 * size is chosen.
 */
export async function bookPrint(db: Db, requestUuid: string): Promise<BookPrint | null> {
  const order = await db
    .selectFrom('product_orders')
    .select(['print_type', 'print_size'])
    .where('request_uuid', '=', requestUuid)
    .executeTakeFirst();
  if (!order?.print_type || !order.print_size) return null;
  const book = await chosenBook(db, requestUuid);
  const product = await findProduct(db, book.product_id);
  if (!product) return null;
  // As the print file binds it: an order whose print type is no longer offered is bound as a softcover.
  const binding = (await storedBindingOf(db, order.print_type)) ?? SOFTCOVER;
  const trim = trimSizeInches(order.print_size);
  const bleed = binding.bleedMm / MM_PER_INCH;
  // Every page is drawn again for the sheet's shape: each shows the same part of its picture.
  const area = shapedPageArea(trim, bleed);
  const areas = Object.fromEntries(
    chosenPageRequests(product, book)
      .filter((page) => page.file)
      .map((page) => [String(page.pageNumber), area]),
  );
  return { trimAspect: trim.width / trim.height, areas };
}
