import { Link } from 'shared-contracts';
import FaqSection from '../faq-section/FaqSection';

export default function FaqPage() {
  return (
    <section className="page">
      <h1>Frequently Asked Questions</h1>
      <p>Everything parents ask us about making, printing and delivering a Hero Tales book.</p>
      <FaqSection faqType="general" title="General Information" />
      <p>
        Still have a question? <Link to="/contact">Contact Us</Link>
      </p>
    </section>
  );
}
