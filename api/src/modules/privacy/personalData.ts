import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { forgetEndedRateWindows } from '../../platform/security/requestLimits.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { forgetCountersBefore } from '../abuse/index.js';
import { forgetCasesBefore, sampleRequests } from '../content/index.js';
import { forgetEmailsOf, forgetEmailsSentBefore } from '../emails/index.js';
import {
  releaseExpiredCouponHolds,
  forgetBookFilesShippedBefore,
  forgetContactsPaidBefore,
  forgetDeliveryAddressesShippedBefore,
  forgetOrdersOf,
  forgetUnpaidOrdersChangedBefore,
  requestsShippedBefore,
  requestsWithBookMade,
  requestsWithPaidDeposit,
  requestsWithPaidOrder,
} from '../orders/index.js';
import { forgetPaymentsOf, forgetWebhookEventsBefore } from '../payments/index.js';
import { booksListenedTo, booksWithVoices, deleteBookVoices, forgetExpiredRecordLinks, LISTEN_LINK_YEARS } from '../voices/index.js';
import {
  generatedFolder,
  QUICK_PREVIEWS,
  deleteChildPhoto,
  deleteRequestImages,
  forgetChildNames,
  forgetConsentsBefore,
  forgetRequest,
  photosOnFile,
  previewsStartedBefore,
  requestsCreatedBefore,
} from '../personalization/index.js';

export interface RetentionSettings {
  /** Hours a request's photo and pictures are kept when no order was paid for it. */
  unpaidFilesHours: number;
  /** Hours a quick preview's pictures are kept. */
  quickPreviewHours: number;
  /** Days an order's chosen pictures are kept after it shipped. */
  shippedOrderDays: number;
}

interface Sweep {
  db: Db;
  storage: ObjectStore;
  settings: RetentionSettings;
  now: Date;
}

/** One kind of personal record: how long it is kept, why, and the sweep that ends it. */
export interface PersonalDataLifetime {
  record: string;
  kept: string;
  why: string;
  /** Deletes or anonymises what has outlived its time; answers how many records it ended. */
  sweep(sweep: Sweep): Promise<number>;
}

/** Days after which an unpaid request, and unpaid quotes and orders, are deleted. */
const UNPAID_DAYS = 30;
/** Days after shipping in which a book can be reprinted or a complaint answered. */
const AFTER_SHIPPING_DAYS = 90;
/** Years Indian tax and accounting law (GST, Companies Act) requires payment and invoice records to be kept. */
const ACCOUNTING_YEARS = 8;

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000).toISOString();
const daysBefore = (now: Date, days: number) => hoursBefore(now, days * 24);

/** Deletes a request and everything kept for it, each part by the module that keeps it; only for a request nothing was paid for. */
async function deleteUnpaidRequest(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  await deleteRequestImages(db, storage, requestUuid);
  await db.transaction().execute(async (trx) => {
    await forgetEmailsOf(trx, requestUuid);
    await forgetPaymentsOf(trx, requestUuid);
    await forgetOrdersOf(trx, requestUuid);
    await forgetRequest(trx, requestUuid);
  });
}

