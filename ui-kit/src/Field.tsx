import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  margin-bottom: 16px;
  label,
  legend {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  fieldset {
    border: none;
    margin: 0;
    padding: 0;
  }
`;

const Hint = styled.p`
  margin: 4px 0 0;
  font-size: 0.85rem;
  color: var(--color-muted);
`;

const ErrorText = styled.p`
  margin: 4px 0 0;
  font-size: 0.9rem;
  color: var(--color-danger);
`;

const control = `
  width: 100%;
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid var(--color-border);
  border-radius: 10px;
  font: inherit;
  background: var(--color-surface);
  color: var(--color-text);
  &[aria-invalid='true'] { border-color: var(--color-danger); }
  &:disabled { background: #f3f0f6; }
`;

export const Input = styled.input`
  ${control}
`;

export const Select = styled.select`
  ${control}
`;

interface FieldProps {
  id: string;
  label: string;
  /** Shown under the control, e.g. a character counter. */
  hint?: ReactNode;
  /** A message for an invalid value; the control should set aria-invalid and aria-describedby. */
  error?: string;
  children: ReactNode;
}

/** A labelled form control with its hint and its error message. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  return (
    <Row>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Row>
  );
}

/** A group of radio buttons under one legend. */
export function RadioGroup({ legend, hint, error, children, id }: Omit<FieldProps, 'label'> & { legend: string }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Row>
      <fieldset aria-describedby={describedBy || undefined}>
        <legend>{legend}</legend>
        {children}
      </fieldset>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Row>
  );
}

export const RadioOption = styled.label`
  display: inline-flex !important;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  margin-right: 24px;
  font-weight: 400 !important;
  input {
    width: 20px;
    height: 20px;
    accent-color: var(--color-primary);
  }
`;

/** The aria attributes that tie a control to its hint and error message. */
/** A form field's error once the visitor has left the field, as text (react-final-form types errors as any). */
export function shownError(meta: { touched?: boolean; error?: unknown }): string | undefined {
  return meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
}

export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string }) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': Boolean(error), 'aria-describedby': ids || undefined };
}
