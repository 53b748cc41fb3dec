#!/usr/bin/env node
/**
 * Seconds to build one print-ready book PDF (cover and 12 pages, each page drawn again at 300 dpi
 * for a Square 8 x 8 in book with bleed), from a real photo, and the PDF's size.
 *
 *   npm run bench:book-pdf -w api                  (after npm run build)
 *   BENCH_SMOKE=1 npm run bench:book-pdf -w api    (at 40 dpi, as CI runs it)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childPhoto, dist, smoke } from './benchKit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fromDist = (file) => import(path.join(dist, file));
const { normalisePhoto } = await fromDist('personalization/photos/readPhoto.js');
const { detectFaces, faceAtScale } = await fromDist('personalization/photos/faceDetector.js');
const { assessPhoto } = await fromDist('personalization/photos/assessPhoto.js');
const { embeddedGenerator } = await fromDist('personalization/generators/embeddedGenerator.js');
const { buildBookPdf } = await fromDist('orders/bookPdf.js');
const { starringTitle } = await fromDist('personalization/stories/bookStory.js');

const photo = await normalisePhoto(await childPhoto());
const assessment = assessPhoto(photo.analysis, await detectFaces(photo.analysis));
const product = JSON.parse(readFileSync(path.resolve(here, '../src/seed/content/products.json'), 'utf8'))[0];
const child = { firstName: 'Kabir', gender: 'Boy' };
const dpi = Number(process.env.PRINT_DPI ?? (smoke ? 40 : 300));
const bleedInches = 0.125;
const width = Math.round((8 + 2 * bleedInches) * dpi);

const started = performance.now();
const { pdf, pages } = await buildBookPdf(
  {
    title: product.title,
    coverTitle: starringTitle(product.title, child.firstName, 'en'),
    child,
    cover: { productSlug: product.slug, hair: 'short' },
    skinToneHex: '#c68642',
    printSize: 'Square 8 x 8 in (20 x 20 cm)',
    photo: { image: photo.jpeg, face: faceAtScale(assessment.face, photo.width / photo.analysis.width) },
    pages: product.story.pages.map((page) => ({
      pageNumber: page.pageNumber,
      text: page.text,
      request: { productSlug: product.slug, page, child, skinToneHex: '#c68642', options: 1, onlyOption: 0 },
      chosenImageFile: null,
    })),
  },
  embeddedGenerator(width),
  { dpi, bleedInches, trimMarks: true },
);
const seconds = (performance.now() - started) / 1000;
console.log(
  `Book PDF: ${pages} pages at ${dpi} dpi (${width} px wide), ${(pdf.length / 1024 / 1024).toFixed(1)} MB, built in ${seconds.toFixed(1)} s`,
);
