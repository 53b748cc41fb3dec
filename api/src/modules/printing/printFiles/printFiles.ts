import type { PageGenerator } from '../../imaging/index.js';
import type { BookContent, PrintSettings } from '../printedBook.js';
import { buildCoverPdf } from './coverPdf.js';
import { buildInteriorPdf } from './interior/interiorPdf.js';

export interface PrintFiles {
  interior: Uint8Array;
  cover: Uint8Array;
  /** The inside's page count, blanks included: the spine's width follows from it. */
  interiorPages: number;
}

/** The two files a print-on-demand printer asks for: the inside pages, then the cover spread that fits round them. */
export async function buildPrintFiles(content: BookContent, generator: PageGenerator, settings: PrintSettings): Promise<PrintFiles> {
  const interior = await buildInteriorPdf(content, generator, settings);
  const cover = await buildCoverPdf(content, interior.pages, settings);
  return { interior: interior.pdf, cover, interiorPages: interior.pages };
}
