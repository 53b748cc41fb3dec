import { Field as FinalField, Form } from 'react-final-form';
import { failureOf, Link, useLanguage, useMessages, withBookRequest, type OrderProgressResponse } from 'shared-contracts';
import { formatOrderDateTime } from 'contracts/formats';
import { Alert, Button, ButtonRow, describedBy, FailureAlert, Field, Input, shownError, Spinner } from 'ui-kit';
import { validateBookChange, type BookChangeValues } from './bookChangeRules';
import { DedicationField } from '../place-order/DedicationField';
import { useReviseBookMutation } from '../api/orderingApi';
import { orderingMessages } from '../messages/orderingMessages';

interface Props {
  requestUuid: string;
  childFirstName: string;
  review: NonNullable<OrderProgressResponse['review']>;
}

/**
 * While a paid book may still change: until when, its pictures on its own preview, and the child's
 * name, the companions' names and the dedication here, at no charge. A new name has every page drawn
 * again, which it says.
 */
export function ChangeYourBook({ requestUuid, childFirstName, review }: Props) {
  const t = useMessages(orderingMessages);
  const { language } = useLanguage();
  const [revise, revision] = useReviseBookMutation();
  const until = formatOrderDateTime(new Date(review.until), undefined, language);
  const initialValues: BookChangeValues = { childFirstName, dedication: review.dedication ?? '', companionNames: review.companionNames };
  const save = async (values: BookChangeValues) => {
    await revise({
      requestUuid,
      childFirstName: values.childFirstName,
      dedication: values.dedication.trim(),
      companionNames: values.companionNames,
    });
  };

  return (
    <>
      <p>{t('orderStatus.review.until', { until, name: childFirstName })}</p>
      <p>
        <Link to="/preview-book" {...withBookRequest(requestUuid)}>
          {t('orderStatus.review.pictures')}
        </Link>
      </p>
      <Form<BookChangeValues> onSubmit={save} initialValues={initialValues} validate={(values) => validateBookChange(values, t)}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FinalField<string> name="childFirstName">
              {({ input, meta }) => {
                const id = 'review-name';
                const error = shownError(meta);
                return (
                  <Field id={id} label={t('orderStatus.review.name')} hint={t('orderStatus.review.nameHint')} error={error}>
                    <Input {...input} id={id} autoComplete="off" {...describedBy(id, { hint: true, error })} />
                  </Field>
                );
              }}
            </FinalField>
            {review.companionNames.map((name, index) => (
              <FinalField<string> key={index} name={`companionNames[${index}]`}>
                {({ input, meta }) => {
                  const id = `review-companion-${index}`;
                  const error = shownError(meta);
                  return (
                    <Field id={id} label={t('orderStatus.review.companionName', { name })} error={error}>
                      <Input {...input} id={id} autoComplete="off" {...describedBy(id, { error })} />
                    </Field>
                  );
                }}
              </FinalField>
            ))}
            <FinalField<string> name="dedication">
              {({ input, meta }) => (
                <DedicationField
                  value={input.value}
                  error={shownError(meta) ?? null}
                  disabled={Boolean(submitting)}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  t={t}
                />
              )}
            </FinalField>
            {/* Said just above the button, where the eye is when it is tapped. */}
            {/* Saved is said for every change, a new name's too: the redrawing that follows is said beside it. */}
            {revision.isSuccess && <Alert tone="success">{t('orderStatus.review.saved')}</Alert>}
            {review.redrawing && <Alert tone="info">{t('orderStatus.review.redrawing')}</Alert>}
            {revision.isError && <FailureAlert {...failureOf(revision.error, t('orderStatus.review.failed'))} />}
            <ButtonRow>
              <Button type="submit" disabled={submitting}>
                {submitting && <Spinner />}
                {submitting ? t('orderStatus.review.saving') : t('orderStatus.review.save')}
              </Button>
            </ButtonRow>
          </form>
        )}
      </Form>
    </>
  );
}
