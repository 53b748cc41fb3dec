import { LIMITS } from '../constants.js';
import { composedText, typedTextProblem, type TypedTextProblem } from './typedText.js';

/**
 * Grapheme clusters; a browser without Intl.Segmenter (before 2024) counts code points instead. Made
 * on first use: making one loads the browser's text-breaking data, about 10 ms of a phone's start-up.
 */
let graphemes: Intl.Segmenter | null | undefined;
function segments(text: string): Iterable<{ segment: string }> {
  graphemes ??= typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return graphemes ? graphemes.segment(text) : Array.from(text, (segment) => ({ segment }));
}

/**
 * Characters as the visitor sees them (grapheme clusters): 'अनुष्का' is 3, as it is written,
 * not 7 code points; 'Zoë' is 3 however the ë was typed.
 */
export function visibleLength(text: string): number {
  return Array.from(segments(text)).length;
}

/** The text cut after `max` visible characters, never inside one. */
export function cutToVisibleLength(text: string, max: number): string {
  let kept = '';
  let count = 0;
  for (const { segment } of segments(text)) {
    if (++count > max) break;
    kept += segment;
  }
  return kept;
}

export type ChildFirstNameProblem = 'required' | TypedTextProblem;

/**
 * What is wrong with a child's first name, checked alike in the browser and on the server:
 * required (spaces are not a name), at most 16 visible characters, in any script the book's font
 * prints (the name is drawn on every page), by the rule for typed words (typedText.ts).
 */
export function childFirstNameProblem(name: string): ChildFirstNameProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (visibleLength(trimmed) > LIMITS.childFirstNameMax) return 'tooLong';
  return typedTextProblem(trimmed, { maxCodeUnits: LIMITS.childFirstNameMaxCodeUnits, printed: true });
}

/** The name as it is kept: trimmed and composed. */
export const keptChildFirstName = (name: string): string => composedText(name.trim());

/** Devanagari's blocks: its letters, signs and marks, the Vedic extensions and Devanagari Extended. */
const DEVANAGARI_BLOCKS = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
] as const;

/** Whether a name is written in Devanagari only (the spaces between its parts aside). */
export const isDevanagariName = (name: string): boolean =>
  Array.from(name.trim()).every((character) => {
    const code = character.codePointAt(0)!;
    return character === ' ' || DEVANAGARI_BLOCKS.some(([from, to]) => code >= from && code <= to);
  });

export type HindiNameProblem = ChildFirstNameProblem | 'notDevanagari';

/** What is wrong with the child's name as a bilingual or Hindi book's Hindi words print it: a first name's rule, in Devanagari letters. */
export function hindiNameProblem(name: string): HindiNameProblem | null {
  const problem = childFirstNameProblem(name);
  if (problem) return problem;
  return isDevanagariName(keptChildFirstName(name)) ? null : 'notDevanagari';
}
