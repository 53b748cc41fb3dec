/**
 * Order tools for the shop's staff, over the same database as the server (no web page):
 *   npm run orders -- list [state|shipped]
 *   npm run orders -- show <requestUuid>
 *   npm run orders -- export <requestUuid>          copies the print-ready PDF here, prints its path
 *   npm run orders -- mark-shipped <requestUuid> [tracking number]
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/openDatabase.js';
import { openObjectStore } from '../storage/openObjectStore.js';
import { openJobEngine } from '../jobs/openJobEngine.js';
import { exportOrder, listOrders, markShipped, OrderToolError, showOrder } from './orderTools.js';

const USAGE = 'Commands: list [state|shipped] | show <requestUuid> | export <requestUuid> | mark-shipped <requestUuid> [tracking number]';

async function main([command, id, ...rest]: string[]): Promise<string> {
  const config = loadConfig();
  const database = await openDatabase(config);
  const needId = () => {
    if (!id) throw new OrderToolError(USAGE);
    return id;
  };
  try {
    switch (command) {
      case 'list':
        return await listOrders(database.db, id);
      case 'show':
        return await showOrder(database.db, needId());
      case 'export':
        return await exportOrder(database.db, await openObjectStore(config), needId(), process.cwd());
      case 'mark-shipped': {
        const jobs = await openJobEngine({ database, databaseUrl: config.databaseUrl, workerName: 'orders-cli', log: console });
        try {
          return await markShipped(database.db, jobs, needId(), rest.join(' ').trim() || null);
        } finally {
          await jobs.stop();
        }
      }
      default:
        throw new OrderToolError(USAGE);
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (output) => console.log(output),
  (error: Error) => {
    console.error(error instanceof OrderToolError ? error.message : error);
    process.exitCode = 1;
  },
);
