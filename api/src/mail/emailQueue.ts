import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/openDatabase.js';
import { repeatInBackground } from '../jobs/repeatInBackground.js';
import { EMAIL_ACCESS_DAYS, signRequestLink } from '../security/requestAccess.js';
import type { RenderedEmail } from './emailTemplates.js';
import type { Mailer } from './mailer.js';

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
  /** Signs the links' access to a request. */
  secret: string;
}

const MAX_ATTEMPTS = 6;
/** Seconds before the next try after the n-th failure: 30 s, 1 min, 2 min, 4 min, 8 min. */
const backoffSeconds = (attempts: number) => 30 * 2 ** (attempts - 1);
/** A send in progress holds its email this long, so a second process does not send it too. */
const CLAIM_SECONDS = 120;

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000).toISOString();

/**
 * Queues an email. The same kind for the same request (and discriminator) is queued once, so a
 * repeated confirmation or webhook sends nothing twice. Call it inside the transaction that
 * records what the email is about: both are stored, or neither.
 */
export async function queueEmail(
  db: Db,
  email: { kind: string; requestUuid: string; discriminator?: string; to: string; rendered: RenderedEmail },
  now = new Date(),
): Promise<void> {
  const emailId = [email.kind, email.requestUuid, email.discriminator].filter(Boolean).join(':');
  await db
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
    .execute();
}

/** Sends the emails that are due; a failure is retried later with backoff, up to 6 attempts. */
export async function sendDueEmails(
  db: Db,
  mailer: Mailer,
  links: EmailLinks,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .selectFrom('emails')
    .selectAll()
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now.toISOString())
    .orderBy('next_attempt_at')
    .limit(20)
    .execute();
  let sent = 0;
  let failed = 0;
  for (const email of due) {
    const claimed = await db
      .updateTable('emails')
      .set({ attempts: email.attempts + 1, next_attempt_at: later(now, CLAIM_SECONDS) })
      .where('email_id', '=', email.email_id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '=', email.next_attempt_at)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    const access = signRequestLink(links.secret, email.request_uuid, new Date(now.getTime() + EMAIL_ACCESS_DAYS * 24 * 60 * 60 * 1000));
    const fill = (body: string) =>
      body.split(SITE_ORIGIN_PLACEHOLDER).join(links.siteOrigin).split(REQUEST_ACCESS_PLACEHOLDER).join(access);
    try {
      await mailer.send({ to: email.to_address, subject: email.subject, html: fill(email.html), text: fill(email.text) });
      await db
        .updateTable('emails')
        .set({ status: 'sent', sent_at: new Date().toISOString(), last_error: null })
        .where('email_id', '=', email.email_id)
        .execute();
      sent += 1;
    } catch (error) {
      const attempts = email.attempts + 1;
      await db
        .updateTable('emails')
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          next_attempt_at: later(now, backoffSeconds(attempts)),
          last_error: (error as Error).message.slice(0, 500),
        })
        .where('email_id', '=', email.email_id)
        .execute();
      failed += 1;
    }
  }
  return { sent, failed };
}

/** Sends due emails every few seconds, in the background; the answer stops it. */
export function scheduleEmailSender(
  db: Db,
  mailer: Mailer,
  links: EmailLinks,
  log: FastifyBaseLogger,
  everyMs = 2000,
): () => Promise<void> {
  return repeatInBackground(
    async () => {
      const result = await sendDueEmails(db, mailer, links);
      if (result.failed) log.warn(result, 'some emails could not be sent; they will be retried');
    },
    everyMs,
    log,
    'email sending',
  );
}
