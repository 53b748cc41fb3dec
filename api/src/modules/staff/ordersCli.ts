/**
 * Order tools for the shop's staff, over the same database as the server (no web page):
 *   npm run orders -- list [state|shipped]
 *   npm run orders -- show <requestUuid>
 *   npm run orders -- export <requestUuid>          copies the print files here for the printer (marks it sent to print)
 *   npm run orders -- mark-shipped <requestUuid> [tracking number] [--carrier india-post|delhivery|bluedart|dtdc]
 *   npm run orders -- mark-delivered <requestUuid>      (the links in its emails stop working)
 *   npm run orders -- revoke-links <requestUuid>        the links in its emails stop working
 *   npm run orders -- print-again <requestUuid>         a book the print partner did not take, once fixed
 *   npm run orders -- routes                            each print route's price, partner's cost and margin, per country
 */
import type { PlatformConfig } from '../../platform/config/environment.js';
import type { QueuePolicies } from '../../platform/jobs/queues.js';
import type { OpenDatabase } from '../../platform/db/openDatabase.js';
import { openObjectStore } from '../../platform/storage/openObjectStore.js';
import { openJobEngine } from '../../platform/jobs/openJobEngine.js';
import { exportOrder, listOrders, markDelivered, markShipped, OrderToolError, printAgain, revokeLinks, showOrder } from './orderTools.js';
import { keepFilesPrivate } from '../../platform/files/privateFiles.js';
import { printPartnersFor, type PrintingSettings } from '../printing/index.js';
import { formatRouteEarnings, routeEarnings } from '../orders/index.js';
import { mailboxAddress } from '../emails/index.js';

const USAGE =
  'Commands: list [state|shipped] | show <requestUuid> | export <requestUuid> | mark-shipped <requestUuid> [tracking number] [--carrier <code>] | mark-delivered <requestUuid> | revoke-links <requestUuid> | print-again <requestUuid> | routes';

/** The settings the order tools read, read when they run (a refused one is said like the tools' own errors). */
export type OrderToolsConfig = () => Pick<PlatformConfig, 'database' | 'storage' | 'mail'> & { printing: PrintingSettings };

/** What the order tools are handed by their entry point: the configuration's reader and the shop's queues (they queue emails and print jobs). */
export interface OrderToolsSetup {
  readConfig: OrderToolsConfig;
  queues: QueuePolicies;
}

async function main(
  [command, id, ...rest]: string[],
  openDatabase: OpenDatabase,
  { readConfig, queues }: OrderToolsSetup,
): Promise<string> {
  keepFilesPrivate();
  const config = readConfig();
  const { databaseUrl } = config.database;
  const database = await openDatabase({ databaseUrl, dataDir: config.storage.dataDir });
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
        return await exportOrder(database.db, await openObjectStore(config.storage), needId(), process.cwd());
      case 'print-again': {
        const jobs = await openJobEngine({ database, databaseUrl, workerName: 'orders-cli', policies: queues, log: console });
        try {
          return await printAgain(database.db, jobs, needId());
        } finally {
          await jobs.stop();
        }
      }
      case 'mark-shipped': {
        const jobs = await openJobEngine({ database, databaseUrl, workerName: 'orders-cli', policies: queues, log: console });
        try {
          const at = rest.indexOf('--carrier');
          const carrier = at >= 0 ? (rest[at + 1] ?? '') : null;
          const tracking = (at >= 0 ? [...rest.slice(0, at), ...rest.slice(at + 2)] : rest).join(' ').trim() || null;
          return await markShipped(database.db, jobs, needId(), tracking, carrier);
        } finally {
          await jobs.stop();
        }
      }
      case 'mark-delivered':
        return await markDelivered(database.db, needId());
      case 'revoke-links':
        return await revokeLinks(database.db, needId());
      case 'routes': {
        // Every partner whose credentials are set is asked, whether or not the shop sends to partners yet.
        const shopEmail = mailboxAddress(config.mail.mailFrom);
        const partners = printPartnersFor({ ...config.printing, provider: 'partners' }, shopEmail);
        return formatRouteEarnings(await routeEarnings(database.db, partners, { usdInrRate: config.printing.usdInrRate, shopEmail }));
      }
      default:
        throw new OrderToolError(USAGE);
    }
  } finally {
    await database.close();
  }
}

/** Runs the command `args` names, printing its answer or its error; `openDatabase` opens the shop's database. */
export function runOrdersCli(args: string[], openDatabase: OpenDatabase, setup: OrderToolsSetup): void {
  main(args, openDatabase, setup).then(
    (output) => console.log(output),
    (error: Error) => {
      console.error(error instanceof OrderToolError ? error.message : error);
      process.exitCode = 1;
    },
  );
}
