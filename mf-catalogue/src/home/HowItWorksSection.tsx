import styled from 'styled-components';
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
  return (
    <HomeSection id="how-it-works" name="how_it_works" tinted labelledBy="how-it-works-title">
      <h2 id="how-it-works-title">How It Works</h2>
      <Lead>From one photo to a printed book in six simple steps.</Lead>
      <Steps>
        {HOW_IT_WORKS_STEPS.map((step) => (
          <li key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </Steps>
    </HomeSection>
  );
}
