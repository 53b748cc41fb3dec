import { childFirstNameProblem, dedicationProblem, LIMITS } from 'shared-contracts';
import { dedicationError } from '../place-order/DedicationField';
import type { OrderingTranslate } from '../messages/orderingMessages';

export interface BookChangeValues {
  childFirstName: string;
  dedication: string;
  /** The companions' names, in the book's order. */
  companionNames: string[];
}

type BookChangeErrors = Partial<Record<'childFirstName' | 'dedication', string>> & { companionNames?: (string | undefined)[] };

/** The rules the server keeps for a paid book's name and dedication, in the page's words. */
export function validateBookChange(values: BookChangeValues, t: OrderingTranslate): BookChangeErrors {
  const errors: BookChangeErrors = {};
  const nameError = (name: string, required: string) => {
    const problem = childFirstNameProblem(name ?? '');
    if (problem === 'required') return required;
    if (problem === 'tooLong') return t('orderStatus.review.nameTooLong', { max: LIMITS.childFirstNameMax });
    return problem ? t(`typedText.${problem}`) : undefined;
  };
  const child = nameError(values.childFirstName, t('orderStatus.review.nameRequired'));
  if (child) errors.childFirstName = child;
  // A companion's name follows the child's rule (the server's too).
  const companions = (values.companionNames ?? []).map((name) => nameError(name, t('orderStatus.review.companionNameRequired')));
  if (companions.some(Boolean)) errors.companionNames = companions;
  const dedication = dedicationProblem(values.dedication ?? '');
  if (dedication) errors.dedication = dedicationError(dedication, t);
  return errors;
}
