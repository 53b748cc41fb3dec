/**
 * Each database table belongs to one part of the server, and only that part names it in a query: other
 * parts call the owner's named operations. The rule `shop/table-owner` reports a table named outside its
 * owner (the first argument of Kysely's `selectFrom`, `insertInto`, `updateTable`, `deleteFrom` or a join,
 * a list of tables, a `table.column` reference, or `Database['table']`), and declares and migrates its
 * tables itself (`tables.ts`, `migrations/`). A migration's foreign key may point to a table of a module
 * the part may import. Tests and test helpers are left out.
 */
const path = require('node:path');
const { SERVER_MODULES } = require('./serverBoundaries.cjs');

const repoRoot = path.resolve(__dirname, '../..');

/** Each table and the part of the server that owns it: a module's name, or a `platform/` folder. */
const TABLE_OWNERS = {
  products: 'catalogue',
  print_types: 'catalogue',
  route_quotes: 'catalogue',
  print_sizes: 'catalogue',
  shipping_rates: 'orders',
  coupons: 'coupons',
  faqs: 'content',
  policies: 'content',
  states: 'orders',
  sample_flipbooks: 'content',
  cases: 'content',
  books: 'personalization',
  book_requests: 'personalization',
  book_previews: 'personalization',
  page_jobs: 'personalization',
  photos: 'personalization',
  photo_consents: 'personalization',
  product_orders: 'orders',
  deposit_orders: 'orders',
  book_pdfs: 'orders',
  print_jobs: 'orders',
  payments: 'payments',
  webhook_events: 'payments',
  usage_counters: 'abuse',
  emails: 'emails',
  secrets: 'platform/security',
  rate_windows: 'platform/security',
  queued_jobs: 'platform/jobs',
  live_releases: 'releases',
  page_voices: 'voices',
  record_links: 'voices',
  listen_links: 'voices',
};

const TABLE_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'mergeInto',
  // The schema builder's, in migrations: a module creates, changes and indexes only its own tables.
  'createTable',
  'alterTable',
  'dropTable',
  'on',
]);
const TABLE_REFERENCE = /^([a-z_]+)(\.[a-z_*]+)?(\s+as\s+[a-z_]+)?$/;
// `coupons.json` is the content file the coupons are seeded from, not a column.
const FILE_NAME = /\.(json|md)$/;

/** The part of the server a file belongs to; null for files the rule leaves alone. */
function partOf(file) {
  if (!file.startsWith('api/src/') || /\.test\.ts$/.test(file)) return null;
  const inside = file.slice('api/src/'.length).split('/');
  if (inside[0] === 'testing') return null;
  if (inside[0] === 'modules') return inside[1];
  if (inside[0] === 'platform') return `platform/${inside[1]}`;
  return 'root';
}

/** The table a string literal names in a query, or null. */
function tableNamedBy(node) {
  const match = TABLE_REFERENCE.exec(node.value);
  if (!match || !Object.hasOwn(TABLE_OWNERS, match[1]) || FILE_NAME.test(node.value)) return null;
  const table = match[1];
  if (match[2]) return table;
  const parent = node.parent;
  if (parent.type === 'ArrayExpression') return table;
  if (parent.type === 'TSLiteralType') {
    const access = parent.parent;
    return access.type === 'TSIndexedAccessType' && access.objectType.typeName?.name === 'Database' ? table : null;
  }
  const calledOnTable =
    parent.type === 'CallExpression' &&
    parent.arguments[0] === node &&
    parent.callee.type === 'MemberExpression' &&
    TABLE_METHODS.has(parent.callee.property.name);
  return calledOnTable ? table : null;
}

/**
 * A foreign key in a migration (`.references('products.product_id')`) to a table of a module this part
 * may import: the schema's side of a dependency the module graph already allows.
 */
function allowedForeignKey(node, table, part) {
  const call = node.parent;
  const isReference =
    call.type === 'CallExpression' && call.callee.type === 'MemberExpression' && call.callee.property.name === 'references';
  return isReference && (SERVER_MODULES[part] ?? []).includes(TABLE_OWNERS[table]);
}

const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A table is named only inside the part of the server that owns it.' },
    schema: [],
  },
  create(context) {
    const file = path.relative(repoRoot, context.filename).split(path.sep).join('/');
    const part = partOf(file);
    if (part === null) return {};
    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        const table = tableNamedBy(node);
        if (table === null || TABLE_OWNERS[table] === part || allowedForeignKey(node, table, part)) return;
        context.report({
          node,
          message: `'${table}' belongs to ${TABLE_OWNERS[table]}: call one of its operations (tooling/eslint/tableOwners.cjs).`,
        });
      },
    };
  },
};

/** The ESLint configuration object that holds every table to its owner. */
function tableOwners() {
  return {
    files: ['api/src/**/*.ts'],
    plugins: { shop: { rules: { 'table-owner': tableOwner } } },
    rules: { 'shop/table-owner': 'error' },
  };
}

module.exports = { TABLE_OWNERS, tableOwners, tableOwner };
