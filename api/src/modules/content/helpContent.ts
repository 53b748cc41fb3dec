import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/database.js';
import type { FaqsTable, PoliciesTable } from './tables.js';

/** Replaces the FAQs and the policies as a whole. */
export async function replaceHelpContent(
  trx: Db,
  { faqs, policies }: { faqs: Insertable<FaqsTable>[]; policies: Insertable<PoliciesTable>[] },
): Promise<void> {
  for (const table of ['faqs', 'policies'] as const) await trx.deleteFrom(table).execute();
  for (const faq of faqs) await trx.insertInto('faqs').values(faq).execute();
  for (const policy of policies) await trx.insertInto('policies').values(policy).execute();
}
