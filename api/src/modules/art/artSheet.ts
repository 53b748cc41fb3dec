/**
 * `npm run art:sheet`: draws every story's pages, every option, for six heroes unlike each other, into
 * one PNG contact sheet per story under docs/art/, and the pages its companions come along on for six
 * families into a family sheet beside it, so a change to the art shows in review.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { SAMPLE_FAMILIES, useProjectFonts } from 'story-art';
import { ART_HEROES } from './artHeroes.js';
import { familyContactSheet, storiesToDraw, storyContactSheet } from './contactSheets.js';

// The sheet's labels and the pictures' lettering in the project's own fonts, whatever this machine has installed.
useProjectFonts();

const folder = new URL('../../../../docs/art/', import.meta.url);
mkdirSync(folder, { recursive: true });
const heroes = ART_HEROES;
for (const product of storiesToDraw()) {
  const started = performance.now();
  const file = new URL(`${product.slug}.png`, folder);
  writeFileSync(file, await storyContactSheet(product, heroes));
  console.log(
    `${file.pathname}: ${product.story.pages.length} pages x 3 options x ${heroes.length} heroes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
const families = Object.values(SAMPLE_FAMILIES);
for (const product of storiesToDraw()) {
  const started = performance.now();
  const file = new URL(`${product.slug}-family.png`, folder);
  writeFileSync(file, await familyContactSheet(product, families));
  console.log(
    `${file.pathname}: its companions' pages x 3 options x ${families.length} families in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
