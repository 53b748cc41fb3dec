import { Link, type RoutePrefetch } from 'shared-contracts';
import { contentApi } from '../api/contentApi';
import FaqSection from '../faq-section/FaqSection';

const FAQ_TYPE = 'general';

export const prefetch: RoutePrefetch = async ({ dispatch }) =>
  dispatch(contentApi.endpoints.getFaqs.initiate(FAQ_TYPE, { subscribe: false }));

export default function FaqPage() {
  return (
    <section className="page">
      <h1>Frequently Asked Questions</h1>
      <p>Everything parents ask us about making, printing and delivering a Hero Tales book.</p>
      <FaqSection faqType={FAQ_TYPE} title="General Information" />
      <p>
        Still have a question? <Link to="/contact">Contact Us</Link>
      </p>
    </section>
  );
}
