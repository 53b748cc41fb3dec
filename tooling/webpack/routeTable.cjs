/**
 * The shop's route table (shared-contracts/src/routes.ts), read from its TypeScript source so the
 * build tooling and the apps share one definition of the remotes, their dev ports and their exposes.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** routes.ts imports nothing: its source, compiled on the spot, is a module of its own. */
function loadRoutes() {
  const source = readFileSync(path.join(__dirname, '../../shared-contracts/src/routes.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports = {};
  new Function('exports', outputText)(exports);
  return exports;
}

/** @type {typeof import('../../shared-contracts/src/routes')} */
const routes = loadRoutes();

/**
 * Why a remote's `exposes` do not match what the routes and the other remotes need of it, or null.
 * @param {string} name the remote's federation name
 * @param {Record<string, string>} exposes public name -> source file
 */
function exposesProblem(name, exposes) {
  if (!(name in routes.REMOTES)) return `${name} is not a remote of the route table (shared-contracts/src/routes.ts)`;
  const required = routes.requiredExposes(name);
  const missing = required.filter((module) => !(module in exposes));
  const extra = Object.keys(exposes).filter((module) => !required.includes(module));
  if (!missing.length && !extra.length) return null;
  return [
    `${name}'s exposes differ from what shared-contracts/src/routes.ts requires of it:`,
    missing.length ? `missing ${missing.join(', ')}` : '',
    extra.length ? `not in the route table or SHARED_EXPOSES: ${extra.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

module.exports = { REMOTES: routes.REMOTES, exposesProblem };
