import styled, { css } from 'styled-components';

/** The shell's button: 'primary' filled, 'secondary' outlined. */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' }>`
  min-height: 44px;
  padding: 10px 20px;
  border-radius: 999px;
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
  &:hover {
    filter: brightness(0.95);
  }
`;
