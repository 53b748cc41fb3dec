import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from 'contracts/routes';
import { repoRoot } from './platform/config/config.js';
import { configTable, withConfigTable } from './platform/config/configTable.js';
import { everySetting } from './platform/config/environment.js';
import { remoteUrlVariable } from './modules/storefront/index.js';
import { SHOP_SETTINGS } from './shopSettings.js';

describe('the table of environment variables', () => {
  it('in docs/operations.md is the one the schema writes (else: npm run docs:config)', () => {
    const document = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8');
    expect(withConfigTable(document, SHOP_SETTINGS)).toBe(document);
  });

  it('has a row for every variable, with its default or what happens unset', () => {
    const rows = configTable(SHOP_SETTINGS).split('\n').slice(2);
    expect(rows).toHaveLength(everySetting(SHOP_SETTINGS).length);
    expect(rows).toContain('| `RATE_LIMIT_PER_MINUTE` | limits | `120` | changing API calls allowed per minute from one visitor session |');
    expect(rows.find((row) => row.startsWith('| `DATABASE_URL`'))).toContain('unset: SQLite file');
  });

  it('names a variable for every remote', () => {
    const variables = everySetting(SHOP_SETTINGS).map(({ setting }) => setting.variable);
    for (const remote of Object.values(REMOTES)) expect(variables).toContain(remoteUrlVariable(remote.folder));
  });

  it('declares each variable once', () => {
    const variables = everySetting(SHOP_SETTINGS).map(({ setting }) => setting.variable);
    expect(variables.filter((variable, i) => variables.indexOf(variable) !== i)).toEqual([]);
  });
});
