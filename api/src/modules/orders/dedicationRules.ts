import { dedicationProblem, normaliseDedication, type DedicationProblem } from 'shared-contracts/dedication';
import { badRequest, conflict, type VisitorText } from '../../platform/errors/domainError.js';

const PROBLEMS: Record<DedicationProblem, VisitorText> = {
  tooLong: {
    en: 'Please keep your message to 250 characters.',
    hi: 'कृपया अपना संदेश 250 अक्षरों तक रखें।',
  },
  tooManyLines: {
    en: 'Please keep your message to 6 lines.',
    hi: 'कृपया अपना संदेश 6 पंक्तियों तक रखें।',
  },
  emoji: {
    en: 'Emoji cannot be printed in the book. Please use words only.',
    hi: 'किताब में इमोजी छापे नहीं जा सकते। कृपया केवल शब्दों का उपयोग करें।',
  },
  markup: {
    en: 'Please write your message as plain text, without tags or codes such as <b> or &amp;.',
    hi: 'कृपया अपना संदेश सादे शब्दों में लिखें, <b> या &amp; जैसे टैग या कोड के बिना।',
  },
};

export const DEDICATION_PAID: VisitorText = {
  en: 'This book is paid for and being made: its message can no longer be changed.',
  hi: 'इस किताब का भुगतान हो चुका है और यह बन रही है: इसका संदेश अब बदला नहीं जा सकता।',
};

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
