const path = require('node:path');
const { importCircles, sourceFiles } = require('./importCircles.cjs');

const PACKAGES = [
  'api',
  'contracts',
  'shared-contracts',
  'ui-kit',
  'shell',
  'mf-catalogue',
  'mf-creation',
  'mf-ordering',
  'mf-content',
  'story-art',
  'e2e',
  'tooling',
  'scripts',
];

describe('import circles', () => {
  it('finds a circle, type-only imports too, and not the file that only imports into it', () => {
    const fixture = (name) => path.join(__dirname, '__fixtures__/circle', name);
    expect(importCircles([fixture('a.ts'), fixture('b.ts'), fixture('c.ts')])).toEqual([
      ['tooling/imports/__fixtures__/circle/a.ts', 'tooling/imports/__fixtures__/circle/b.ts'],
    ]);
  });

  it.each(PACKAGES)('has none in %s', (folder) => {
    const files = sourceFiles(`${folder}/`);
    expect(files.length).toBeGreaterThan(0);
    expect(importCircles(files)).toEqual([]);
  });
});
