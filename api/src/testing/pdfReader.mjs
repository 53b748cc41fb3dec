#!/usr/bin/env node
/**
 * A PDF as a reader sees it, for the tests (MuPDF ships only as an ES module with WebAssembly, which
 * jest's CommonJS runtime cannot load): prints every page's text layer as JSON and, when asked,
 * writes one page drawn in grey at the given resolution as a PNG.
 *
 *   node pdfReader.mjs <file.pdf> [<page index> <out.png> <dpi>]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as mupdf from 'mupdf';

const [file, index, png, dpi] = process.argv.slice(2);
const document = mupdf.Document.openDocument(readFileSync(file), 'application/pdf');
const pages = [];
for (let i = 0; i < document.countPages(); i += 1) pages.push(document.loadPage(i).toStructuredText('preserve-whitespace').asText());
if (png) {
  const scale = Number(dpi) / 72;
  const pixmap = document.loadPage(Number(index)).toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceGray, false, true);
  writeFileSync(png, pixmap.asPNG());
}
console.log(JSON.stringify({ pages }));
