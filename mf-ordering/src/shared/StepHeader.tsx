import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PreviewBookButton } from './PreviewBookButton';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 5vw, 2.2rem);
  }
`;

/** An ordering screen's heading with the 'Preview Book' button beside it. */
export function StepHeader({ children }: { children: ReactNode }) {
  return (
    <Row>
      <h1>{children}</h1>
      <PreviewBookButton />
    </Row>
  );
}
