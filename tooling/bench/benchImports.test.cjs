const { readdirSync, readFileSync, existsSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const benchDir = path.join(repoRoot, 'api/bench');

/** The API's compiled modules a benchmark loads by path (`path.join(dist, '…')`, `fromDist('…')`), which no compiler checks. */
function distModules() {
  return readdirSync(benchDir)
    .filter((file) => file.endsWith('.mjs'))
    .flatMap((file) => {
      const text = readFileSync(path.join(benchDir, file), 'utf8');
      return [...text.matchAll(/(?:path\.join\(dist, |fromDist\()'([^']+\.js)'/g)].map((match) => ({ file, module: match[1] }));
    });
}

describe("the benchmarks' paths into the built API", () => {
  it('name modules that exist in its sources', () => {
    const modules = distModules();
    expect(modules.map(({ module }) => module)).toEqual(expect.arrayContaining(['main.js', 'seedDatabase.js']));
    const missing = modules.filter(({ module }) => !existsSync(path.join(repoRoot, 'api/src', module.replace(/\.js$/, '.ts'))));
    expect(missing).toEqual([]);
  });
});
