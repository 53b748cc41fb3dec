import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as mupdf from 'mupdf';

/** Where the shop keeps an order's print-ready book (the data folder of the journeys' server). */
export const printedBookPath = (requestUuid: string) => path.join(process.env.E2E_DATA_DIR!, 'books', `${requestUuid}.pdf`);

export const isPrinted = (requestUuid: string) => existsSync(printedBookPath(requestUuid));

/** Each page's text as a PDF reader reads it (MuPDF): what a printer, a search or a screen reader gets. */
export function printedText(requestUuid: string): string[] {
  const book = mupdf.Document.openDocument(readFileSync(printedBookPath(requestUuid)), 'application/pdf');
  const pages: string[] = [];
  for (let i = 0; i < book.countPages(); i += 1) pages.push(book.loadPage(i).toStructuredText('preserve-whitespace').asText());
  return pages;
}
