import { useMessages, type MessageValues } from 'shared-contracts';
import { shownError } from 'ui-kit';
import { creationMessages, type CreationMessage } from './creationMessages';

/**
 * A form field's error as the visitor reads it, once they have left the field. The form's rules
 * answer message keys, so an error already shown is worded again when the language changes.
 */
export function useFieldError(values?: MessageValues): (meta: { touched?: boolean; error?: unknown }) => string | undefined {
  const t = useMessages(creationMessages);
  return (meta) => {
    const key = shownError(meta);
    // Only this flow's rules set a field's error, and they answer keys of its messages.
    return key === undefined ? undefined : t(key as CreationMessage, values);
  };
}
