import type { TypedTextProblem } from 'contracts/typed-text';
import type { VisitorText } from '../errors/domainError.js';
import { visitorText } from './visitorText.js';

/**
 * The words for the rule every visitor-typed field follows (typedText.ts); the pages say the same
 * (`typedText.*` in their catalogs, checked by typedTextMessages.test.ts). A field too long is told
 * in its own words.
 */
export const TYPED_TEXT_MESSAGES: Record<Exclude<TypedTextProblem, 'tooLong'>, VisitorText> = {
  hidden: visitorText('typedText.hidden'),
  unprintable: visitorText('typedText.unprintable'),
  tooManyMarks: visitorText('typedText.tooManyMarks'),
};
