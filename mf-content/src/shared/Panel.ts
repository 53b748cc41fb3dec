import styled from 'styled-components';

/** A panel under the flipbook (sharing it, reading it aloud, inviting readers): a card with its heading. */
export const Panel = styled.section`
  margin: 16px 0;
  padding: 16px;
  border-radius: var(--radius);
  background: var(--color-surface);
  box-shadow: var(--shadow);
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  h3 {
    margin: 16px 0 4px;
    font-size: 1rem;
  }
`;
