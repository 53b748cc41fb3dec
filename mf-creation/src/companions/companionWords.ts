import type { Companion, CompanionProblem } from 'contracts/companions';
import type { CreationMessage } from '../messages/creationMessages';

type Translate = (key: CreationMessage, values?: Record<string, string | number>) => string;

/** What a companion is, in words ('Nani', 'Dog'): the picker's chip and the card's heading. */
export const kindWord = (t: Translate, companion: Companion) =>
  companion.kind === 'pet' ? t(`companions.animal.${companion.animal}`) : t(`companions.relation.${companion.relation}`);

/** A value's words, in the picker's own group of them ('companions.clothing.saree'). */
export const choiceWord = (t: Translate, group: string, value: string) => t(`companions.${group}.${value}` as CreationMessage);

/** Why a companion's name cannot be printed, in the parent's words; the picker offers no other problem. */
export function nameError(t: Translate, problem: CompanionProblem | null, max: number): string | undefined {
  if (problem === 'required') return t('companions.name.required');
  if (problem === 'tooLong') return t('companions.name.tooLong', { max });
  if (problem === 'hidden' || problem === 'unprintable' || problem === 'tooManyMarks') return t(`typedText.${problem}`);
  return undefined;
}
