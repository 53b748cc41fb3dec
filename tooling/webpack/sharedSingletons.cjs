/**
 * The modules every federated build shares as singletons, with the version range a build accepts.
 * One list for the shell and all remotes: a release check compares these ranges between manifests.
 */
const path = require('node:path');

const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router': 'react-router',
  'react-router-dom': 'react-router-dom',
  'react-redux': 'react-redux',
  '@reduxjs/toolkit': '@reduxjs/toolkit',
  'styled-components': 'styled-components',
  'shared-contracts': 'shared-contracts',
};

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

module.exports = { SINGLETONS, sharedSingletons, repoRoot: path.resolve(__dirname, '../..') };
