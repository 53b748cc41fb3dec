import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/openDatabase.js';
import { OUTBOX } from '../../platform/mail/mailer.js';
import { bookPdfKey } from '../printing/printedBook.js';
import { releaseCoupon } from '../coupons/coupons.js';
import { releaseExpiredCouponHolds } from '../orders/couponHolds.js';
import { generatedFolder } from '../personalization/previews/generatedImages.js';
import { QUICK_PREVIEWS } from '../personalization/quickPreviewRoutes.js';
import { deleteChildPhoto, deleteRequestImages } from '../personalization/retention.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';

export interface RetentionSettings {
  /** Days a request's photo and pictures are kept when no order was paid for it. */
  unorderedDays: number;
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

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

async function paidOrderRequests(db: Db): Promise<Set<string>> {
  const rows = await db.selectFrom('product_orders').select('request_uuid').where('state', '=', 'paid').execute();
  return new Set(rows.map((row) => row.request_uuid));
}

/** Deletes a request and everything kept for it; only for a request nothing was paid for. */
async function deleteUnpaidRequest(db: Db, storage: ObjectStore, requestUuid: string): Promise<void> {
  await deleteRequestImages(db, storage, requestUuid);
  await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('product_orders').select('coupon_code').where('request_uuid', '=', requestUuid).executeTakeFirst();
    if (order?.coupon_code) await releaseCoupon(trx, order.coupon_code);
    for (const table of ['emails', 'payments', 'product_orders', 'deposit_orders', 'book_pdfs', 'books'] as const) {
      await trx.deleteFrom(table).where('request_uuid', '=', requestUuid).execute();
    }
    await trx.deleteFrom('book_requests').where('request_uuid', '=', requestUuid).execute();
  });
}

