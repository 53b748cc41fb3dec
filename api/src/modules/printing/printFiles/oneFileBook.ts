import { PDFDocument } from 'pdf-lib';
import type { ObjectStore } from '../../../platform/storage/objectStore.js';
import { bookPdfKey, oneFileBookName } from '../printedBook.js';
import { addSrgbOutputIntent } from './outputIntent.js';

/**
 * The book in one PDF, as a partner that takes one file asks (Gelato): the cover spread as its first
 * page, then every inside page, copied from the two print files unchanged. Made again each time, so a
 * rebuilt book is never sent with an old cover.
 */
export async function writeOneFileBook(storage: ObjectStore, files: { interior: string; cover: string }): Promise<string> {
  const read = async (fileName: string) => {
    const bytes = await storage.get(bookPdfKey(fileName));
    if (!bytes) throw new Error(`The print file ${fileName} is missing from storage`);
    return PDFDocument.load(bytes, { updateMetadata: false });
  };
  const [cover, interior] = [await read(files.cover), await read(files.interior)];
  const book = await PDFDocument.create();
  book.setTitle(interior.getTitle() ?? cover.getTitle() ?? '');
  book.setCreator('Hero Tales');
  // Pages copied alone leave the document's colour intent behind: the book says it again.
  await addSrgbOutputIntent(book);
  const [spread] = await book.copyPages(cover, [0]);
  book.addPage(spread);
  for (const page of await book.copyPages(interior, interior.getPageIndices())) book.addPage(page);
  const fileName = oneFileBookName(files.interior);
  await storage.put(bookPdfKey(fileName), Buffer.from(await book.save()));
  return fileName;
}
