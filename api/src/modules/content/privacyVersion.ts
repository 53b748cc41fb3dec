import { DEFAULT_LANGUAGE } from 'contracts/languages';
import type { Db } from '../../platform/db/database.js';

/** The privacy policy's version: the 'Last Updated' date of the English text, which governs. */
export async function privacyPolicyVersion(db: Db): Promise<string> {
  const policy = await db
    .selectFrom('policies')
    .select('markdown')
    .where('name', '=', 'privacy-policy')
    .where('language', '=', DEFAULT_LANGUAGE)
    .executeTakeFirst();
  return /^\s*\**Last Updated:?\**\s*:?\s*(.+?)\s*$/im.exec(policy?.markdown ?? '')?.[1] ?? 'unknown';
}
