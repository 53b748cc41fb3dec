import type { Db } from '../../platform/db/database.js';
import type { JobAttempt, JobQueue } from '../../platform/jobs/jobEngine.js';
import { EMAIL_LINK_DAYS, emailLinkNonce, signRequestLink, type LinkPurpose } from '../personalization/index.js';
import sharp from 'sharp';
import { EMAIL_PICTURE, type RenderedEmail } from './emailTemplates.js';
import type { InlinePicture, Mailer } from '../../platform/mail/mailer.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';

/** Stands for the shop's public address in stored emails; the sender fills it in. */
export const SITE_ORIGIN_PLACEHOLDER = '{{siteOrigin}}';
/**
 * Stands for a signed, expiring access to the email's request in its links; the sender signs it when
 * sending, so the stored email holds no credential.
 */
export const REQUEST_ACCESS_PLACEHOLDER = '{{requestAccess}}';

/** What the sender needs to fill the links of an email. */
export interface EmailLinks {
  siteOrigin: string;
  /** The email links' key (purposeKeys). */
  key: string;
}

/** What the link in each kind of email may do: the least each email's page needs. */
const LINK_PURPOSE: Record<string, LinkPurpose> = {
  'deposit-received': 'preview',
  'payment-failed': 'checkout',
  'order-receipt': 'order-status',
};

/**
 * Queues an email. The same kind for the same request (and discriminator) is queued once, so a
 * repeated confirmation or webhook sends nothing twice. Call it inside the transaction that
 * records what the email is about: both are stored, or neither.
 */
export async function queueEmail(
  db: Db,
  jobs: JobQueue,
  email: {
    kind: string;
    requestUuid: string;
    discriminator?: string;
    to: string;
    rendered: RenderedEmail;
    /** The storage key of the picture the email shows, when it shows one. */
    pictureKey?: string | null;
  },
  now = new Date(),
): Promise<void> {
  const emailId = [email.kind, email.requestUuid, email.discriminator].filter(Boolean).join(':');
  const stored = await db
    .insertInto('emails')
    .values({
      email_id: emailId,
      kind: email.kind,
      request_uuid: email.requestUuid,
      to_address: email.to,
      subject: email.rendered.subject,
      html: email.rendered.html,
      text: email.rendered.text,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now.toISOString(),
      last_error: null,
      created_at: now.toISOString(),
      sent_at: null,
      picture_key: email.pictureKey ?? null,
    })
    .onConflict((oc) => oc.column('email_id').doNothing())
    .executeTakeFirst();
  if (Number(stored.numInsertedOrUpdatedRows) > 0) await jobs.enqueue(db, 'email', { emailId });
}

/** Fills an email's links: the shop's address, and, where the email has one, a link scoped to its purpose. */
async function linkFiller(db: Db, links: EmailLinks, email: { kind: string; request_uuid: string; html: string }) {
  let access = '';
  if (email.html.includes(REQUEST_ACCESS_PLACEHOLDER)) {
    const expires = new Date(Date.now() + EMAIL_LINK_DAYS * 24 * 60 * 60 * 1000);
    const purpose = LINK_PURPOSE[email.kind] ?? 'order-status';
    access = signRequestLink(links.key, email.request_uuid, purpose, await emailLinkNonce(db, email.request_uuid), expires);
  }
  return (body: string) => body.split(SITE_ORIGIN_PLACEHOLDER).join(links.siteOrigin).split(REQUEST_ACCESS_PLACEHOLDER).join(access);
}

/** How wide the email's picture is sent: twice the width it is shown at, for sharp phone screens. */
const PICTURE_PIXELS = 480;

/**
 * The email's HTML with its picture attached, as JPEG (which every mail client shows), or without
 * the picture's part when it is gone from storage (its pictures ended with the order's).
 */
async function withPicture(storage: ObjectStore, html: string, key: string | null): Promise<{ html: string; pictures: InlinePicture[] }> {
  const stored = key && (await storage.get(key));
  if (stored) {
    const content = await sharp(stored).resize({ width: PICTURE_PIXELS }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    return { html, pictures: [{ cid: EMAIL_PICTURE.cid, filename: 'book-cover.jpg', content, contentType: 'image/jpeg' }] };
  }
  const start = html.indexOf(EMAIL_PICTURE.start);
  const end = html.indexOf(EMAIL_PICTURE.end);
  return { html: start < 0 || end < 0 ? html : html.slice(0, start) + html.slice(end + EMAIL_PICTURE.end.length), pictures: [] };
}

/**
 * Sends one stored email, its links filled in and its picture attached. A failed try is recorded
 * and thrown (the job engine tries again later); after the last one the email is marked failed.
 */
export async function sendEmail(
  db: Db,
  mailer: Mailer,
  storage: ObjectStore,
  links: EmailLinks,
  emailId: string,
  attempt: JobAttempt,
): Promise<void> {
  const email = await db
    .selectFrom('emails')
    .selectAll()
    .where('email_id', '=', emailId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!email) return;
  const fill = await linkFiller(db, links, email);
  try {
    const { html, pictures } = await withPicture(storage, fill(email.html), email.picture_key);
    await mailer.send({ to: email.to_address, subject: email.subject, html, text: fill(email.text), pictures });
  } catch (error) {
    await db
      .updateTable('emails')
      .set({
        status: attempt.final ? 'failed' : 'pending',
        attempts: attempt.number,
        next_attempt_at: new Date().toISOString(),
        last_error: (error as Error).message.slice(0, 500),
      })
      .where('email_id', '=', emailId)
      .execute();
    throw error;
  }
  await db
    .updateTable('emails')
    .set({ status: 'sent', attempts: attempt.number, sent_at: new Date().toISOString(), last_error: null })
    .where('email_id', '=', emailId)
    .execute();
}
