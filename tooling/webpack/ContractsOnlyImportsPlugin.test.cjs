const path = require('node:path');
const webpack = require('webpack');
const { ContractsOnlyImportsPlugin } = require('./ContractsOnlyImportsPlugin.cjs');

function build(entry, options) {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'development',
        context: __dirname,
        entry,
        output: { path: path.join(require('node:os').tmpdir(), 'contracts-only-imports') },
        plugins: [new ContractsOnlyImportsPlugin(options)],
        infrastructureLogging: { level: 'none' },
      },
      (error, stats) => (error ? reject(error) : resolve(stats)),
    );
  });
}

describe('ContractsOnlyImportsPlugin', () => {
  it('fails a build whose code imports the router directly, naming the file and the fix', async () => {
    const stats = await build('./__fixtures__/importsRouter/index.js');
    expect(stats.hasErrors()).toBe(true);
    const message = stats.toJson({ all: false, errors: true }).errors[0].message;
    expect(message).toContain("tooling/webpack/__fixtures__/importsRouter/index.js imports 'react-router-dom'");
    expect(message).toContain("import it from 'shared-contracts' instead");
  });

  it('lets the allowed folder (shared-contracts) import it', async () => {
    const stats = await build('./__fixtures__/importsRouter/index.js', { allowedDir: path.join(__dirname, '__fixtures__') });
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  });
});
