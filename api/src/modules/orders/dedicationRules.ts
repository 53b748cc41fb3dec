import { dedicationProblem, normaliseDedication, type DedicationProblem } from 'contracts/dedication';
import { badRequest, conflict, type VisitorText } from '../../platform/errors/domainError.js';
import { TYPED_TEXT_MESSAGES } from '../../platform/i18n/typedTextMessages.js';
import { visitorText } from '../../platform/i18n/visitorText.js';

const PROBLEMS: Record<DedicationProblem, VisitorText> = {
  tooLong: visitorText('orders.dedication.tooLong'),
  tooManyLines: visitorText('orders.dedication.tooManyLines'),
  emoji: visitorText('orders.dedication.emoji'),
  markup: visitorText('orders.dedication.markup'),
  ...TYPED_TEXT_MESSAGES,
};

export const DEDICATION_PAID: VisitorText = visitorText('orders.dedication.paid');

/** The message as the order keeps it (null: no dedication page), or the visitor's error. */
export function checkedDedication(text: string | undefined): string | null {
  if (text === undefined) return null;
  const problem = dedicationProblem(text);
  if (problem) throw badRequest(PROBLEMS[problem]);
  return normaliseDedication(text) || null;
}

/** Refuses a change to the message of a paid order. */
export function assertDedicationChangeable(state: string, text: string | undefined) {
  if (state === 'paid' && text !== undefined) throw conflict(DEDICATION_PAID);
}
