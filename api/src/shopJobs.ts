import type { FastifyBaseLogger } from 'fastify';
import { publicOrigin } from './platform/config/config.js';
import type { Config } from './shopSettings.js';
import { sendEmail, mailboxAddress } from './modules/emails/index.js';
import type { Platform } from './platform/openPlatform.js';
import { buildBookPdf, pollPrintJobs, sendToPrint, type PrintSending, warnAboutRoutes } from './modules/orders/index.js';
import { comfyuiGenerator } from './modules/imaging/index.js';
import { generatePage, drawPreviewCover } from './modules/personalization/index.js';
import { sweepPersonalDataJob } from './modules/privacy/index.js';
import type { ObjectStore } from './platform/storage/objectStore.js';
import type { WorkPool } from './modules/work/index.js';
import { secondsSince, type ShopMetrics } from './platform/operations/metrics.js';
import type { JobEngine, JobHandler, JobHandlers, JobQueue } from './platform/jobs/jobEngine.js';
import { printFileUrl, printPartnersFor } from './modules/printing/index.js';
import type { QueueName } from './platform/jobs/queues.js';
import { listenLinkOf, listenPath } from './modules/voices/index.js';

/** What sending books to the print partner takes, from the settings. */
export function printSending(
  { printing, mail, server }: Pick<Config, 'printing' | 'mail' | 'server'>,
  { storage, printFileKey, log, metrics }: { storage: ObjectStore; printFileKey: string; log: FastifyBaseLogger; metrics?: ShopMetrics },
): PrintSending {
  const shopEmail = mailboxAddress(mail.mailFrom);
  return {
    partners: printPartnersFor(printing, shopEmail),
    storage,
    fileUrl: (fileName) => printFileUrl(publicOrigin(server), printFileKey, fileName),
    shopEmail,
    log,
    metrics,
  };
}

/** What the shop's jobs work with. */
export interface ShopWork {
  config: Config;
  platform: Pick<Platform, 'database' | 'storage' | 'mailer' | 'links' | 'keys'>;
  /** The threads that draw and print. */
  work: WorkPool;
  log: FastifyBaseLogger;
  metrics?: ShopMetrics;
}

/** Every queue's handler. Pages are drawn by the ComfyUI server when one is configured, else in the work pool. */
export function shopJobHandlers({ config, platform, work, log, metrics }: ShopWork, jobs: JobQueue): JobHandlers {
  const { storage, mailer, links } = platform;
  const { db } = platform.database;
  const printFileKey = platform.keys['print-files'];
  const { comfyuiUrl, pageOptions } = config.generation;
  const generator = comfyuiUrl ? comfyuiGenerator(comfyuiUrl) : work.generator();
  const print = { dpi: config.printing.dpi };
  // The shop's address as a reader types it: its public origin's host, where it has one.
  const webAddress = config.server.siteOrigin ? new URL(config.server.siteOrigin).host : null;
  const sending = printSending(config, { storage, printFileKey, log, metrics });
  return {
    page: (picture, attempt) =>
      'cover' in picture
        ? drawPreviewCover(db, storage, picture.cover)
        : generatePage({ db, storage, generator, options: pageOptions, metrics }, picture.jobId, attempt),
    cover: ({ requestUuid }) => drawPreviewCover(db, storage, requestUuid),
    'book-pdf': ({ requestUuid }, attempt) =>
      buildBookPdf(
        db,
        jobs,
        {
          storage,
          print,
          printBook: (content, width) => work.printBook({ content, print, width, comfyuiUrl }),
          webAddress,
          // Made with the print file, for good: its code is printed.
          listenUrl: async (requestUuid) =>
            new URL(listenPath((await listenLinkOf(db, links.key, requestUuid)).value), links.siteOrigin).href,
          coverGeometry: (route, interiorPages) => {
            const partner = sending.partners[route.partner];
            return partner?.coverGeometry && route.product
              ? partner.coverGeometry(route.product, interiorPages)
              : Promise.resolve(undefined);
          },
        },
        requestUuid,
        attempt,
      ),
    'print-job': ({ requestUuid }) => sendToPrint(db, jobs, sending, requestUuid),
    'print-status-poll': () => pollPrintJobs(db, jobs, sending),
    email: ({ emailId }, attempt) => sendEmail(db, mailer, storage, links, emailId, attempt),
    'personal-data-sweep': () =>
      sweepPersonalDataJob(
        db,
        storage,
        {
          unpaidFilesHours: config.retention.unpaidFilesHours,
          quickPreviewHours: 24,
          shippedOrderDays: config.retention.shippedImageRetentionDays,
        },
        log,
      ),
  };
}

/** Each handler timed: how long its jobs take, by queue and outcome. */
function timed(handlers: JobHandlers, metrics: ShopMetrics): JobHandlers {
  const wrap =
    <Q extends QueueName>(queue: Q, handler: JobHandler<Q>): JobHandler<Q> =>
    async (payload, attempt) => {
      const started = performance.now();
      try {
        await handler(payload, attempt);
        metrics.observeJob(queue, secondsSince(started), 'done');
      } catch (error) {
        metrics.observeJob(queue, secondsSince(started), 'failed');
        throw error;
      }
    };
  return Object.fromEntries(
    (Object.entries(handlers) as [QueueName, JobHandler<QueueName>][]).map(([queue, handler]) => [queue, wrap(queue, handler)]),
  );
}

/** Works every queue in this process, pages `pageSlots` at a time, and keeps the hourly sweep going. */
export async function runShopJobs(engine: JobEngine, shop: ShopWork, pageSlots: number): Promise<void> {
  const handlers = shopJobHandlers(shop, engine);
  await engine.work(shop.metrics ? timed(handlers, shop.metrics) : handlers, {
    page: pageSlots,
    cover: 1,
    'book-pdf': 1,
    'print-job': 1,
    'print-status-poll': 1,
    email: 2,
    'personal-data-sweep': 1,
  });
  await engine.repeatHourly('personal-data-sweep', {});
  const { printing, mail } = shop.config;
  if (printing.provider !== 'partners') return;
  // The partners' webhooks say each change; the hourly look catches one that never came.
  await engine.repeatHourly('print-status-poll', {});
  const shopEmail = mailboxAddress(mail.mailFrom);
  void warnAboutRoutes(
    shop.platform.database.db,
    printPartnersFor(printing, shopEmail),
    { usdInrRate: printing.usdInrRate, shopEmail },
    shop.log,
  ).catch((error: Error) => shop.log.warn({ error: error.message }, 'the print routes could not be checked'));
}