/** Every personal record the shop keeps, and its lifetime. docs/security-and-privacy.md's table lists the same. */
export const PERSONAL_DATA_LIFETIMES: PersonalDataLifetime[] = [
  {
    record: "Child's photo",
    kept: 'until the hero confirmed from it has drawn the first pages (until the print-ready book is made for a GPU generator, `COMFYUI_URL`); 48 hours after upload (`UNPAID_FILES_HOURS`) when no order is paid',
    why: 'to propose the hero; for a GPU generator (`COMFYUI_URL`), the identity reference of the pictures it draws',
    async sweep({ db, storage, settings, now }) {
      const [paid, made] = await Promise.all([requestsWithPaidOrder(db), requestsWithBookMade(db)]);
      const cutoff = hoursBefore(now, settings.unpaidFilesHours);
      // A book already made needs no photo, even one sent again after payment.
      const ended = (await photosOnFile(db)).filter(
        (photo) => made.has(photo.requestUuid) || (!paid.has(photo.requestUuid) && photo.uploadedAt < cutoff),
      );
      for (const photo of ended) await deleteChildPhoto(db, storage, photo.requestUuid);
      return ended.length;
    },
  },
  {
    record: 'Pictures drawn of the child',
    kept: 'those not chosen until the book is made; all 48 hours after the preview started when no order is paid (`UNPAID_FILES_HOURS`); the chosen ones until 30 days after shipping (`SHIPPED_IMAGE_RETENTION_DAYS`)',
    why: 'the preview, then reprints',
    async sweep({ db, storage, settings, now }) {
      const [paid, samples] = await Promise.all([requestsWithPaidOrder(db), sampleRequests(db)]);
      const started = await previewsStartedBefore(db, hoursBefore(now, settings.unpaidFilesHours));
      const abandoned = started.filter((requestUuid) => !paid.has(requestUuid) && !samples.has(requestUuid));
      for (const requestUuid of abandoned) await deleteRequestImages(db, storage, requestUuid);
      let ended = abandoned.length;
      for (const requestUuid of await requestsShippedBefore(db, daysBefore(now, settings.shippedOrderDays))) {
        const folder = generatedFolder(requestUuid);
        if ((await storage.list(folder)).length === 0) continue;
        await storage.deleteAll(folder);
        ended += 1;
      }
      return ended;
    },
  },
  {
    record: 'Quick preview pictures',
    kept: '1 day',
    why: 'to show the preview; the photo itself is never kept',
    async sweep({ storage, settings, now }) {
      const oldest = now.getTime() - settings.quickPreviewHours * 60 * 60 * 1000;
      // A preview's folder is as young as its newest picture.
      const newest = new Map<string, number>();
      for (const { key, modifiedAt } of await storage.list(QUICK_PREVIEWS)) {
        const folder = key.slice(0, key.lastIndexOf('/') + 1);
        newest.set(folder, Math.max(newest.get(folder) ?? 0, modifiedAt.getTime()));
      }
      const ended = [...newest].filter(([, time]) => time < oldest).map(([folder]) => folder);
      for (const folder of ended) await storage.deleteAll(folder);
      return ended.length;
    },
  },
  {
    record: "Child's details (first name, gender, age, birth month, the hero's look)",
    kept: '30 days when nothing is paid (then the whole request goes); the name 30 days when only the deposit is paid, and 90 days after shipping on a paid order',
    why: 'the preview, the order and its reprints',
    async sweep({ db, storage, now }) {
      const [paid, depositsPaid, samples] = await Promise.all([requestsWithPaidOrder(db), requestsWithPaidDeposit(db), sampleRequests(db)]);
      // The sample flipbooks are the shop's own books, never a child's.
      const old = (await requestsCreatedBefore(db, daysBefore(now, UNPAID_DAYS))).filter(
        ({ requestUuid }) => !paid.has(requestUuid) && !samples.has(requestUuid),
      );
      const unpaid = old.filter(({ requestUuid }) => !depositsPaid.has(requestUuid));
      for (const { requestUuid } of unpaid) await deleteUnpaidRequest(db, storage, requestUuid);
      const depositOnly = old.filter(({ requestUuid }) => depositsPaid.has(requestUuid)).map(({ requestUuid }) => requestUuid);
      const shipped = await requestsShippedBefore(db, daysBefore(now, AFTER_SHIPPING_DAYS));
      return unpaid.length + (await forgetChildNames(db, depositOnly)) + (await forgetChildNames(db, [...shipped]));
    },
  },
  {
    record: 'Print-ready book PDF',
    kept: '90 days after shipping',
    why: 'reprints and complaints',
    sweep: ({ db, storage, now }) => forgetBookFilesShippedBefore(db, storage, daysBefore(now, AFTER_SHIPPING_DAYS)),
  },
  {
    record: "Pages read aloud by the family (the recordings and the readers' names)",
    kept: `until the parent deletes them; while the printed book's listen link works (${LISTEN_LINK_YEARS} years from its print file, \`LISTEN_LINK_YEARS\`) unless the parent stops it; otherwise 90 days after shipping`,
    why: "to play the book in the family's voices, in the flipbook and from the printed book's code",
    async sweep({ db, storage, now }) {
      const [listened, shipped] = await Promise.all([
        booksListenedTo(db, now),
        requestsShippedBefore(db, daysBefore(now, AFTER_SHIPPING_DAYS)),
      ]);
      const ended = (await booksWithVoices(db)).filter((requestUuid) => !listened.has(requestUuid) && shipped.has(requestUuid));
      for (const requestUuid of ended) await deleteBookVoices(db, storage, requestUuid);
      return ended.length;
    },
  },
  {
    record: "Record links (the reader's name)",
    kept: "14 days, as the order's other links, or until the parent stops them",
    why: 'to let the family record pages',
    sweep: ({ db, now }) => forgetExpiredRecordLinks(db, now),
  },
  {
    record: 'Delivery address, phone and instructions of an order',
    kept: '90 days after shipping',
    why: 'delivery, returns and complaints',
    sweep: ({ db, now }) => forgetDeliveryAddressesShippedBefore(db, daysBefore(now, AFTER_SHIPPING_DAYS)),
  },
  {
    record: 'Contact (name, email, phone) and billing address of a paid order or deposit',
    kept: '8 years after payment',
    why: 'Indian tax and accounting law',
    sweep: ({ db, now }) => forgetContactsPaidBefore(db, daysBefore(now, ACCOUNTING_YEARS * 365)),
  },
  {
    record: 'Unpaid quotes, orders, deposits and payment attempts (contact, addresses)',
    kept: '30 days after their last change',
    why: 'to finish the order',
    sweep: ({ db, now }) => forgetUnpaidOrdersChangedBefore(db, daysBefore(now, UNPAID_DAYS)),
  },
  {
    record: "Copies of the shop's emails (names, addresses, order details)",
    kept: '30 days after sending, or after the last failed attempt',
    why: 'to retry and to answer delivery questions',
    sweep: ({ db, storage, now }) => forgetEmailsSentBefore(db, storage, daysBefore(now, 30)),
  },
  {
    record: 'Contact form messages',
    kept: '1 year',
    why: 'to answer follow-up questions',
    sweep: ({ db, now }) => forgetCasesBefore(db, daysBefore(now, 365)),
  },
  {
    record: 'Preview counters per visitor session',
    kept: 'the week they count',
    why: 'weekly limits on free previews',
    sweep: ({ db, now }) => forgetCountersBefore(db, daysBefore(now, 7)),
  },
  {
    record: 'Request counters per network address and visitor session (instances sharing PostgreSQL)',
    kept: 'the minute they count',
    why: 'rate limits against abuse',
    sweep: ({ db, now }) => forgetEndedRateWindows(db, now.getTime()),
  },
  {
    record: "A parent's or guardian's consent to a photo",
    kept: '3 years',
    why: 'to show the consent was given (DPDP Act)',
    sweep: ({ db, now }) => forgetConsentsBefore(db, daysBefore(now, 3 * 365)),
  },
  {
    record: 'Payment webhook event ids',
    kept: '30 days',
    why: "to handle each of Razorpay's events once",
    sweep: ({ db, now }) => forgetWebhookEventsBefore(db, daysBefore(now, 30)),
  },
];

/** Runs every lifetime's sweep; answers how many records each ended. */
export async function sweepPersonalData(
  db: Db,
  storage: ObjectStore,
  settings: RetentionSettings,
  now = new Date(),
): Promise<Record<string, number>> {
  const ended: Record<string, number> = {};
  for (const lifetime of PERSONAL_DATA_LIFETIMES) ended[lifetime.record] = await lifetime.sweep({ db, storage, settings, now });
  return ended;
}

/** The hourly sweep job: personal data past its lifetime, then coupon uses held by abandoned checkouts. */
export async function sweepPersonalDataJob(
  db: Db,
  storage: ObjectStore,
  settings: RetentionSettings,
  log: FastifyBaseLogger,
): Promise<void> {
  const ended = await sweepPersonalData(db, storage, settings);
  const done = Object.fromEntries(Object.entries(ended).filter(([, count]) => count > 0));
  if (Object.keys(done).length) log.info(done, 'personal data past its lifetime deleted');
  const released = await releaseExpiredCouponHolds(db);
  if (released) log.info({ released }, 'coupon uses held by abandoned checkouts given back');
}
