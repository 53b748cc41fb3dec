import type { FastifyBaseLogger } from 'fastify';
import { publicOrigin } from './config/config.js';
import type { PlatformConfig } from './config/environment.js';
import type { MigrationSteps } from './db/migrations.js';
import type { QueuePolicies } from './jobs/queues.js';
import { openDatabase } from './db/openDatabase.js';
import { openJobEngine } from './jobs/openJobEngine.js';
import { createMailer } from './mail/mailer.js';
import { purposeKeys } from './security/purposeKeys.js';
import { loadSecret } from './security/secrets.js';
import { openObjectStore } from './storage/openObjectStore.js';

/**
 * What every process of the shop stands on, opened the same way by the storefront and by a worker:
 * the database, the files (bucket or data folder), the job engine, the keys derived from the shop's
 * secret, the mailer and the signing of email links.
 */
export async function openPlatform(
  { database: databaseSettings, storage: storageSettings, server, mail }: Pick<PlatformConfig, 'database' | 'storage' | 'server' | 'mail'>,
  {
    workerName,
    log,
    migrations,
    queues,
  }: { workerName: string; log: FastifyBaseLogger; migrations: MigrationSteps[]; queues: QueuePolicies },
) {
  const { databaseUrl } = databaseSettings;
  const database = await openDatabase({ databaseUrl, dataDir: storageSettings.dataDir, migrations });
  const storage = await openObjectStore(storageSettings);
  const jobs = await openJobEngine({ database, databaseUrl, workerName, policies: queues, log });
  const keys = purposeKeys(await loadSecret(database.db, server.sessionSecret, 'session-secret', storageSettings.dataDir));
  return {
    database,
    storage,
    jobs,
    keys,
    mailer: createMailer({ smtpUrl: mail.smtpUrl, storage, from: mail.mailFrom }),
    links: { siteOrigin: publicOrigin(server), key: keys['email-link'] },
    async close() {
      await jobs.stop();
      await database.close();
    },
  };
}

export type Platform = Awaited<ReturnType<typeof openPlatform>>;
