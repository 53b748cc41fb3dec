#!/usr/bin/env node
/**
 * How many of the specifications' fixed texts the shop uses word for word: every text quoted in
 * single quotes in the given documents ('Payment Unsuccessful', 'Failed to load book preview data', ...)
 * is looked for in the source of the shop (its screens, contracts, server and content). Prints the
 * share found and lists the texts not found, to read one by one.
 *
 *   node scripts/spec-texts.mjs <specification files or folder>
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCES = [
  'shell/src',
  'mf-catalogue/src',
  'mf-creation/src',
  'mf-ordering/src',
  'mf-content/src',
  'shared-contracts/src',
  'contracts/src',
  'ui-kit/src',
  'api/src',
  'api/public',
];
const SKIP = /\.test\.tsx?$|[\\/]testing[\\/]/;

function filesUnder(entry) {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(entry, file))
    .filter((file) => statSync(file).isFile());
}

const specFiles = process.argv.slice(2).flatMap(filesUnder);
if (specFiles.length === 0) {
  console.error('usage: node scripts/spec-texts.mjs <specification files or folder>');
  process.exit(2);
}

/** Quoted texts of three words or more, or a capitalised phrase: the messages, headings and labels, not field names. */
const texts = new Set();
for (const file of specFiles) {
  for (const [, text] of readFileSync(file, 'utf8').matchAll(/(?<![A-Za-z])'([^'\n]{3,}?)'(?![A-Za-z])/g)) {
    const words = text.trim().split(/\s+/);
    if (words.length >= 2 || /^[A-Z]/.test(text)) texts.add(text.trim());
  }
}

const normalise = (text) => text.replace(/\\'/g, "'").replace(/[’]/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');
const source = SOURCES.flatMap((dir) => filesUnder(path.join(root, dir)))
  .filter((file) => !SKIP.test(file) && /\.(tsx?|mjs|js|json|md)$/.test(file))
  .map((file) => normalise(readFileSync(file, 'utf8')))
  .join('\n');

/** A text with a placeholder ({message}, <n>, a lone n) is found when each of its fixed parts is. */
const found = (text) =>
  normalise(text)
    .split(/\{[^}]*\}|<[^>]*>|\.\.\.|…|\bn\b/)
    .map((part) => part.trim())
    .filter((part) => part.length > 2)
    .every((part) => source.includes(part));

const missing = [...texts].filter((text) => !found(text));
const met = texts.size - missing.length;
console.log(
  `${met} of ${texts.size} quoted texts of the specifications are in the shop word for word (${((100 * met) / texts.size).toFixed(1)} %).`,
);
for (const text of missing) console.log(`  not found: '${text}'`);
