/**
 * Which parts of the server name each database table: the tables of `platform/db/schema.ts`, and for
 * each the server modules (`api/src/modules/<name>/`), `platform/` folders and composition-root files
 * whose sources (tests and migrations aside) name it in a query. The figure a module's ownership of
 * its tables is measured by: tables named outside one module, and shop tables named in `platform/`.
 *
 *   node tooling/architecture/tableUse.cjs
 */
const { execFileSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '../..');
const apiSrc = 'api/src/';

/** The tables the database interface declares. */
function tables() {
  const schema = readFileSync(path.join(repoRoot, apiSrc, 'platform/db/schema.ts'), 'utf8');
  const database = schema.slice(schema.indexOf('export interface Database'));
  return [...database.matchAll(/^\s+([a-z_]+): [A-Za-z]+;$/gm)].map((match) => match[1]);
}

/** Where a source file belongs: a module, a platform folder, or the composition root. */
function partOf(file) {
  const inside = file.slice(apiSrc.length).split('/');
  if (inside[0] === 'modules') return `modules/${inside[1]}`;
  if (inside[0] === 'platform') return `platform/${inside[1]}`;
  return inside.length === 1 ? 'root' : inside[0];
}

/** Each table with the parts of the server whose sources name it as a quoted string. */
function tableUse() {
  const files = execFileSync('git', ['ls-files', apiSrc], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file.endsWith('.ts') && !/\.test\.ts$|\/migrations\/|\/testing\//.test(file));
  const texts = files.map((file) => ({ part: partOf(file), text: readFileSync(path.join(repoRoot, file), 'utf8') }));
  return tables().map((table) => {
    const quoted = new RegExp(`['"\`]${table}(\\.[a-z_]+)?(\\s+as\\s+[a-z_]+)?['"\`]`);
    const parts = [...new Set(texts.filter(({ text }) => quoted.test(text)).map(({ part }) => part))].sort();
    return { table, parts };
  });
}

if (require.main === module) {
  const use = tableUse();
  for (const { table, parts } of use) console.log(`${table.padEnd(18)} ${parts.join(', ')}`);
  const shared = use.filter(({ parts }) => parts.filter((part) => part.startsWith('modules/')).length > 1);
  const inPlatform = use.filter(
    ({ table, parts }) =>
      parts.some((part) => part.startsWith('platform/') && part !== 'platform/db') &&
      !['secrets', 'rate_windows', 'queued_jobs'].includes(table),
  );
  console.log(`\nTables named in more than one module: ${shared.length} of ${use.length}`);
  console.log(`Shop tables named in platform/ (outside its db folder): ${inPlatform.length}`);
}

module.exports = { tableUse, tables };
