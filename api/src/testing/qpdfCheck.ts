import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** qpdf's own structural check of a PDF, as a printer's intake runs it (scripts/ensure-debian-tool.mjs installs qpdf before the tests). */
export function qpdfCheck(pdf: Uint8Array): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qpdf-'));
  try {
    writeFileSync(path.join(dir, 'book.pdf'), pdf);
    return execFileSync('qpdf', ['--check', path.join(dir, 'book.pdf')], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
