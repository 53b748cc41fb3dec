import { visibleLength } from './childFirstName.js';
import { composedText, typedTextProblem, type TypedTextProblem } from './typedText.js';

/** The giver's message printed on its own page: at most this many characters, and lines, and the code units they may take. */
export const DEDICATION = { maxLength: 250, maxLines: 6, maxCodeUnits: 1000 } as const;

export type DedicationProblem = 'tooManyLines' | 'emoji' | 'markup' | TypedTextProblem;

/** Pictographs the book's fonts cannot print (emoji, flags, the emoji variation selector); a joiner alone is Devanagari's too. */
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\uFE0F/u;
/** Tags and entities: the page prints the words as typed, so anything that looks like markup is refused, not shown raw. */
const MARKUP = /<\/?[a-z!][^>]*>|&[#a-z0-9]+;/i;

/** The message as it is kept: composed, line breaks made plain, spaces trimmed at each line's ends, empty edges dropped. */
export function normaliseDedication(text: string): string {
  return composedText(text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/**
 * What is wrong with a dedication, checked alike in the browser and on the server: at most 250
 * visible characters on at most 6 lines, in the book's scripts only (no emoji, no markup), by the
 * rule for typed words (typedText.ts).
 */
export function dedicationProblem(text: string): DedicationProblem | null {
  const message = normaliseDedication(text);
  if (visibleLength(message.replace(/\n/g, '')) > DEDICATION.maxLength) return 'tooLong';
  if (message.split('\n').length > DEDICATION.maxLines) return 'tooManyLines';
  if (EMOJI.test(message)) return 'emoji';
  if (MARKUP.test(message)) return 'markup';
  return typedTextProblem(message, { maxCodeUnits: DEDICATION.maxCodeUnits, printed: true, multiline: true });
}
