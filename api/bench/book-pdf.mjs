#!/usr/bin/env node
/**
 * Seconds to build one book's two print files (the 32 pages inside, each story picture drawn again
 * at 300 dpi to cover its page, and the cover spread) for a Square 8 x 8 in book, with a drawn hero, for each print type,
 * made as its route to India asks (Gelato's 200 x 200 mm trim and 4 mm bleed), and the files' sizes. Writes the files to BENCH_OUT (the temporary folder unless told), for the
 * preflight (npm run preflight -w api -- <pdf>) and for looking at them.
 *
 *   npm run bench:book-pdf -w api                  (after npm run build)
 *   BENCH_SMOKE=1 npm run bench:book-pdf -w api    (at 40 dpi, as CI runs it)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultHeroLook } from 'contracts/hero';
import { useProjectFonts } from 'story-art';
import { dist, smoke } from './benchKit.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
// The lettering drawn in the project's own fonts, as the server draws it: the same work on every machine.
useProjectFonts();
const fromDist = (file) => import(path.join(dist, file));
const { embeddedGenerator } = await fromDist('modules/imaging/generators/embeddedGenerator.js');
const { buildPrintFiles } = await fromDist('modules/printing/printFiles/printFiles.js');
const { starringTitle } = await fromDist('modules/personalization/stories/bookStory.js');
const { printPictureWidth } = await fromDist('modules/printing/printedBook.js');

const out = process.env.BENCH_OUT ?? path.join(tmpdir(), 'print-files');
mkdirSync(out, { recursive: true });
const product = JSON.parse(readFileSync(path.resolve(here, '../src/modules/seed/content/products.json'), 'utf8'))[0];
const child = { firstName: 'Kabir', gender: 'Boy' };
const look = { ...defaultHeroLook('Boy', 6), skinTone: 'Tan', glasses: 'round' };
const printTypes = JSON.parse(readFileSync(path.resolve(here, '../src/modules/seed/content/printTypes.json'), 'utf8'));
const dpi = Number(process.env.PRINT_DPI ?? (smoke ? 40 : 300));

for (const printType of smoke ? printTypes.slice(0, 1) : printTypes) {
  const printSize = 'Square 8 x 8 in (20 x 20 cm)';
  const route = printType.printSizeVariations.find((size) => size.size === printSize).routes.find((candidate) => candidate.countries.IN);
  const binding = { ...printType.binding, ...route.binding };
  const trimMm = route.trimMm;
  const width = printPictureWidth({ printSize, trimMm, binding }, dpi);
  const started = performance.now();
  const files = await buildPrintFiles(
    {
      language: 'en',
      title: product.title,
      blurb: product.description,
      ageGroup: product.ageGroup,
      webAddress: 'herotales.in',
      dedication: 'For Kabir, who is brave every day.\nWith love from Dadi',
      binding,
      coverTitle: starringTitle(product.title, child.firstName, 'en'),
      child,
      cover: { productSlug: product.slug },
      look,
      companions: [],
      printSize,
      trimMm,
      photo: null,
      pages: product.story.pages.map((page) => ({
        pageNumber: page.pageNumber,
        text: page.text,
        request: { productSlug: product.slug, page, child, look, options: 1, onlyOption: 0 },
        chosenImage: null,
      })),
    },
    embeddedGenerator(width),
    { dpi },
  );
  const seconds = (performance.now() - started) / 1000;
  const name = printType.printType.toLowerCase();
  writeFileSync(path.join(out, `${name}-interior.pdf`), files.interior);
  writeFileSync(path.join(out, `${name}-cover.pdf`), files.cover);
  const mb = (bytes) => (bytes.length / 1024 / 1024).toFixed(1);
  console.log(
    `${printType.printType}: ${files.interiorPages} inside pages (${mb(files.interior)} MB) and the cover (${mb(files.cover)} MB) at ${dpi} dpi, ` +
      `built in ${seconds.toFixed(1)} s, in ${out}`,
  );
}
