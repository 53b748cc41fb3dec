import type { ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 44px;
  margin: 8px 0 16px;
  line-height: 1.45;
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: var(--color-primary);
  }
`;

interface CheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** The sentence the box agrees to; it is the checkbox's label. */
  children: ReactNode;
}

/** A checkbox with its whole sentence as the label, so the sentence is what is read out and clicked. */
export function Checkbox({ checked, onChange, disabled, children }: CheckboxProps) {
  return (
    <Label>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span>{children}</span>
    </Label>
  );
}
