/** `npm run docs:config`: writes the table of environment variables into docs/operations.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './config.js';
import { withConfigTable } from './configTable.js';

const document = path.join(repoRoot, 'docs/operations.md');
writeFileSync(document, withConfigTable(readFileSync(document, 'utf8')));
console.log(`wrote the configuration table into ${path.relative(repoRoot, document)}`);
