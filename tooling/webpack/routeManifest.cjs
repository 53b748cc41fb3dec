/**
 * The remotes (contracts/src/routes.ts, read from its TypeScript source so the build tooling
 * and the apps share one definition of the remotes and their dev ports) and each remote's own route
 * manifest (`<remote>/routes.json`), which its build checks against its exposes and ships.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

/** The file a remote declares its pages in, and the name it is shipped under in the build. */
const ROUTE_MANIFEST_FILE = 'routes.json';

/** routes.ts imports nothing: its source, compiled on the spot, is a module of its own. */
function loadRoutes() {
  const source = readFileSync(path.join(__dirname, '../../contracts/src/routes.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const exports = {};
  new Function('exports', outputText)(exports);
  return exports;
}

/** @type {typeof import('../../contracts/src/routes')} */
const routes = loadRoutes();

/**
 * A remote's route manifest, read from its package folder.
 * @param {string} dir the remote's package folder
 * @returns {import('../../contracts/src/routes').RouteManifest}
 */
function readRouteManifest(dir) {
  const file = path.join(dir, ROUTE_MANIFEST_FILE);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(manifest.routes)) throw new Error(`${file} must list the remote's pages under "routes"`);
  return manifest;
}

/**
 * Why a remote's `exposes` do not match what its route manifest declares (its pages and its shared
 * modules), or null.
 * @param {string} name the remote's federation name
 * @param {Record<string, string>} exposes public name -> source file
 * @param {import('../../contracts/src/routes').RouteManifest} manifest
 */
function exposesProblem(name, exposes, manifest) {
  if (!(name in routes.REMOTES)) return `${name} is not a remote of contracts/src/routes.ts`;
  const required = routes.manifestExposes(manifest);
  const missing = required.filter((module) => !(module in exposes));
  const extra = Object.keys(exposes).filter((module) => !required.includes(module));
  if (!missing.length && !extra.length) return null;
  return [
    `${name}'s exposes differ from what its ${ROUTE_MANIFEST_FILE} declares:`,
    missing.length ? `missing ${missing.join(', ')}` : '',
    extra.length ? `not declared as a page or a shared module: ${extra.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Ships the remote's route manifest in its build, where the server reads the live pages from. */
class RouteManifestPlugin {
  /** @param {import('../../contracts/src/routes').RouteManifest} manifest */
  constructor(manifest) {
    this.manifest = manifest;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(ROUTE_MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(this.manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { REMOTES: routes.REMOTES, ROUTE_MANIFEST_FILE, readRouteManifest, exposesProblem, RouteManifestPlugin };
