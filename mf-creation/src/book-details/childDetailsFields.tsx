import { useEffect, useRef } from 'react';
import { Field as FinalField, useForm, useFormState } from 'react-final-form';
import { BOOK_EDITIONS, cutToVisibleLength, editionName, LIMITS, useMessages, visibleLength, type Translate } from 'shared-contracts';
import { describedBy, Field, Input, RadioGroup, RadioOption, Select } from 'ui-kit';
import { asksHindiName, MONTHS, type BookDetailsValues } from './bookDetailsRules';
import { useGetHindiNameQuery } from '../api/creationApi';
import { useSettled } from './useSettled';
import { creationMessages, type CreationMessage } from '../messages/creationMessages';
import { useFieldError } from '../messages/useFieldError';

/** The value is what the order keeps and the server reads; the label is shown in the visitor's language. */
const GENDERS = [
  { value: 'Boy', label: 'childDetails.gender.boy' },
  { value: 'Girl', label: 'childDetails.gender.girl' },
] as const;

/**
 * Typing stops at 16 characters as they are seen: an input's maxLength counts code units, which
 * would stop a Devanagari name after five or six letters.
 */
const keepFirstNameLength = (value: string | undefined) => cutToVisibleLength(value ?? '', LIMITS.childFirstNameMax);

/** The name is asked about once typing pauses, not at every letter. */
const SUGGESTION_WAIT_MS = 400;

/** The page's messages and its fields' errors, handed to each field by the form. */
export interface FieldWords {
  t: Translate<CreationMessage>;
  fieldError: ReturnType<typeof useFieldError>;
}

/** The form's words, read once for all its fields. */
export function useFieldWords(): FieldWords {
  const t = useMessages(creationMessages);
  // The name's limit is the one value these messages take (in 'First name must be at most 16 characters').
  const fieldError = useFieldError({ max: LIMITS.childFirstNameMax });
  return { t, fieldError };
}

export function FirstNameField({ t, fieldError }: FieldWords) {
  return (
    <FinalField<string> name="childFirstName" parse={keepFirstNameLength}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Field
            id="child-first-name"
            label={t('childDetails.firstName.label')}
            hint={t('childDetails.firstName.counter', { length: visibleLength(input.value), max: LIMITS.childFirstNameMax })}
            error={error}
          >
            <Input {...input} id="child-first-name" autoComplete="off" {...describedBy('child-first-name', { hint: true, error })} />
          </Field>
        );
      }}
    </FinalField>
  );
}

export function GenderField({ t, fieldError }: FieldWords) {
  return (
    <FinalField<string> name="radioOptionGender" subscription={{ error: true, touched: true }}>
      {({ meta }) => (
        <RadioGroup id="child-gender" legend={t('childDetails.gender.legend')} error={fieldError(meta)}>
          {GENDERS.map((gender) => (
            <FinalField<string> key={gender.value} name="radioOptionGender" type="radio" value={gender.value}>
              {({ input }) => (
                <RadioOption>
                  <input {...input} />
                  {t(gender.label)}
                </RadioOption>
              )}
            </FinalField>
          ))}
        </RadioGroup>
      )}
    </FinalField>
  );
}

/** The ages the story is written for; while the story loads, or when it has none, the list says so. */
export function AgeField({ t, fieldError, ages, waiting }: FieldWords & { ages: number[]; waiting: boolean }) {
  const unavailable = !waiting && ages.length === 0;
  return (
    <FinalField<string> name="dropdownValueAge">
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Field id="child-age" label={t('childDetails.age.label')} error={error}>
            <Select {...input} id="child-age" disabled={waiting || unavailable} {...describedBy('child-age', { error })}>
              {waiting && <option value="">{t('childDetails.age.loading')}</option>}
              {unavailable && <option value="">{t('childDetails.age.unavailable')}</option>}
              {!waiting && !unavailable && <option value="">{t('childDetails.age.placeholder')}</option>}
              {ages.map((age) => (
                <option key={age} value={String(age)}>
                  {t('childDetails.age.option', { age })}
                </option>
              ))}
            </Select>
          </Field>
        );
      }}
    </FinalField>
  );
}

export function BirthMonthField({ t, fieldError }: FieldWords) {
  return (
    <FinalField<string> name="dropdownValueBirthMonth">
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Field id="child-birth-month" label={t('childDetails.birthMonth.label')} error={error}>
            <Select {...input} id="child-birth-month" {...describedBy('child-birth-month', { error })}>
              <option value="">{t('childDetails.birthMonth.placeholder')}</option>
              {MONTHS.map((month, i) => (
                <option key={month} value={String(i + 1)}>
                  {t(month)}
                </option>
              ))}
            </Select>
          </Field>
        );
      }}
    </FinalField>
  );
}

/** English, हिन्दी, or both (English first or Hindi first): each named in itself. */
export function BookLanguageField({ t }: Pick<FieldWords, 't'>) {
  return (
    <RadioGroup id="book-language" legend={t('childDetails.bookLanguage.legend')} hint={t('childDetails.bookLanguage.hint')}>
      {BOOK_EDITIONS.map((edition) => (
        <FinalField<string> key={edition} name="edition" type="radio" value={edition}>
          {({ input }) => (
            <RadioOption>
              <input {...input} />
              {editionName(edition)}
            </RadioOption>
          )}
        </FinalField>
      ))}
    </RadioGroup>
  );
}

/**
 * The child's name in Hindi letters, asked for a book with Hindi words when the name is typed in other
 * letters: filled with the shop's suggestion until the parent types their own spelling.
 */
export function HindiNameField({ t, fieldError }: FieldWords) {
  const { values } = useFormState<BookDetailsValues>({ subscription: { values: true } });
  const form = useForm<BookDetailsValues>();
  const asked = asksHindiName(values);
  const name = useSettled(values.childFirstName.trim(), SUGGESTION_WAIT_MS);
  const { data } = useGetHindiNameQuery(name, { skip: !asked || !name });
  const suggested = useRef('');
  useEffect(() => {
    if (!data?.hindiFirstName) return;
    // The parent's own spelling stays; the field follows the suggestion only while it holds the last one (or nothing).
    const current = form.getFieldState('hindiFirstName')?.value ?? '';
    if (current === '' || current === suggested.current) form.change('hindiFirstName', data.hindiFirstName);
    suggested.current = data.hindiFirstName;
  }, [data, form]);
  if (!asked) return null;
  return (
    <FinalField<string> name="hindiFirstName" parse={keepFirstNameLength}>
      {({ input, meta }) => {
        const error = fieldError(meta);
        return (
          <Field id="child-hindi-name" label={t('childDetails.hindiName.label')} hint={t('childDetails.hindiName.hint')} error={error}>
            <Input
              {...input}
              id="child-hindi-name"
              lang="hi"
              autoComplete="off"
              {...describedBy('child-hindi-name', { hint: true, error })}
            />
          </Field>
        );
      }}
    </FinalField>
  );
}
