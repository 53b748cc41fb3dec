import { DEDICATION, visibleLength, type DedicationProblem } from 'shared-contracts';
import { describedBy, Field, Input } from 'ui-kit';
import type { OrderingTranslate } from '../messages/orderingMessages';

/** Each problem's message, the same words the server answers with. */
/** A problem's words: the dedication's own, or those every typed field shares (typedText.*). */
export const dedicationError = (problem: DedicationProblem, t: OrderingTranslate) =>
  problem === 'hidden' || problem === 'unprintable' || problem === 'tooManyMarks'
    ? t(`typedText.${problem}`)
    : t(`placeOrder.dedication.${problem}`);

interface Props {
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
  t: OrderingTranslate;
}

/** The giver's message for the book's own dedication page: optional, with a counter and the rules' errors. */
export function DedicationField({ value, error, disabled, onChange, onBlur, t }: Props) {
  const id = 'dedication';
  const used = visibleLength(value.replace(/\r?\n/g, ''));
  return (
    <Field
      id={id}
      label={t('placeOrder.dedication.label')}
      hint={t('placeOrder.dedication.hint', { count: used, max: DEDICATION.maxLength, lines: DEDICATION.maxLines })}
      error={error ?? undefined}
    >
      <Input
        as="textarea"
        id={id}
        name={id}
        rows={4}
        value={value}
        disabled={disabled}
        placeholder={t('placeOrder.dedication.placeholder')}
        onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onBlur={onBlur}
        {...describedBy(id, { hint: true, error: error ?? undefined })}
      />
    </Field>
  );
}
