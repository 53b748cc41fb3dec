/** The staff's order tools (modules/staff/ordersCli.ts), on the shop's database. */
import { runOrdersCli } from './modules/staff/index.js';
import { openShopDatabase } from './shopDatabase.js';
import { SHOP_QUEUES } from './shopQueues.js';
import { loadConfig } from './shopSettings.js';

runOrdersCli(process.argv.slice(2), openShopDatabase, { readConfig: () => loadConfig(), queues: SHOP_QUEUES });
