import { childFirstNameProblem, dedicationProblem, LIMITS } from 'shared-contracts';
import { dedicationError } from '../place-order/DedicationField';
import type { OrderingTranslate } from '../messages/orderingMessages';

export interface BookChangeValues {
  childFirstName: string;
  dedication: string;
}

/** The rules the server keeps for a paid book's name and dedication, in the page's words. */
export function validateBookChange(values: BookChangeValues, t: OrderingTranslate): Partial<Record<keyof BookChangeValues, string>> {
  const errors: Partial<Record<keyof BookChangeValues, string>> = {};
  const name = childFirstNameProblem(values.childFirstName ?? '');
  if (name === 'required') errors.childFirstName = t('orderStatus.review.nameRequired');
  else if (name === 'tooLong') errors.childFirstName = t('orderStatus.review.nameTooLong', { max: LIMITS.childFirstNameMax });
  else if (name) errors.childFirstName = t(`typedText.${name}`);
  const dedication = dedicationProblem(values.dedication ?? '');
  if (dedication) errors.dedication = dedicationError(dedication, t);
  return errors;
}
