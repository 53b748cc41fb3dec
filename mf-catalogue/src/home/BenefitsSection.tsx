import styled from 'styled-components';
import { Link } from 'shared-contracts';
import { HomeSection } from './HomeSection';
import { BENEFITS } from './homeContent';

const Cards = styled.ul`
  list-style: none;
  padding: 0;
  margin: 24px 0 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 230px), 1fr));
  li {
    background: var(--color-bg);
    border-radius: var(--radius);
    padding: 20px;
  }
  h3 {
    margin: 0 0 6px;
    color: var(--color-primary-dark);
  }
  p {
    margin: 0;
    color: var(--color-muted);
  }
`;

const PrivacyNote = styled.p`
  text-align: center;
  margin: 24px 0 0;
`;

export function BenefitsSection() {
  return (
    <HomeSection id="benefits" name="benefits" tinted labelledBy="benefits-title">
      <h2 id="benefits-title">Why Parents Love Hero Tales</h2>
      <Cards>
        {BENEFITS.map((benefit) => (
          <li key={benefit.title}>
            <h3>{benefit.title}</h3>
            <p>{benefit.text}</p>
          </li>
        ))}
      </Cards>
      <PrivacyNote>
        Your child's privacy comes first. Read how we handle photos in our <Link to="/privacy">Privacy Policy</Link>.
      </PrivacyNote>
    </HomeSection>
  );
}
