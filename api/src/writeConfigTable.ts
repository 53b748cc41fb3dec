/** `npm run docs:config`: writes the table of environment variables into docs/operations.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './platform/config/config.js';
import { withConfigTable } from './platform/config/configTable.js';
import { SHOP_SETTINGS } from './shopSettings.js';

const document = path.join(repoRoot, 'docs/operations.md');
writeFileSync(document, withConfigTable(readFileSync(document, 'utf8'), SHOP_SETTINGS));
console.log(`wrote the configuration table into ${path.relative(repoRoot, document)}`);
