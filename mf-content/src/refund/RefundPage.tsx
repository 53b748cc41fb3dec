import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { prefetchPolicy } from '../policy/prefetchPolicy';

export const prefetch = prefetchPolicy('refund-and-cancellation-policy');

export default function RefundPage() {
  return (
    <section className="page">
      <h1>Refund &amp; Cancellation Policy</h1>
      <PolicyDocument document="refund-and-cancellation-policy" label="refund and cancellation policy" />
      <QuestionsBlock />
    </section>
  );
}
