#!/usr/bin/env node
/**
 * A PDF as a reader sees it, for the tests (MuPDF ships only as an ES module with WebAssembly, which
 * jest's CommonJS runtime cannot load): prints every page's text layer as JSON and, when asked,
 * writes one page drawn in grey at the given resolution as a PNG.
 *
 *   node pdfReader.mjs <file.pdf> [<page index> <out.png> <dpi>]
 *   node pdfReader.mjs <file.pdf> [<index,index,...> <out-%d.png> <dpi>]   (several pages, %d their index)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as mupdf from 'mupdf';

const [file, index, png, dpi] = process.argv.slice(2);
const document = mupdf.Document.openDocument(readFileSync(file), 'application/pdf');
const pages = [];
for (let i = 0; i < document.countPages(); i += 1) pages.push(document.loadPage(i).toStructuredText('preserve-whitespace').asText());
if (png) {
  const scale = Number(dpi) / 72;
  for (const page of index.split(',').map(Number)) {
    const pixmap = document.loadPage(page).toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
    writeFileSync(png.replace('%d', String(page)), pixmap.asPNG());
  }
}
console.log(JSON.stringify({ pages }));
