import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const READER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pdfReader.mjs');

/** A PDF read by MuPDF: each page's text layer, and one page drawn in grey at `dpi` when asked. */
export function readPdf(pdf: Uint8Array, drawn?: { page: number; dpi: number }): { pages: string[]; png: Buffer | null } {
  const dir = mkdtempSync(path.join(tmpdir(), 'read-pdf-'));
  try {
    const file = path.join(dir, 'book.pdf');
    const png = path.join(dir, 'page.png');
    writeFileSync(file, pdf);
    const args = drawn ? [file, String(drawn.page), png, String(drawn.dpi)] : [file];
    const { pages } = JSON.parse(execFileSync(process.execPath, [READER, ...args], { encoding: 'utf8' })) as { pages: string[] };
    return { pages, png: drawn ? readFileSync(png) : null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Pages of a PDF (by index from 0) drawn in grey at `dpi` by MuPDF, in the order asked. */
export function drawPdfPages(pdf: Uint8Array, pages: number[], dpi: number): Buffer[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'draw-pdf-'));
  try {
    const file = path.join(dir, 'book.pdf');
    writeFileSync(file, pdf);
    execFileSync(process.execPath, [READER, file, pages.join(','), path.join(dir, 'page-%d.png'), String(dpi)]);
    return pages.map((page) => readFileSync(path.join(dir, `page-${page}.png`)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
