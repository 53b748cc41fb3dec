import type { Db } from '../../platform/db/openDatabase.js';
import type { JobAttempt, JobQueue } from '../../platform/jobs/jobEngine.js';
import { EMAIL_LINK_DAYS, emailLinkNonce, signRequestLink, type LinkPurpose } from '../../platform/security/requestAccess.js';
import type { RenderedEmail } from './emailTemplates.js';
import type { Mailer } from '../../platform/mail/mailer.js';

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
  email: { kind: string; requestUuid: string; discriminator?: string; to: string; rendered: RenderedEmail },
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

/**
 * Sends one stored email, its links filled in. A failed try is recorded and thrown (the job engine
 * tries again later); after the last one the email is marked failed.
 */
export async function sendEmail(db: Db, mailer: Mailer, links: EmailLinks, emailId: string, attempt: JobAttempt): Promise<void> {
  const email = await db
    .selectFrom('emails')
    .selectAll()
    .where('email_id', '=', emailId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!email) return;
  const fill = await linkFiller(db, links, email);
  try {
    await mailer.send({ to: email.to_address, subject: email.subject, html: fill(email.html), text: fill(email.text) });
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
