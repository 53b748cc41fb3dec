import styled from 'styled-components';
import { useMessages, type SkinTone } from 'shared-contracts';
import { creationMessages } from '../messages/creationMessages';

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  label {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 4px;
    font-size: 0.85rem;
    cursor: pointer;
    min-width: 64px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  span[aria-hidden] {
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 3px solid transparent;
    box-shadow: 0 0 0 1px var(--color-border);
  }
  input:checked + span[aria-hidden] {
    border-color: var(--color-primary);
  }
  input:focus-visible + span[aria-hidden] {
    outline: 3px solid var(--color-accent);
    outline-offset: 2px;
  }
`;

/** The skin tones the server offers; the one it estimated is marked as our suggestion. */
export function SkinTonePicker({
  tones,
  value,
  onChange,
}: {
  tones: readonly SkinTone[];
  value: string | null;
  onChange: (tone: string) => void;
}) {
  const t = useMessages(creationMessages);
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '16px 0' }}>
      <legend>
        <strong>{t('uploadPhoto.skinTone.legend')}</strong>
      </legend>
      <p style={{ marginTop: 4 }}>{t('uploadPhoto.skinTone.help')}</p>
      <Swatches>
        {tones.map((tone) => (
          <label key={tone.skinTone}>
            <input
              type="radio"
              name="skin-tone"
              value={tone.skinTone}
              checked={value === tone.skinTone}
              onChange={() => onChange(tone.skinTone)}
            />
            <span aria-hidden style={{ background: tone.hexColor }} />
            {tone.skinTone}
            {tone.chosen && <small>{t('uploadPhoto.skinTone.suggested')}</small>}
          </label>
        ))}
      </Swatches>
    </fieldset>
  );
}
