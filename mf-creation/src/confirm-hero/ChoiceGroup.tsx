import styled from 'styled-components';

const Group = styled.fieldset`
  border: none;
  padding: 0;
  margin: 0 0 14px;
  legend {
    font-weight: 700;
    margin-bottom: 6px;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 4px 14px 4px 6px;
    border: 2px solid var(--color-border);
    border-radius: 22px;
    cursor: pointer;
    font-size: 0.95rem;
    background: var(--color-surface);
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  label:has(input:checked) {
    border-color: var(--color-primary);
    background: color-mix(in srgb, var(--color-primary) 10%, var(--color-surface));
    font-weight: 700;
  }
  label:has(input:focus-visible) {
    outline: 3px solid var(--color-accent);
    outline-offset: 2px;
  }
  label:has(input:disabled) {
    opacity: 0.45;
    cursor: not-allowed;
  }
  span[aria-hidden] {
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    box-shadow: 0 0 0 1px var(--color-border);
  }
`;

export interface Choice {
  value: string;
  label: string;
  /** The colour it is painted in, shown as a swatch. */
  colour?: string;
  /** Said after the label, e.g. '(suggested)'. */
  note?: string;
  disabled?: boolean;
}

/** One attribute of the hero as a group of radio buttons, each a chip with its words (and its colour). */
export function ChoiceGroup({
  name,
  legend,
  choices,
  value,
  onChange,
  hint,
}: {
  name: string;
  legend: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  hint?: string;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <Group aria-describedby={hintId}>
      <legend>{legend}</legend>
      <Options>
        {choices.map((choice) => (
          <label key={choice.value}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            {choice.colour && <span aria-hidden style={{ background: choice.colour }} />}
            {choice.label}
            {choice.note && <small>{choice.note}</small>}
          </label>
        ))}
      </Options>
      {hint && (
        <p id={hintId} style={{ margin: '6px 0 0', fontSize: '0.9rem' }}>
          {hint}
        </p>
      )}
    </Group>
  );
}
