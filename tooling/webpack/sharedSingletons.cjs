/**
 * The modules every federated build shares as singletons, with the version range a build accepts.
 * One list for the shell and all remotes: a release check compares these ranges between manifests.
 *
 * The router, the store libraries and the message library are not shared on their own: shared-contracts re-exports the
 * parts the storefront uses, so they are single instances through it and tree-shaken to those parts.
 */
const path = require('node:path');

const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'styled-components': 'styled-components',
  'shared-contracts': 'shared-contracts',
};

/** Packages that only shared-contracts may import; everyone else imports them from shared-contracts. */
const PROVIDED_BY_CONTRACTS = ['react-router', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@lingui/core', '@lingui/react'];

function installedVersion(packageName, fromDir) {
  const manifest = require.resolve(`${packageName}/package.json`, { paths: [fromDir] });
  return require(manifest).version;
}

function sharedSingletons(fromDir) {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, packageName]) => {
      const version = installedVersion(packageName, fromDir);
      return [request, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}

module.exports = { SINGLETONS, PROVIDED_BY_CONTRACTS, sharedSingletons, repoRoot: path.resolve(__dirname, '../..') };
