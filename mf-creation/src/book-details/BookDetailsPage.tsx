import { Field as FinalField, Form } from 'react-final-form';
import { childDetailsEntered, createRequestId, Navigate, useAppDispatch, useAppSelector, useNavigate } from 'shared-contracts';
import { Alert, Button, Card, describedBy, Field, Input, RadioGroup, RadioOption, Select, shownError } from 'ui-kit';
import { ageForStory, ageOptions, MONTHS, nameCounter, validateBookDetails, type BookDetailsValues } from './bookDetailsRules';
import { useGetProductQuery } from '../api/creationApi';

export const PRODUCT_LOAD_FAILED = 'Failed to load product details. Please try again later.';

/** /provide-book-details: the child's first name, gender, age and birth month. */
export default function BookDetailsPage() {
  const draft = useAppSelector((s) => s.orderDraft);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const productId = draft.productId;
  const product = useGetProductQuery(productId ?? 0, { skip: productId === null });

  if (productId === null) return <Navigate to="/" replace />;

  const story = product.data?.product;
  const ages = story ? ageOptions(story.minAge, story.maxAge) : [];
  const initialValues: BookDetailsValues = {
    childFirstName: draft.childFirstName,
    radioOptionGender: draft.radioOptionGender,
    dropdownValueAge: String(story ? ageForStory(draft.dropdownValueAge, story.minAge, story.maxAge) : draft.dropdownValueAge),
    dropdownValueBirthMonth: draft.dropdownValueBirthMonth ? String(draft.dropdownValueBirthMonth) : '',
  };

  const submit = (values: BookDetailsValues) => {
    dispatch(
      childDetailsEntered({
        childFirstName: values.childFirstName.trim(),
        radioOptionGender: values.radioOptionGender || 'Boy',
        dropdownValueAge: Number(values.dropdownValueAge),
        dropdownValueBirthMonth: Number(values.dropdownValueBirthMonth),
        requestUuid: createRequestId(),
      }),
    );
    navigate('/upload-book-photo');
  };

  return (
    <section className="page">
      <Card $narrow>
        <h1>Provide details for your personalized story book</h1>
        {product.data && <p>Story: {product.data.product.title}</p>}
        {product.isError && <Alert tone="danger">{PRODUCT_LOAD_FAILED}</Alert>}
        <Form<BookDetailsValues> onSubmit={submit} initialValues={initialValues} validate={validateBookDetails}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <FinalField<string> name="childFirstName">
                {({ input, meta }) => {
                  const error = shownError(meta);
                  return (
                    <Field id="child-first-name" label="First name of child" hint={nameCounter(input.value)} error={error}>
                      <Input
                        {...input}
                        id="child-first-name"
                        autoComplete="off"
                        maxLength={16}
                        {...describedBy('child-first-name', { hint: true, error })}
                      />
                    </Field>
                  );
                }}
              </FinalField>
              <FinalField<string> name="radioOptionGender" subscription={{ error: true, touched: true }}>
                {({ meta }) => (
                  <RadioGroup id="child-gender" legend="Gender" error={shownError(meta)}>
                    {(['Boy', 'Girl'] as const).map((gender) => (
                      <FinalField<string> key={gender} name="radioOptionGender" type="radio" value={gender}>
                        {({ input }) => (
                          <RadioOption>
                            <input {...input} />
                            {gender}
                          </RadioOption>
                        )}
                      </FinalField>
                    ))}
                  </RadioGroup>
                )}
              </FinalField>
              <FinalField<string> name="dropdownValueAge">
                {({ input, meta }) => {
                  const error = shownError(meta);
                  const waiting = product.isLoading;
                  const unavailable = !waiting && ages.length === 0;
                  return (
                    <Field id="child-age" label="Age" error={error}>
                      <Select {...input} id="child-age" disabled={waiting || unavailable} {...describedBy('child-age', { error })}>
                        {waiting && <option value="">Loading age options...</option>}
                        {unavailable && <option value="">Age options not available</option>}
                        {!waiting && !unavailable && <option value="">Select age</option>}
                        {ages.map((age) => (
                          <option key={age.value} value={String(age.value)}>
                            {age.label}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  );
                }}
              </FinalField>
              <FinalField<string> name="dropdownValueBirthMonth">
                {({ input, meta }) => {
                  const error = shownError(meta);
                  return (
                    <Field id="child-birth-month" label="Month of birth" error={error}>
                      <Select {...input} id="child-birth-month" {...describedBy('child-birth-month', { error })}>
                        <option value="">Select month</option>
                        {MONTHS.map((month, i) => (
                          <option key={month} value={String(i + 1)}>
                            {month}
                          </option>
                        ))}
                      </Select>
                    </Field>
                  );
                }}
              </FinalField>
              <Button type="submit" disabled={!product.data}>
                Continue to Upload Photo
              </Button>
            </form>
          )}
        </Form>
      </Card>
    </section>
  );
}
