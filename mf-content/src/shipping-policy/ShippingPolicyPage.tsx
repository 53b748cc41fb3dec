import { Alert } from 'ui-kit';
import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { prefetchPolicy } from '../policy/prefetchPolicy';

export const prefetch = prefetchPolicy('shipping-and-delivery-policy');

export default function ShippingPolicyPage() {
  return (
    <section className="page">
      <h1>Shipping &amp; Delivery Policy</h1>
      <Alert tone="info">
        <p>
          <strong>Important Notice</strong>
        </p>
        <p>This policy may change from time to time. The version published here on the day you order applies to your order.</p>
      </Alert>
      <PolicyDocument document="shipping-and-delivery-policy" label="shipping policy" />
      <QuestionsBlock />
    </section>
  );
}
