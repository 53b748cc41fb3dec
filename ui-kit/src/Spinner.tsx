import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A small spinning ring, hidden from screen readers: the text beside it says what is happening. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: -0.15em;
  margin-right: 8px;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
