/**
 * Checks print files as a printer's preflight would, and prints each rule with pass or fail:
 *
 *   npm run preflight -w api -- <pdf>... [--min-dpi 300] [--min-bleed-mm 3.175]
 *
 * Given a book's inside pages and its cover together, it also checks that the spine was made for
 * the inside's page count. Exits 1 when a rule fails.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PRINT_BLEED_MM } from '../../../catalogue/index.js';
import { preflight, type PreflightReport } from './preflight.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'min-dpi': { type: 'string', default: '300' }, 'min-bleed-mm': { type: 'string', default: String(PRINT_BLEED_MM) } },
});
if (positionals.length === 0) {
  console.error('Usage: npm run preflight -w api -- <pdf>... [--min-dpi 300] [--min-bleed-mm 3.175]');
  process.exit(2);
}

let failed = false;
const reports: PreflightReport[] = [];
for (const file of positionals) {
  const report = await preflight(readFileSync(file), { minDpi: Number(values['min-dpi']), minBleedMm: Number(values['min-bleed-mm']) });
  reports.push(report);
  console.log(`${file} (${report.kind ?? 'not a print file of this shop'}, ${report.pages} page(s))`);
  for (const { rule, pass, detail } of report.rules) {
    console.log(`  ${pass ? 'pass' : 'FAIL'}  ${rule}: ${detail}`);
    failed ||= !pass;
  }
}
const interior = reports.find((report) => report.kind === 'interior');
const cover = reports.find((report) => report.kind === 'cover');
if (interior && cover) {
  const pass = interior.pages === cover.interiorPages;
  console.log(
    `  ${pass ? 'pass' : 'FAIL'}  spine made for the inside: the cover for ${cover.interiorPages} pages, the inside has ${interior.pages}`,
  );
  failed ||= !pass;
}
process.exit(failed ? 1 : 0);
