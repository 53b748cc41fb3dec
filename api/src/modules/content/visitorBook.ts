import type { Book } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { pageShape } from '../catalogue/index.js';
import { notFound } from '../../platform/errors/domainError.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { pictureAloneUrl, previewCoverUrl, chosenPagesOf } from '../personalization/index.js';
import { bookPrint } from '../orders/index.js';
import { bookWords } from './bookWords.js';

/** A visitor's own book as the flipbook shows it: their cover (page 0, once drawn), the pictures they chose (without their words), its words, how it is printed. */
export async function visitorBook(db: Db, storage: ObjectStore, requestUuid: string): Promise<Book> {
  const book = await chosenPagesOf(db, requestUuid);
  if (!book) throw notFound(visitorText('content.sampleBookNotFound'));
  const print = await bookPrint(db, requestUuid);
  // Their cover in the shape of their pages.
  const cover = await previewCoverUrl(db, requestUuid, { shape: print && pageShape(print.trimAspect), storage });
  const pages: Book['pages'] = Object.fromEntries(Object.entries(book.pages).map(([page, url]) => [page, pictureAloneUrl(url)]));
  if (cover) pages['0'] = cover;
  const words = await bookWords(db, { requestUuid, productId: book.productId }, null);
  return { bookId: book.productId, pages, ...words, print };
}
