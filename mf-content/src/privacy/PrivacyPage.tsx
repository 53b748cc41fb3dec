import styled from 'styled-components';
import { Link, SITE } from 'shared-contracts';
import { Card } from 'ui-kit';
import { PolicyDocument } from '../policy/PolicyDocument';
import { ClearUsageData } from './ClearUsageData';
import { prefetchPolicy } from '../policy/prefetchPolicy';

const Hero = styled.div`
  margin-bottom: 24px;
  p:first-child {
    font-size: 1.3rem;
    font-weight: 700;
    color: var(--color-primary-dark);
    margin: 0;
  }
`;

export const prefetch = prefetchPolicy('privacy-policy');

export default function PrivacyPage() {
  return (
    <section className="page">
      <h1>Privacy Policy</h1>
      <Hero>
        <p>Privacy at {SITE.name}</p>
        <p>Protecting your family's privacy, and above all your child's photos, is at the heart of everything we do.</p>
      </Hero>
      <PolicyDocument document="privacy-policy" label="privacy policy" />
      <ClearUsageData />
      <Card as="aside" aria-label="Have Privacy Questions?" style={{ marginTop: 32, textAlign: 'center' }}>
        <h2>Have Privacy Questions?</h2>
        <p>We are glad to explain how we handle your data.</p>
        <Link to="/contact">Contact Us</Link>
      </Card>
    </section>
  );
}
