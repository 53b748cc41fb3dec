import { Field as FinalField, Form } from 'react-final-form';
import {
  childDetailsEntered,
  createRequestId,
  cutToVisibleLength,
  LANGUAGE_NAMES,
  LANGUAGES,
  LIMITS,
  Navigate,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  useMessages,
  useNavigate,
  visibleLength,
} from 'shared-contracts';
import { Alert, Button, Card, describedBy, Field, Input, RadioGroup, RadioOption, Select } from 'ui-kit';
import { ageForStory, ageOptions, MONTHS, validateBookDetails, type BookDetailsValues } from './bookDetailsRules';
import { useGetProductQuery } from '../api/creationApi';
import { creationMessages } from '../messages/creationMessages';
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

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = creationMessages;

/** /provide-book-details: the child's first name, gender, age and birth month. */
export default function BookDetailsPage() {
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useMessages(creationMessages);
  const { language } = useLanguage();
  // The name's limit is the one value these messages take (in 'First name must be at most 16 characters').
  const fieldError = useFieldError({ max: LIMITS.childFirstNameMax });
  const productId = draft.productId;
  const product = useGetProductQuery({ productId: productId ?? 0, language }, { skip: productId === null });

  if (productId === null) return <Navigate to="/" replace />;

  const story = product.data?.product;
  const ages = story ? ageOptions(story.minAge, story.maxAge) : [];
  const initialValues: BookDetailsValues = {
    childFirstName: draft.childFirstName,
    radioOptionGender: draft.radioOptionGender,
    dropdownValueAge: String(story ? ageForStory(draft.dropdownValueAge, story.minAge, story.maxAge) : draft.dropdownValueAge),
    dropdownValueBirthMonth: draft.dropdownValueBirthMonth ? String(draft.dropdownValueBirthMonth) : '',
    bookLanguage: draft.bookLanguage ?? language,
  };

  const submit = (values: BookDetailsValues) => {
    dispatch(
      childDetailsEntered({
        childFirstName: values.childFirstName.trim(),
        radioOptionGender: values.radioOptionGender || 'Boy',
        dropdownValueAge: Number(values.dropdownValueAge),
        dropdownValueBirthMonth: Number(values.dropdownValueBirthMonth),
        bookLanguage: values.bookLanguage,
        requestUuid: createRequestId(),
      }),
    );
    navigate('/upload-book-photo');
  };

  return (
    <section className="page">
      <Card $narrow>
        <h1>{t('childDetails.title')}</h1>
        {product.data && <p>{t('childDetails.story', { title: product.data.product.title })}</p>}
        {product.isError && <Alert tone="danger">{t('childDetails.productFailed')}</Alert>}
        <Form<BookDetailsValues> onSubmit={submit} initialValues={initialValues} validate={validateBookDetails}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
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
                      <Input
                        {...input}
                        id="child-first-name"
                        autoComplete="off"
                        {...describedBy('child-first-name', { hint: true, error })}
                      />
                    </Field>
                  );
                }}
              </FinalField>
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
              <FinalField<string> name="dropdownValueAge">
                {({ input, meta }) => {
                  const error = fieldError(meta);
                  const waiting = product.isLoading;
                  const unavailable = !waiting && ages.length === 0;
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
              <RadioGroup id="book-language" legend={t('childDetails.bookLanguage.legend')} hint={t('childDetails.bookLanguage.hint')}>
                {LANGUAGES.map((bookLanguage) => (
                  <FinalField<string> key={bookLanguage} name="bookLanguage" type="radio" value={bookLanguage}>
                    {({ input }) => (
                      <RadioOption lang={bookLanguage}>
                        <input {...input} />
                        {LANGUAGE_NAMES[bookLanguage]}
                      </RadioOption>
                    )}
                  </FinalField>
                ))}
              </RadioGroup>
              <Button type="submit" disabled={!product.data}>
                {t('childDetails.continue')}
              </Button>
            </form>
          )}
        </Form>
      </Card>
    </section>
  );
}
