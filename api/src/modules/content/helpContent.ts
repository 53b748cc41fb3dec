import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/openDatabase.js';
import type { FaqsTable, PoliciesTable, StatesTable } from '../../platform/db/schema.js';

/** Replaces the FAQs, the policies and the address form's states as a whole. */
export async function replaceHelpContent(
  trx: Db,
  { faqs, policies, states }: { faqs: Insertable<FaqsTable>[]; policies: Insertable<PoliciesTable>[]; states: Insertable<StatesTable>[] },
): Promise<void> {
  for (const table of ['faqs', 'policies', 'states'] as const) await trx.deleteFrom(table).execute();
  for (const faq of faqs) await trx.insertInto('faqs').values(faq).execute();
  for (const policy of policies) await trx.insertInto('policies').values(policy).execute();
  for (const state of states) await trx.insertInto('states').values(state).execute();
}
