/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import type { Generated } from 'kysely';

export type EmailStatus = 'pending' | 'sent' | 'failed';

export interface EmailsTable {
  /** `${kind}:${requestUuid}[:${discriminator}]`: queuing the same email twice sends it once. */
  email_id: string;
  kind: string;
  request_uuid: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  status: EmailStatus;
  attempts: number;
  /** When it was queued, then when it was last tried (the job engine keeps its schedule). */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** The storage key of the picture it shows (EMAIL_PICTURE), attached when sent; null: none. */
  picture_key: Generated<string | null>;
}

declare module '../../platform/db/database.js' {
  interface Database {
    emails: EmailsTable;
  }
}
