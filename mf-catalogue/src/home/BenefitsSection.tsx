import styled from 'styled-components';
import { Link, RichMessage, useMessages } from 'shared-contracts';
import { catalogueMessages } from '../messages/catalogueMessages';
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
  const t = useMessages(catalogueMessages);
  return (
    <HomeSection id="benefits" name="benefits" tinted labelledBy="benefits-title">
      <h2 id="benefits-title">{t('benefits.title')}</h2>
      <Cards>
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <h3>{t(`benefits.${benefit}.title`)}</h3>
            <p>{t(`benefits.${benefit}.text`)}</p>
          </li>
        ))}
      </Cards>
      <PrivacyNote>
        <RichMessage catalog={catalogueMessages} id="benefits.privacyNote" components={{ 0: <Link to="/privacy" /> }} />
      </PrivacyNote>
    </HomeSection>
  );
}
