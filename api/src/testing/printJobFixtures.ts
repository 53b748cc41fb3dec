import { createServer } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '../platform/db/database.js';
import type { ObjectStore } from '../platform/storage/objectStore.js';
import { bookPdfKey, printFileNames } from '../modules/printing/printedBook.js';

/** What the print partners' tests share: a port for the storefront to listen on, files of a size, a book marked built. */

/** A free local port, so the storefront's public origin (its signed file addresses) can be set before it listens. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** A PDF of empty pages of one size, in points. */
export async function pdfOfSize(width: number, height: number, pages = 1): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([width, height]);
  return Buffer.from(await pdf.save());
}

/** A paid order's book as built: its two print files in storage and its record done, with 32 inside pages. */
export async function markBuilt(app: { db: Db; storage: ObjectStore }, requestUuid: string, files: { interior: Buffer; cover: Buffer }) {
  const names = printFileNames(requestUuid);
  await app.storage.put(bookPdfKey(names.interior), files.interior);
  await app.storage.put(bookPdfKey(names.cover), files.cover);
  await app.db
    .updateTable('book_pdfs')
    .set({ status: 'done', file_name: names.interior, cover_file_name: names.cover, pages: 32 })
    .where('request_uuid', '=', requestUuid)
    .execute();
}

/** Reads until `done` says so, a tenth of a second apart, for up to 30 s. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('it did not happen');
}
