import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';

export default function RefundPage() {
  return (
    <section className="page">
      <h1>Refund &amp; Cancellation Policy</h1>
      <PolicyDocument document="refund-and-cancellation-policy" label="refund and cancellation policy" />
      <QuestionsBlock />
    </section>
  );
}
