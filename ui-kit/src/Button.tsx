import styled, { css } from 'styled-components';

/** The storefront's button: 'primary' filled, 'secondary' outlined. At least 44 px tall for touch. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  min-height: 44px;
  padding: 10px 20px;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border: 2px solid var(--color-primary);
  ${({ $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: var(--color-primary);
          color: #fff;
        `
      : css`
          background: transparent;
          color: var(--color-primary);
        `}
  &:hover:not(:disabled) {
    filter: brightness(0.95);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;
