/**
 * Message catalogs in tests, compiled as the build compiles them (tooling/webpack/messagesLoader.cjs).
 * Jest reads a .json module as JSON whatever its transform, so the module is written as JSON too.
 */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { compileCatalog } = require('../webpack/messagesLoader.cjs');

const compilerSource = [__filename, require.resolve('../webpack/messagesLoader.cjs')].map((file) => readFileSync(file, 'utf8')).join();

module.exports = {
  process(source, file) {
    return { code: JSON.stringify({ __esModule: true, default: compileCatalog(source, file) }) };
  },
  // A change to how catalogs are compiled makes jest compile them again.
  getCacheKey: (source, file) => createHash('sha256').update(compilerSource).update(file).update(source).digest('hex'),
};
