import styled from 'styled-components';

/** Buttons side by side, wrapping on a narrow screen; `$centered` centres them. */
export const ButtonRow = styled.div<{ $centered?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: ${({ $centered }) => ($centered ? 'center' : 'flex-start')};
`;
