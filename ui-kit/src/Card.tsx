import styled from 'styled-components';

/** A white panel with the storefront's radius and shadow; `$narrow` centres it at form width. */
export const Card = styled.div<{ $narrow?: boolean }>`
  background: var(--color-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 24px;
  ${({ $narrow }) => ($narrow ? 'max-width: 600px; margin: 0 auto;' : '')}
  @media (max-width: 480px) {
    padding: 16px;
  }
`;
