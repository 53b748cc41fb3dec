const { readFileSync, readdirSync } = require('node:fs');
const path = require('node:path');
const { Linter } = require('eslint');
const tseslint = require('typescript-eslint');
const { TABLE_OWNERS, tableOwner } = require('./tableOwners.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const linter = new Linter({ cwd: repoRoot });

/** The problems the rule finds in a piece of TypeScript, as if it were the given file. */
const problems = (file, code) =>
  linter
    .verify(
      code,
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { shop: { rules: { 'table-owner': tableOwner } } },
        rules: { 'shop/table-owner': 'error' },
      },
      { filename: path.join(repoRoot, file) },
    )
    .map((problem) => problem.message);

const ownerFolder = (owner) => (owner.startsWith('platform/') ? `api/src/${owner}` : `api/src/modules/${owner}`);

/** The server's source files, tests left out. */
function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Each table added to the database's map, with the file that declares it. */
function tableDeclarations() {
  const declarations = {};
  for (const file of sourceFiles(path.join(repoRoot, 'api/src'))) {
    const text = readFileSync(file, 'utf8');
    const start = text.indexOf('interface Database {');
    if (start < 0) continue;
    const block = text.slice(start, text.indexOf('}', start));
    for (const [, table] of block.matchAll(/^\s+([a-z_]+): [A-Za-z]+;$/gm)) {
      declarations[table] = path.relative(repoRoot, file);
    }
  }
  return declarations;
}

describe('each table named only by its owner', () => {
  it("declares every table in its owner's tables.ts, and each owner exists", () => {
    const expected = Object.fromEntries(Object.entries(TABLE_OWNERS).map(([table, owner]) => [table, `${ownerFolder(owner)}/tables.ts`]));
    expect(tableDeclarations()).toEqual(expected);
  });

  it("lets a module query its own tables, and refuses another's in a query, a join, a column or a type", () => {
    const orders = 'api/src/modules/orders/example.ts';
    expect(problems(orders, "db.selectFrom('product_orders').innerJoin('deposit_orders as d', 'd.request_uuid', 'x');")).toEqual([]);
    expect(problems(orders, "db.selectFrom('book_requests');")).toEqual([
      expect.stringContaining("'book_requests' belongs to personalization"),
    ]);
    expect(problems(orders, "db.selectFrom('product_orders').leftJoin('books', 'x', 'y');")).toHaveLength(1);
    expect(problems(orders, "db.selectFrom('product_orders').select('products.title');")).toHaveLength(1);
    expect(problems(orders, "for (const table of ['emails', 'payments'] as const) void table;")).toHaveLength(2);
    expect(problems(orders, "type Row = Database['photos'];")).toHaveLength(1);
  });

  it('lets a migration refer to a table of a module its module may import, and no other', () => {
    const orders = 'api/src/modules/orders/migrations/001_initial.ts';
    expect(problems(orders, "table.addColumn('request_uuid', 'text', (c) => c.references('book_requests.request_uuid'));")).toEqual([]);
    expect(problems(orders, "db.schema.alterTable('product_orders'); db.schema.createIndex('x').on('product_orders');")).toEqual([]);
    expect(problems(orders, "db.schema.alterTable('books'); db.schema.createTable('photos'); db.schema.dropTable('emails');")).toHaveLength(
      3,
    );
    expect(problems(orders, "db.schema.createIndex('x').on('payments');")).toHaveLength(1);
    const catalogue = 'api/src/modules/catalogue/migrations/001_initial.ts';
    expect(problems(catalogue, "table.addColumn('request_uuid', 'text', (c) => c.references('book_requests.request_uuid'));")).toHaveLength(
      1,
    );
  });

  it('leaves alone words that only look like a table, and tests', () => {
    const seed = 'api/src/modules/seed/example.ts';
    expect(problems(seed, "readJson('coupons.json'); translationsIn('states'); path.join('policies', 'a.md');")).toEqual([]);
    expect(problems(seed, "type Stories = ShopContent['products'];")).toEqual([]);
    expect(problems('api/src/modules/seed/example.test.ts', "db.selectFrom('coupons');")).toEqual([]);
    expect(problems('api/src/platform/db/example.ts', "db.selectFrom('coupons');")).toHaveLength(1);
    expect(problems('api/src/platform/http/example.ts', "db.selectFrom('coupons');")).toHaveLength(1);
  });
});