/** Every personal record the shop keeps, and its lifetime. docs/security-and-privacy.md's table lists the same. */
export const PERSONAL_DATA_LIFETIMES: PersonalDataLifetime[] = [
  {
    record: "Child's photo",
    kept: 'until the print-ready book is made; 7 days after upload (`PHOTO_RETENTION_DAYS`) when no order is paid',
    why: 'to propose the hero; for a GPU generator (`COMFYUI_URL`), the identity reference of the pictures it draws',
    async sweep({ db, storage, settings, now }) {
      const paid = await paidOrderRequests(db);
      const photos = await db
        .selectFrom('photos')
        .leftJoin('book_pdfs', 'book_pdfs.request_uuid', 'photos.request_uuid')
        .select(['photos.request_uuid', 'photos.uploaded_at', 'book_pdfs.status'])
        .execute();
      // A book already made needs no photo, even one sent again after payment.
      const ended = photos.filter(
        (p) => p.status === 'done' || (!paid.has(p.request_uuid) && p.uploaded_at < daysBefore(now, settings.unorderedDays)),
      );
      for (const photo of ended) await deleteChildPhoto(db, storage, photo.request_uuid);
      return ended.length;
    },
  },
  {
    record: 'Pictures drawn of the child',
    kept: 'those not chosen until the book is made; all 7 days after the preview started when no order is paid; the chosen ones until 30 days after shipping (`SHIPPED_IMAGE_RETENTION_DAYS`)',
    why: 'the preview, then reprints',
    async sweep({ db, storage, settings, now }) {
      const paid = await paidOrderRequests(db);
      const previews = await db
        .selectFrom('book_previews')
        .select(['request_uuid', 'started_at'])
        .where('started_at', '<', daysBefore(now, settings.unorderedDays))
        .execute();
      const samples = new Set((await db.selectFrom('sample_flipbooks').select('request_uuid').execute()).map((s) => s.request_uuid));
      const abandoned = previews.filter((p) => !paid.has(p.request_uuid) && !samples.has(p.request_uuid));
      for (const { request_uuid } of abandoned) await deleteRequestImages(db, storage, request_uuid);
      const shipped = await db
        .selectFrom('product_orders')
        .select('request_uuid')
        .where('shipped_at', '<', daysBefore(now, settings.shippedOrderDays))
        .execute();
      let ended = abandoned.length;
      for (const { request_uuid } of shipped) {
        const folder = generatedFolder(request_uuid);
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
      const paid = await paidOrderRequests(db);
      const depositsPaid = new Set(
        (await db.selectFrom('deposit_orders').select('request_uuid').where('state', '=', 'paid').execute()).map((d) => d.request_uuid),
      );
      const old = await db
        .selectFrom('book_requests')
        .select(['request_uuid', 'child_first_name'])
        .where('created_at', '<', daysBefore(now, UNPAID_DAYS))
        // The sample flipbooks are the shop's own books, never a child's.
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('sample_flipbooks')
                .select('sample_flipbooks.request_uuid')
                .whereRef('sample_flipbooks.request_uuid', '=', 'book_requests.request_uuid'),
            ),
          ),
        )
        .execute();
      let ended = 0;
      for (const request of old) {
        if (paid.has(request.request_uuid)) continue;
        if (!depositsPaid.has(request.request_uuid)) {
          await deleteUnpaidRequest(db, storage, request.request_uuid);
          ended += 1;
        } else if (request.child_first_name !== '') {
          await db.updateTable('book_requests').set({ child_first_name: '' }).where('request_uuid', '=', request.request_uuid).execute();
          ended += 1;
        }
      }
      const shipped = await db
        .selectFrom('product_orders')
        .innerJoin('book_requests', 'book_requests.request_uuid', 'product_orders.request_uuid')
        .select('product_orders.request_uuid')
        .where('product_orders.shipped_at', '<', daysBefore(now, AFTER_SHIPPING_DAYS))
        .where('book_requests.child_first_name', '!=', '')
        .execute();
      for (const { request_uuid } of shipped)
        await db.updateTable('book_requests').set({ child_first_name: '' }).where('request_uuid', '=', request_uuid).execute();
      return ended + shipped.length;
    },
  },
  {
    record: 'Print-ready book PDF',
    kept: '90 days after shipping',
    why: 'reprints and complaints',
    async sweep({ db, storage, now }) {
      const books = await db
        .selectFrom('book_pdfs')
        .innerJoin('product_orders', 'product_orders.request_uuid', 'book_pdfs.request_uuid')
        .select(['book_pdfs.request_uuid', 'book_pdfs.file_name', 'book_pdfs.cover_file_name'])
        .where('book_pdfs.file_name', 'is not', null)
        .where('product_orders.shipped_at', '<', daysBefore(now, AFTER_SHIPPING_DAYS))
        .execute();
      for (const book of books) {
        await storage.delete(bookPdfKey(book.file_name!));
        if (book.cover_file_name) await storage.delete(bookPdfKey(book.cover_file_name));
        await db
          .updateTable('book_pdfs')
          .set({ file_name: null, cover_file_name: null, status: 'deleted' })
          .where('request_uuid', '=', book.request_uuid)
          .execute();
      }
      return books.length;
    },
  },
  {
    record: 'Delivery address, phone and instructions of an order',
    kept: '90 days after shipping',
    why: 'delivery, returns and complaints',
    async sweep({ db, now }) {
      const result = await db
        .updateTable('product_orders')
        .set({ delivery_address: null })
        .where('delivery_address', 'is not', null)
        .where('shipped_at', '<', daysBefore(now, AFTER_SHIPPING_DAYS))
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  },
  {
    record: 'Contact (name, email, phone) and billing address of a paid order or deposit',
    kept: '8 years after payment',
    why: 'Indian tax and accounting law',
    async sweep({ db, now }) {
      const cutoff = daysBefore(now, ACCOUNTING_YEARS * 365);
      const orders = await db
        .updateTable('product_orders')
        .set({ customer_name: '', customer_email: '', customer_phone: null, billing_address: null, delivery_address: null })
        .where('state', '=', 'paid')
        .where('paid_at', '<', cutoff)
        .where('customer_email', '!=', '')
        .executeTakeFirst();
      const deposits = await db
        .updateTable('deposit_orders')
        .set({ customer_name: '', customer_email: '', customer_phone: '' })
        .where('state', '=', 'paid')
        .where('paid_at', '<', cutoff)
        .where('customer_email', '!=', '')
        .executeTakeFirst();
      return Number(orders.numUpdatedRows) + Number(deposits.numUpdatedRows);
    },
  },
  {
    record: 'Unpaid quotes, orders, deposits and payment attempts (contact, addresses)',
    kept: '30 days after their last change',
    why: 'to finish the order',
    async sweep({ db, now }) {
      const cutoff = daysBefore(now, UNPAID_DAYS);
      let ended = 0;
      for (const table of ['product_orders', 'deposit_orders'] as const) {
        const paymentFor = table === 'product_orders' ? 'product' : 'deposit';
        const stale = await db
          .selectFrom(table)
          .select('request_uuid')
          .where('state', '!=', 'paid')
          .where('updated_at', '<', cutoff)
          .execute();
        for (const { request_uuid } of stale) {
          await db.transaction().execute(async (trx) => {
            // Money that arrived for an order that changed meanwhile is kept, with its order.
            const paidMoney = await trx
              .selectFrom('payments')
              .select('status')
              .where('request_uuid', '=', request_uuid)
              .where('payment_for', '=', paymentFor)
              .where('status', '=', 'paid')
              .executeTakeFirst();
            if (paidMoney) return;
            if (table === 'product_orders') {
              const order = await trx
                .selectFrom('product_orders')
                .select('coupon_code')
                .where('request_uuid', '=', request_uuid)
                .executeTakeFirst();
              if (order?.coupon_code) await releaseCoupon(trx, order.coupon_code);
            }
            await trx.deleteFrom('payments').where('request_uuid', '=', request_uuid).where('payment_for', '=', paymentFor).execute();
            await trx.deleteFrom(table).where('request_uuid', '=', request_uuid).execute();
            ended += 1;
          });
        }
      }
      return ended;
    },
  },
  {
    record: "Copies of the shop's emails (names, addresses, order details)",
    kept: '30 days after sending, or after the last failed attempt',
    why: 'to retry and to answer delivery questions',
    async sweep({ db, storage, now }) {
      const cutoff = daysBefore(now, 30);
      const result = await db
        .deleteFrom('emails')
        .where('status', 'in', ['sent', 'failed'])
        .where((eb) => eb.or([eb('sent_at', '<', cutoff), eb.and([eb('sent_at', 'is', null), eb('next_attempt_at', '<', cutoff)])]))
        .executeTakeFirst();
      let ended = Number(result.numDeletedRows);
      for (const { key, modifiedAt } of await storage.list(OUTBOX)) {
        if (modifiedAt.getTime() >= Date.parse(cutoff)) continue;
        await storage.delete(key);
        ended += 1;
      }
      return ended;
    },
  },
  {
    record: 'Contact form messages',
    kept: '1 year',
    why: 'to answer follow-up questions',
    async sweep({ db, now }) {
      return Number((await db.deleteFrom('cases').where('created_at', '<', daysBefore(now, 365)).executeTakeFirst()).numDeletedRows);
    },
  },
  {
    record: 'Preview counters per visitor session',
    kept: 'the week they count',
    why: 'weekly limits on free previews',
    async sweep({ db, now }) {
      return Number(
        (await db.deleteFrom('usage_counters').where('window_start', '<', daysBefore(now, 7)).executeTakeFirst()).numDeletedRows,
      );
    },
  },
  {
    record: 'Request counters per network address and visitor session (instances sharing PostgreSQL)',
    kept: 'the minute they count',
    why: 'rate limits against abuse',
    async sweep({ db, now }) {
      return Number((await db.deleteFrom('rate_windows').where('window_end', '<=', now.getTime()).executeTakeFirst()).numDeletedRows);
    },
  },
  {
    record: "A parent's or guardian's consent to a photo",
    kept: '3 years',
    why: 'to show the consent was given (DPDP Act)',
    async sweep({ db, now }) {
      return Number(
        (
          await db
            .deleteFrom('photo_consents')
            .where('consented_at', '<', daysBefore(now, 3 * 365))
            .executeTakeFirst()
        ).numDeletedRows,
      );
    },
  },
  {
    record: 'Payment webhook event ids',
    kept: '30 days',
    why: "to handle each of Razorpay's events once",
    async sweep({ db, now }) {
      return Number(
        (await db.deleteFrom('webhook_events').where('received_at', '<', daysBefore(now, 30)).executeTakeFirst()).numDeletedRows,
      );
    },
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
