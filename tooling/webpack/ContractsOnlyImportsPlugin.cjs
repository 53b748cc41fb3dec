/**
 * Fails the build when code outside shared-contracts imports a package that shared-contracts
 * provides (router, store): a second copy would split the router or the store in two.
 */
const path = require('node:path');
const { PROVIDED_BY_CONTRACTS, repoRoot } = require('./sharedSingletons.cjs');

const isProvided = (request) => PROVIDED_BY_CONTRACTS.some((name) => request === name || request.startsWith(`${name}/`));

class ContractsOnlyImportsPlugin {
  /** @param {{ allowedDir?: string }} [options] the folder allowed to import them (shared-contracts) */
  constructor({ allowedDir = path.join(repoRoot, 'shared-contracts') } = {}) {
    this.allowedDir = allowedDir + path.sep;
  }

  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ContractsOnlyImportsPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ContractsOnlyImportsPlugin', (data) => {
        const importer = data.contextInfo.issuer || '';
        if (!isProvided(data.request) || importer.includes(`${path.sep}node_modules${path.sep}`) || importer.startsWith(this.allowedDir))
          return;
        throw new Error(
          `${path.relative(repoRoot, importer)} imports '${data.request}': import it from 'shared-contracts' instead, so the storefront keeps one router and one store.`,
        );
      });
    });
  }
}

module.exports = { ContractsOnlyImportsPlugin };
