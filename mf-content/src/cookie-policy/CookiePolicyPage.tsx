import { PolicyDocument } from '../policy/PolicyDocument';
import { QuestionsBlock } from '../shared/QuestionsBlock';
import { prefetchPolicy } from '../policy/prefetchPolicy';

export const prefetch = prefetchPolicy('cookie-policy');

export default function CookiePolicyPage() {
  return (
    <section className="page">
      <h1>Cookie Policy</h1>
      <PolicyDocument document="cookie-policy" label="cookie policy" />
      <QuestionsBlock title="Have Questions About Our Cookie Policy?" text="Ask us anything about cookies or your choices." />
    </section>
  );
}
