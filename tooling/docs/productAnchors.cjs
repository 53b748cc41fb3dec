/**
 * Code comments point at the product's description by anchor (`docs/product.md#preview`): these are
 * the anchors it has, and the references to it in the repository's tracked files.
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');

/** The anchors docs/product.md declares (`<a id="..."></a>`). */
function productAnchors() {
  const text = readFileSync(path.join(repoRoot, 'docs/product.md'), 'utf8');
  return new Set([...text.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((match) => match[1]));
}

/** Every reference to one of docs/product.md's anchors in a tracked file, with where it is. */
function productReferences() {
  const lines = execFileSync('git', ['grep', '-n', '-o', '-E', 'docs/product\\.md#[A-Za-z0-9_-]+'], { cwd: repoRoot, encoding: 'utf8' });
  return lines
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [file, lineNumber, reference] = line.split(':');
      return { where: `${file}:${lineNumber}`, anchor: reference.split('#')[1] };
    });
}

module.exports = { productAnchors, productReferences };
