import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { catalogueMessages } from '../messages/catalogueMessages';
import { HomeSection, Lead } from './HomeSection';
import { HOW_IT_WORKS_STEPS } from './homeContent';

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  counter-reset: step;
  li {
    counter-increment: step;
    background: var(--color-bg);
    border-radius: var(--radius);
    padding: 20px 20px 20px 72px;
    position: relative;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 20px;
    top: 20px;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: var(--color-primary);
    color: #fff;
    font-weight: 700;
    display: grid;
    place-items: center;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: var(--color-muted);
  }
`;

export function HowItWorksSection() {
  const t = useMessages(catalogueMessages);
  return (
    <HomeSection id="how-it-works" name="how_it_works" tinted labelledBy="how-it-works-title">
      <h2 id="how-it-works-title">{t('howItWorks.title')}</h2>
      <Lead>{t('howItWorks.lead')}</Lead>
      <Steps>
        {HOW_IT_WORKS_STEPS.map((step) => (
          <li key={step}>
            <h3>{t(`howItWorks.${step}.title`)}</h3>
            <p>{t(`howItWorks.${step}.text`)}</p>
          </li>
        ))}
      </Steps>
    </HomeSection>
  );
}
