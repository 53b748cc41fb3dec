import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  gap: 8px;
  span {
    display: grid;
    place-items: center;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid var(--color-border);
    border-radius: 10px;
    background: var(--color-bg);
  }
`;

/** A phone input with its country's fixed code shown before it; `label` names the code in the page's language. */
export function PhoneWithCode({ code, label, children }: { code: string; label: string; children: ReactNode }) {
  return (
    <Row>
      <span aria-label={label}>{code}</span>
      {children}
    </Row>
  );
}
