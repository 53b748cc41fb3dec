import type { ComponentProps } from 'react';
import styled from 'styled-components';

const Picker = styled.span`
  position: relative;
  display: inline-flex;
  margin: 8px 0 12px;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    opacity: 0;
    cursor: pointer;
  }
  input:disabled {
    cursor: not-allowed;
  }
  span {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 10px 20px;
    border-radius: 999px;
    border: 2px solid var(--color-primary);
    color: var(--color-primary);
    font-weight: 600;
  }
  input:focus-visible + span {
    outline: 3px solid var(--color-primary);
    outline-offset: 2px;
  }
  input:hover:not(:disabled) + span {
    background: var(--color-surface);
  }
  input:disabled + span {
    opacity: 0.55;
  }
`;

type FileButtonProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** What the button says, in the page's language (e.g. 'Choose photo'). */
  text: string;
};

/**
 * A file input drawn as the shop's button. The browser's own says 'Choose File' in the browser's
 * language whatever the page's, and looks like no other control of the shop. The input stays the
 * real control, transparent over its face: clicked, focused, labelled and announced as itself.
 */
export function FileButton({ text, ...input }: FileButtonProps) {
  return (
    <Picker>
      <input type="file" {...input} />
      <span aria-hidden="true">{text}</span>
    </Picker>
  );
}
