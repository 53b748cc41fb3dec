import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { Button } from 'ui-kit';
import { catalogueMessages } from '../messages/catalogueMessages';
import { scrollToSection } from './useSectionViewTracking';

const Band = styled.section`
  padding: 48px 16px 64px;
  text-align: center;
  background: var(--color-primary-dark);
  color: #fff;
  h2 {
    margin: 0 0 8px;
    font-size: clamp(1.5rem, 4vw, 2.1rem);
  }
  p {
    margin: 0 0 24px;
    opacity: 0.9;
  }
  button {
    background: #fff;
    color: var(--color-primary-dark);
    border-color: #fff;
  }
`;

export function ClosingCallToAction() {
  const t = useMessages(catalogueMessages);
  return (
    <Band aria-labelledby="closing-title">
      <h2 id="closing-title">{t('closing.title')}</h2>
      <p>{t('closing.text')}</p>
      <Button type="button" onClick={() => scrollToSection('products')}>
        {t('closing.start')}
      </Button>
    </Band>
  );
}
