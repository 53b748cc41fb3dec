/** The release tooling's command line (modules/releases/cli.ts), on the shop's database. */
import { runReleaseCli } from './modules/releases/index.js';
import { openShopDatabase } from './shopDatabase.js';
import { loadConfig } from './shopSettings.js';

runReleaseCli(process.argv.slice(2), openShopDatabase, () => loadConfig());
