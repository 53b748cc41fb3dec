import type { Book } from 'shared-contracts/schemas';
import type { Db } from '../../platform/db/openDatabase.js';
import { JSON_COLUMNS, readJsonColumn } from '../../platform/db/jsonColumns.js';
import { notFound } from '../../platform/errors/domainError.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { pictureAloneUrl } from '../personalization/previews/generatedImages.js';
import { previewCoverUrl } from '../personalization/previews/previewCover.js';
import { bookWords } from './bookWords.js';

/** A visitor's own book as the flipbook shows it: their cover (page 0, once drawn), the pictures they chose (without their words), its words. */
export async function visitorBook(db: Db, requestUuid: string): Promise<Book> {
  const row = await db.selectFrom('books').select(['product_id', 'pages']).where('request_uuid', '=', requestUuid).executeTakeFirst();
  if (!row) throw notFound(visitorText('content.sampleBookNotFound'));
  const cover = await previewCoverUrl(db, requestUuid);
  const chosen = readJsonColumn(JSON_COLUMNS.chosenPages, row.pages);
  const pages: Book['pages'] = Object.fromEntries(Object.entries(chosen).map(([page, url]) => [page, pictureAloneUrl(url)]));
  if (cover) pages['0'] = cover;
  const words = await bookWords(db, { requestUuid, productId: row.product_id }, null);
  return { bookId: row.product_id, pages, ...words };
}
