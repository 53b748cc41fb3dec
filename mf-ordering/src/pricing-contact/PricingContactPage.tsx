import { Form } from 'react-final-form';
import { useMessages } from 'shared-contracts';
import { Button, Card, FailureAlert, Spinner } from 'ui-kit';
import { StepHeader } from '../shared/StepHeader';
import { CountryField, EmailField, NameField, PhoneField } from './contactFields';
import type { PricingValues } from './pricingRules';
import { usePricingContact } from './usePricingContact';
import { orderingMessages } from '../messages/orderingMessages';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = orderingMessages;

/** /initiate-order: contact details for the order, then its price and print options. */
export default function PricingContactPage() {
  const t = useMessages(orderingMessages);
  const contact = usePricingContact();
  return (
    <section className="page">
      <StepHeader>{t('pricing.title')}</StepHeader>
      <Card $narrow>
        {contact.checking ? (
          <p role="status">
            <Spinner />
            {t('pricing.checking')}
          </p>
        ) : (
          <Form<PricingValues> onSubmit={contact.submit} initialValues={contact.initialValues} validate={contact.validate}>
            {({ handleSubmit, submitting }) => (
              <form onSubmit={handleSubmit} noValidate>
                <NameField t={t} />
                <EmailField t={t} />
                <PhoneField t={t} />
                <CountryField t={t} />
                <p>{t('pricing.dataUse')}</p>
                {contact.failure && <FailureAlert {...contact.failure} />}
                <Button type="submit" disabled={submitting}>
                  {submitting ? (
                    <>
                      <Spinner />
                      {t('pricing.calculating')}
                    </>
                  ) : (
                    t('pricing.showPrice')
                  )}
                </Button>
              </form>
            )}
          </Form>
        )}
      </Card>
    </section>
  );
}
