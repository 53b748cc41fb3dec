import { DEFAULTS, LIMITS, type Gender } from 'shared-contracts';

export interface BookDetailsValues {
  childFirstName: string;
  radioOptionGender: Gender | '';
  dropdownValueAge: string;
  dropdownValueBirthMonth: string;
}

export const BOOK_DETAILS_MESSAGES = {
  nameRequired: "Please enter your child's first name",
  nameTooLong: `First name must be at most ${LIMITS.childFirstNameMax} characters`,
  genderRequired: 'Please select a gender',
  ageRequired: 'Please select an age',
  birthMonthRequired: 'Please select a birth month',
} as const;

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Ages offered for a product, from its minimum to its maximum, labelled '1 year' or 'n years'. */
export function ageOptions(minAge: number, maxAge: number): { value: number; label: string }[] {
  const options = [];
  for (let age = minAge; age <= maxAge; age += 1) options.push({ value: age, label: age === 1 ? '1 year' : `${age} years` });
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

/** The live counter under the name field. */
export function nameCounter(name: string): string {
  return `${name.length}/${LIMITS.childFirstNameMax} characters`;
}

/** Every rule of 000 section 5 for the child's details; answers a message per invalid field. */
export function validateBookDetails(values: BookDetailsValues): Partial<Record<keyof BookDetailsValues, string>> {
  const errors: Partial<Record<keyof BookDetailsValues, string>> = {};
  const name = values.childFirstName.trim();
  if (!name) errors.childFirstName = BOOK_DETAILS_MESSAGES.nameRequired;
  else if (values.childFirstName.length > LIMITS.childFirstNameMax) errors.childFirstName = BOOK_DETAILS_MESSAGES.nameTooLong;
  if (values.radioOptionGender !== 'Boy' && values.radioOptionGender !== 'Girl')
    errors.radioOptionGender = BOOK_DETAILS_MESSAGES.genderRequired;
  if (!values.dropdownValueAge) errors.dropdownValueAge = BOOK_DETAILS_MESSAGES.ageRequired;
  const month = Number(values.dropdownValueBirthMonth);
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.dropdownValueBirthMonth = BOOK_DETAILS_MESSAGES.birthMonthRequired;
  return errors;
}
