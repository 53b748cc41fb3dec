import { childFirstNameProblem, keptChildFirstName, type ChildFirstNameProblem } from 'contracts/child-name';
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
