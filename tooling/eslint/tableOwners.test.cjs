const { existsSync, readFileSync } = require('node:fs');
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

/** The tables the database interface declares. */
function declaredTables() {
  const schema = readFileSync(path.join(repoRoot, 'api/src/platform/db/schema.ts'), 'utf8');
  const database = schema.slice(schema.indexOf('export interface Database'));
  return [...database.matchAll(/^\s+([a-z_]+): [A-Za-z]+;$/gm)].map((match) => match[1]);
}

describe('each table named only by its owner', () => {
  it('gives every declared table an owner that exists', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(declaredTables().sort());
    for (const owner of new Set(Object.values(TABLE_OWNERS))) {
      const folder = owner.startsWith('platform/') ? `api/src/${owner}` : `api/src/modules/${owner}`;
      expect(existsSync(path.join(repoRoot, folder))).toBe(true);
    }
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

  it('leaves alone words that only look like a table, tests, and the database folder', () => {
    const seed = 'api/src/modules/seed/example.ts';
    expect(problems(seed, "readJson('coupons.json'); translationsIn('states'); path.join('policies', 'a.md');")).toEqual([]);
    expect(problems(seed, "type Stories = ShopContent['products'];")).toEqual([]);
    expect(problems('api/src/modules/seed/example.test.ts', "db.selectFrom('coupons');")).toEqual([]);
    expect(problems('api/src/platform/db/example.ts', "db.selectFrom('coupons');")).toEqual([]);
    expect(problems('api/src/platform/http/example.ts', "db.selectFrom('coupons');")).toHaveLength(1);
  });
});
