import { companionsProblem, keptCompanions, type Companion, type CompanionProblem } from 'contracts/companions';
import { LIMITS } from 'contracts/constants';
import type { Db } from '../../../platform/db/database.js';
import { readJsonColumn } from '../../../platform/db/jsonColumns.js';
import { badRequest, type VisitorText } from '../../../platform/errors/domainError.js';
import { TYPED_TEXT_MESSAGES } from '../../../platform/i18n/typedTextMessages.js';
import { visitorText } from '../../../platform/i18n/visitorText.js';
import { PERSONALIZATION_JSON_COLUMNS } from '../tables.js';

/** The people and pets kept beside a preview's hero (none when the column is empty). */
export const readCompanions = (json: string | null): Companion[] =>
  json ? readJsonColumn(PERSONALIZATION_JSON_COLUMNS.companions, json) : [];

/** The people and pets beside a request's hero (none before its preview starts). */
export async function companionsOf(db: Db, requestUuid: string): Promise<Companion[]> {
  const row = await db.selectFrom('book_previews').select('companions').where('request_uuid', '=', requestUuid).executeTakeFirst();
  return readCompanions(row?.companions ?? null);
}

/** How a list of companions is kept: null for none. */
export const keptCompanionsJson = (companions: readonly Companion[]): string | null =>
  companions.length ? JSON.stringify(companions) : null;

/** Each rule's words for the parent, naming the companion it is about. */
function problemText(problem: CompanionProblem, name: string): VisitorText {
  switch (problem) {
    case 'required':
      return visitorText('personalization.companions.nameRequired');
    case 'tooLong':
      return visitorText('personalization.companions.nameTooLong', { max: LIMITS.childFirstNameMax });
    case 'hidden':
    case 'unprintable':
    case 'tooManyMarks':
      return TYPED_TEXT_MESSAGES[problem];
    default:
      return visitorText(`personalization.companions.${problem}`, { name });
  }
}

/** The companions as the book keeps them, or the parent's error for the first that cannot be drawn or printed; nothing is kept then. */
export function checkedCompanions(companions: readonly Companion[]): Companion[] {
  const found = companionsProblem(companions);
  if (!found) return keptCompanions(companions);
  if (found.problem === 'tooMany') throw badRequest(visitorText('personalization.companions.tooMany'));
  throw badRequest(problemText(found.problem, companions[found.index].name.trim()));
}

/**
 * The companions of a paid book renamed in its review window, in their order: the same people and
 * pets, each with its new name (checked as when chosen); null when no name changes. A list of names
 * that does not match the book's companions is refused.
 */
export async function renamedCompanions(trx: Db, requestUuid: string, names: readonly string[]): Promise<Companion[] | null> {
  const row = await trx.selectFrom('book_previews').select('companions').where('request_uuid', '=', requestUuid).executeTakeFirst();
  const companions = readCompanions(row?.companions ?? null);
  if (names.length !== companions.length) throw badRequest(visitorText('personalization.companions.unreadable'));
  const renamed = checkedCompanions(companions.map((companion, i) => ({ ...companion, name: names[i] })));
  const json = keptCompanionsJson(renamed);
  if (json === (row?.companions ?? null)) return null;
  await trx.updateTable('book_previews').set({ companions: json }).where('request_uuid', '=', requestUuid).execute();
  return renamed;
}
