import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';

type PrintFile = 'interior' | 'cover';

/** Where the shop keeps an order's print files, its inside pages and its cover (the data folder of the journeys' server). */
export const printedBookPath = (requestUuid: string, file: PrintFile = 'interior') =>
  path.join(process.env.E2E_DATA_DIR!, 'books', `${requestUuid}-${file}.pdf`);

export const isPrinted = (requestUuid: string) =>
  existsSync(printedBookPath(requestUuid, 'interior')) && existsSync(printedBookPath(requestUuid, 'cover'));

/** Each page's text as a PDF reader reads it (MuPDF): what a printer, a search or a screen reader gets. */
export function printedText(requestUuid: string, file: PrintFile = 'interior'): string[] {
  const book = mupdf.Document.openDocument(readFileSync(printedBookPath(requestUuid, file)), 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < book.countPages(); i += 1) pages.push(book.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages;
}

/** The QR code on a page of the print file, as a phone reads it from the page printed at 300 dpi (MuPDF draws, jsQR reads); null when none. */
export function printedCode(requestUuid: string, pageIndex: number): string | null {
  const book = mupdf.Document.openDocument(readFileSync(printedBookPath(requestUuid)), 'application/pdf');
  const pixmap = book.loadPage(pageIndex).toPixmap(mupdf.Matrix.scale(300 / 72, 300 / 72), mupdf.ColorSpace.DeviceRGB, true);
  const pixels = pixmap.getPixels();
  return jsQR(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), pixmap.getWidth(), pixmap.getHeight())?.data ?? null;
}
