/**
 * The server's shape, as lint rules. `api/src/platform/` (http, db, jobs, storage, mail, config, ...) knows
 * nothing of the shop; `api/src/modules/<name>/` holds one part of the shop and imports the platform and only
 * the modules listed for it here, each through its face (`modules/<name>/index.ts`); the composition root
 * (`api/src/*.ts`) wires them, through their faces too, and nothing imports it. Tests and `api/src/testing/`
 * may reach inside a module: they set up what its face does not offer.
 * The list is checked for cycles when the lint configuration loads, so the modules always form a graph
 * without cycles and a new dependency is a visible line in this file.
 */

/** Each module and the modules it may import. */
const SERVER_MODULES = {
  abuse: [],
  catalogue: [],
  coupons: ['catalogue'],
  emails: ['personalization'],
  geo: [],
  payments: [],
  releases: [],
  seed: ['catalogue'],
  imaging: ['catalogue', 'seed'],
  personalization: ['abuse', 'catalogue', 'imaging', 'printing', 'seed'],
  printing: ['catalogue', 'imaging'],
  media: ['imaging', 'personalization', 'seed'],
  orders: ['abuse', 'catalogue', 'coupons', 'emails', 'payments', 'personalization', 'printing'],
  privacy: ['abuse', 'content', 'emails', 'orders', 'payments', 'personalization', 'voices'],
  content: ['catalogue', 'media', 'orders', 'personalization', 'seed'],
  storefront: ['geo', 'payments', 'releases'],
  staff: ['catalogue', 'emails', 'orders', 'payments', 'personalization', 'printing'],
  work: ['imaging', 'personalization', 'printing'],
  art: ['catalogue', 'imaging', 'personalization', 'printing', 'seed'],
  voices: ['abuse', 'personalization'],
};

const COMPOSITION_ROOT = [
  'app',
  'apiRoutes',
  'main',
  'worker',
  'shopJobs',
  'shopDatabase',
  'seedDatabase',
  'seedContent',
  'shopSettings',
  'shopQueues',
  'writeConfigTable',
  'releasesCli',
  'ordersCli',
];

/** The first cycle in a dependency list, as the path that closes it, or null. */
function findCycle(graph) {
  const state = new Map();
  const visit = (name, trail) => {
    if (state.get(name) === 'done') return null;
    if (state.get(name) === 'open') return [...trail.slice(trail.indexOf(name)), name];
    state.set(name, 'open');
    for (const next of graph[name] ?? []) {
      const cycle = visit(next, [...trail, name]);
      if (cycle) return cycle;
    }
    state.set(name, 'done');
    return null;
  };
  for (const name of Object.keys(graph)) {
    const cycle = visit(name, []);
    if (cycle) return cycle;
  }
  return null;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A relative import that climbs out of the importing folder into one of these folders.
const into = (folders) => `(^|/)\\.\\./(\\.\\./)*(${folders.map(escapeRegExp).join('|')})/`;
const rootFile = `^(\\.\\./)+(${COMPOSITION_ROOT.join('|')})\\.js$`;
// A relative import of a file inside one of these modules other than its face.
const insideOf = (modules, prefix) => `${prefix}(${modules.map(escapeRegExp).join('|')})/(?!index\\.js$)`;
const throughFace = (modules, prefix) => ({
  regex: insideOf(modules, prefix),
  message: 'Another module is used through its face (modules/<name>/index.ts): export what is needed there.',
});

/** ESLint configuration objects that hold the server to its shape. */
function serverBoundaries() {
  const cycle = findCycle(SERVER_MODULES);
  if (cycle) throw new Error(`The server's modules would import each other in a cycle: ${cycle.join(' -> ')}`);
  const unknown = Object.values(SERVER_MODULES)
    .flat()
    .filter((name) => !(name in SERVER_MODULES));
  if (unknown.length) throw new Error(`serverBoundaries lists modules that do not exist: ${unknown.join(', ')}`);

  const restrict = (files, patterns) => ({
    files,
    // A test starts the whole app to reach a module through its routes: it is the composition root's user.
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  });
  const root = { regex: rootFile, message: 'Only the composition root (api/src/*.ts) wires the server together.' };
  const browserRuntime = {
    regex: '^shared-contracts(/|$)',
    message: "The server depends on 'contracts' only; shared-contracts is the browser's runtime.",
  };
  return [
    restrict(['api/src/*.ts'], [browserRuntime, throughFace(Object.keys(SERVER_MODULES), '^\\./modules/')]),
    restrict(
      ['api/src/platform/**/*.ts'],
      [
        { regex: into(['modules']), message: 'The platform knows nothing of the shop: pass it in from the composition root.' },
        root,
        browserRuntime,
      ],
    ),
    ...Object.entries(SERVER_MODULES).map(([name, allowed]) => {
      const forbidden = Object.keys(SERVER_MODULES).filter((other) => other !== name && !allowed.includes(other));
      return restrict(
        [`api/src/modules/${name}/**/*.ts`],
        [
          ...(forbidden.length
            ? [
                {
                  regex: into(forbidden),
                  message: `${name} may import only ${allowed.join(', ') || 'the platform'} (tooling/eslint/serverBoundaries.cjs).`,
                },
              ]
            : []),
          ...(allowed.length ? [throughFace(allowed, '(^|/)\\.\\./(\\.\\./)*')] : []),
          root,
          browserRuntime,
        ],
      );
    }),
  ];
}
module.exports = { SERVER_MODULES, findCycle, serverBoundaries };
