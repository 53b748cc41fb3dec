import { childFirstNameProblem, hindiNameProblem, keptChildFirstName, type ChildFirstNameProblem } from 'contracts/child-name';
import type { Language } from 'contracts/languages';
import { LIMITS } from 'contracts/constants';
import { badRequest, type VisitorText } from '../../platform/errors/domainError.js';
import { TYPED_TEXT_MESSAGES } from '../../platform/i18n/typedTextMessages.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

/** The child-details page's own words for the same rules. */
const FIRST_NAME_MESSAGES: Record<ChildFirstNameProblem, VisitorText> = {
  required: visitorText('personalization.firstName.required'),
  tooLong: visitorText('personalization.firstName.tooLong', { max: LIMITS.childFirstNameMax }),
  ...TYPED_TEXT_MESSAGES,
};

/** The child's first name as the book keeps it, or the visitor's error. */
export function checkedChildFirstName(name: string): string {
  const problem = childFirstNameProblem(name);
  if (problem) throw badRequest(FIRST_NAME_MESSAGES[problem]);
  return keptChildFirstName(name);
}

/**
 * A book's second language and the child's name in Devanagari, as the book keeps them, or the visitor's
 * error: a second language is the other one, and the Devanagari name is kept only for a book with Hindi words.
 */
export function checkedEdition(
  language: Language,
  { secondLanguage, hindiFirstName }: { secondLanguage?: Language; hindiFirstName?: string },
): { secondLanguage: Language | null; hindiFirstName: string | null } {
  if (secondLanguage === language) throw badRequest(visitorText('personalization.edition.sameLanguage'));
  const second = secondLanguage ?? null;
  if (!hindiFirstName?.trim() || (language !== 'hi' && second !== 'hi')) return { secondLanguage: second, hindiFirstName: null };
  const problem = hindiNameProblem(hindiFirstName);
  if (problem === 'notDevanagari') throw badRequest(visitorText('personalization.hindiName.notDevanagari'));
  if (problem) throw badRequest(FIRST_NAME_MESSAGES[problem]);
  return { secondLanguage: second, hindiFirstName: keptChildFirstName(hindiFirstName) };
}
