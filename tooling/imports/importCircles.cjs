/**
 * Import circles inside the repository's packages: each source file's relative imports (static,
 * dynamic and re-exports) resolved to files, and every strongly connected group of more than one
 * file (or a file importing itself) reported as a circle. Type-only imports count too: a circle of
 * types is still two files that cannot be understood apart.
 */
const { readFileSync, existsSync, statSync } = require('node:fs');
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const IMPORT =
  /(?:^|[;\s])(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|require\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];

/** The file a relative import names, as the bundlers resolve it (a `.js` name may be a `.ts` file). */
function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), ...EXTENSIONS.map((ext) => base + ext)];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile() && SOURCE.test(file)) ?? null;
}

/** The files a source file imports at run time. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = new Set();
  for (const match of text.matchAll(IMPORT)) {
    const target = resolveImport(file, match[1] ?? match[2] ?? match[3]);
    if (target) found.add(target);
  }
  return [...found];
}

/** The tracked source files under a folder of the repository, tests and fixtures left out. */
function sourceFiles(folder) {
  return execFileSync('git', ['ls-files', folder], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !/\.test\.|__fixtures__|\/scratch\//.test(file))
    .map((file) => path.join(repoRoot, file));
}

/** Every circle among the files (Tarjan's strongly connected components), each as a list of repository paths. */
function importCircles(files) {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const circles = [];
  let counter = 0;
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) circles.push(group.map((f) => path.relative(repoRoot, f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles;
}

module.exports = { importCircles, sourceFiles, importsOf };
