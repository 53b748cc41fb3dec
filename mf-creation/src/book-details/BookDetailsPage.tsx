import { Form } from 'react-final-form';
import { Navigate, useAppSelector } from 'shared-contracts';
import { Alert, Button, Card } from 'ui-kit';
import {
  AgeField,
  BirthMonthField,
  BookLanguageField,
  FirstNameField,
  GenderField,
  HindiNameField,
  useFieldWords,
} from './childDetailsFields';
import { validateBookDetails, type BookDetailsValues } from './bookDetailsRules';
import { useBookDetails } from './useBookDetails';
import { creationMessages } from '../messages/creationMessages';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = creationMessages;

/** /provide-book-details: the child's first name, gender, age and birth month. */
export default function BookDetailsPage() {
  const productId = useAppSelector((s) => s.orderDraft.productId);
  if (productId === null) return <Navigate to="/" replace />;
  return <ChildDetails productId={productId} />;
}

function ChildDetails({ productId }: { productId: number }) {
  const words = useFieldWords();
  const { t } = words;
  const details = useBookDetails(productId);
  return (
    <section className="page">
      <Card $narrow>
        <h1>{t('childDetails.title')}</h1>
        {details.story && <p>{t('childDetails.story', { title: details.story.title })}</p>}
        {details.failed && <Alert tone="danger">{t('childDetails.productFailed')}</Alert>}
        <Form<BookDetailsValues> onSubmit={details.submit} initialValues={details.initialValues} validate={validateBookDetails}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <FirstNameField {...words} />
              <GenderField {...words} />
              <AgeField {...words} ages={details.ages} waiting={details.loading} />
              <BirthMonthField {...words} />
              <BookLanguageField t={t} />
              <HindiNameField {...words} />
              <Button type="submit" disabled={!details.story}>
                {t('childDetails.continue')}
              </Button>
            </form>
          )}
        </Form>
      </Card>
    </section>
  );
}
