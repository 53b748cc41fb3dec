import {
  childFirstNameProblem,
  DEFAULTS,
  editionLanguages,
  hindiNameProblem,
  isDevanagariName,
  type BookEditionCode,
  type ChildFirstNameProblem,
  type Gender,
  type HindiNameProblem,
} from 'shared-contracts';
import type { CreationMessage } from '../messages/creationMessages';

export interface BookDetailsValues {
  childFirstName: string;
  radioOptionGender: Gender | '';
  dropdownValueAge: string;
  dropdownValueBirthMonth: string;
  /** The book's language, or both and which first. */
  edition: BookEditionCode;
  /** The child's name in Devanagari, asked for a book with Hindi words when the name is typed in other letters. */
  hindiFirstName: string;
}

/** The rules answer message keys: the screen words them in the visitor's language, even after a switch. */
export const BOOK_DETAILS_MESSAGES = {
  nameRequired: 'childDetails.firstName.required',
  /** Worded with the limit: `{ max: LIMITS.childFirstNameMax }`. */
  nameTooLong: 'childDetails.firstName.tooLong',
  genderRequired: 'childDetails.gender.required',
  ageRequired: 'childDetails.age.required',
  birthMonthRequired: 'childDetails.birthMonth.required',
  hindiNameRequired: 'childDetails.hindiName.required',
  hindiNameNotDevanagari: 'childDetails.hindiName.notDevanagari',
} as const satisfies Record<string, CreationMessage>;

/** The name's problems in words: its own for a missing or long name, those every typed field shares for the rest. */
const NAME_MESSAGES: Record<ChildFirstNameProblem, CreationMessage> = {
  required: BOOK_DETAILS_MESSAGES.nameRequired,
  tooLong: BOOK_DETAILS_MESSAGES.nameTooLong,
  hidden: 'typedText.hidden',
  unprintable: 'typedText.unprintable',
  tooManyMarks: 'typedText.tooManyMarks',
};

/** The Devanagari name's problems in words. */
const HINDI_NAME_MESSAGES: Record<HindiNameProblem, CreationMessage> = {
  ...NAME_MESSAGES,
  required: BOOK_DETAILS_MESSAGES.hindiNameRequired,
  notDevanagari: BOOK_DETAILS_MESSAGES.hindiNameNotDevanagari,
};

/** Whether the page asks for the name in Devanagari: a book with Hindi words, the name typed in other letters. */
export function asksHindiName({ edition, childFirstName }: Pick<BookDetailsValues, 'edition' | 'childFirstName'>): boolean {
  const { language, secondLanguage } = editionLanguages(edition);
  return (language === 'hi' || secondLanguage === 'hi') && childFirstName.trim() !== '' && !isDevanagariName(childFirstName);
}

/** The months by name, January first: the option's value is its number. */
export const MONTHS = [
  'childDetails.birthMonth.january',
  'childDetails.birthMonth.february',
  'childDetails.birthMonth.march',
  'childDetails.birthMonth.april',
  'childDetails.birthMonth.may',
  'childDetails.birthMonth.june',
  'childDetails.birthMonth.july',
  'childDetails.birthMonth.august',
  'childDetails.birthMonth.september',
  'childDetails.birthMonth.october',
  'childDetails.birthMonth.november',
  'childDetails.birthMonth.december',
] as const satisfies readonly CreationMessage[];

/** Ages offered for a product, from its minimum to its maximum. */
export function ageOptions(minAge: number, maxAge: number): number[] {
  const options = [];
  for (let age = minAge; age <= maxAge; age += 1) options.push(age);
  return options;
}

/**
 * The age to offer for a story: the one kept in the draft when this story is for it, else the
 * default (6), else the allowed age nearest to the kept one (an age kept from another story).
 */
export function ageForStory(kept: number, minAge: number, maxAge: number): number {
  const allowed = (age: number) => age >= minAge && age <= maxAge;
  if (allowed(kept)) return kept;
  if (allowed(DEFAULTS.age)) return DEFAULTS.age;
  return Math.min(maxAge, Math.max(minAge, kept));
}

/** Every rule for the child's details (docs/product.md#child-details); answers a message key per invalid field. */
export function validateBookDetails(values: BookDetailsValues): Partial<Record<keyof BookDetailsValues, CreationMessage>> {
  const errors: Partial<Record<keyof BookDetailsValues, CreationMessage>> = {};
  const nameProblem = childFirstNameProblem(values.childFirstName);
  if (nameProblem) errors.childFirstName = NAME_MESSAGES[nameProblem];
  if (values.radioOptionGender !== 'Boy' && values.radioOptionGender !== 'Girl')
    errors.radioOptionGender = BOOK_DETAILS_MESSAGES.genderRequired;
  if (!values.dropdownValueAge) errors.dropdownValueAge = BOOK_DETAILS_MESSAGES.ageRequired;
  const month = Number(values.dropdownValueBirthMonth);
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.dropdownValueBirthMonth = BOOK_DETAILS_MESSAGES.birthMonthRequired;
  const hindiProblem = asksHindiName(values) ? hindiNameProblem(values.hindiFirstName ?? '') : null;
  if (hindiProblem) errors.hindiFirstName = HINDI_NAME_MESSAGES[hindiProblem];
  return errors;
}
