/** What other parts of the server may use of the print files and the print partners that make the book. */
import type { buildPrintFiles as BuildPrintFiles } from './printFiles/printFiles.js';

export type { CoverGeometry } from './coverGeometry.js';
export { bookPageList, bookPdfKey, oneFileBookName, printFileNames, printPictureWidth } from './printedBook.js';
export type { BookContent, BookPage, PrintSettings } from './printedBook.js';
export { printedRequest } from './printedFrame.js';
export { printFileRoutes, printFileUrl } from './printFileRoutes.js';
export { writeOneFileBook } from './printFiles/oneFileBook.js';
export type { PrintFiles } from './printFiles/printFiles.js';
export { FINAL_PRINT_STATES, PrintRefused } from './printPartner.js';
export type { PartnerJobStatus, PartnerQuote, PrintAddress, PrintPartner } from './printPartner.js';
export { printPartnersFor } from './printPartners.js';
export type { PrintPartners } from './printPartners.js';

/**
 * Builds a book's print files. Their code is loaded on first use: the type shaper it sets words with
 * is needed only where books are printed (the work pool's threads, the art tools), not by every user
 * of this face.
 */
export const buildPrintFiles: typeof BuildPrintFiles = async (...args) =>
  (await import('./printFiles/printFiles.js')).buildPrintFiles(...args);
export { PRINT_SETTINGS, printProductionNeeds, printSettingsRefusal } from './settings.js';
export type { PrintingSettings } from './settings.js';
