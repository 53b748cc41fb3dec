import { PRINTABLE_RANGES } from './printableCharacters.js';

/**
 * What can be wrong with words a visitor typed, checked alike in the browser and on the server, with
 * the same words (`typedText.*` in every catalog that says them):
 * - `hidden`: a character that shows nothing or changes how the rest shows (controls, bidi overrides,
 *   zero-width and format characters, line separators, lone surrogates, private use);
 * - `unprintable`: a character the book's font cannot draw, in words that are printed;
 * - `tooManyMarks`: more than a few accents or vowel signs stacked on one letter;
 * - `tooLong`: more UTF-16 code units than the field keeps, however few characters they show.
 */
export type TypedTextProblem = 'hidden' | 'unprintable' | 'tooManyMarks' | 'tooLong';

export interface TypedTextRule {
  /** The most UTF-16 code units the field keeps. */
  maxCodeUnits: number;
  /** Whether the words are printed in the book: then only the font's characters. */
  printed?: boolean;
  /** Whether line breaks are the writer's (a dedication); elsewhere a line break is hidden. */
  multiline?: boolean;
}

/** Marks on one letter: Devanagari needs up to three (a vowel sign, a nasal sign, a nukta); zalgo text needs many. */
export const MAX_MARKS_PER_LETTER = 3;

const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\uFDD0-\uFDEF\uFFFE\uFFFF]/u;
const MARK = /\p{M}/u;
/** The joiners Devanagari needs after a consonant (half forms, a visible virama): allowed there only. */
const JOINERS = new Set(['\u200C', '\u200D']);
const DEVANAGARI = /[\u0900-\u097F]/;

const isPrintable = (codePoint: number) => PRINTABLE_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Words as they are kept: composed (NFC), so 'é' is one character however it was typed. */
export const composedText = (text: string): string => text.normalize('NFC');

/** The first thing wrong with words a visitor typed, as they will be kept (composed); null when nothing is. */
export function typedTextProblem(
  text: string,
  { maxCodeUnits, printed = false, multiline = false }: TypedTextRule,
): TypedTextProblem | null {
  const composed = composedText(text);
  if (composed.length > maxCodeUnits) return 'tooLong';
  let marks = 0;
  let previous = '';
  for (const character of composed) {
    const lineBreak = multiline && character === '\n';
    const joiner = JOINERS.has(character) && DEVANAGARI.test(previous);
    if (!lineBreak && !joiner && HIDDEN.test(character)) return 'hidden';
    marks = MARK.test(character) ? marks + 1 : 0;
    if (marks > MAX_MARKS_PER_LETTER) return 'tooManyMarks';
    if (printed && !lineBreak && !isPrintable(character.codePointAt(0)!)) return 'unprintable';
    previous = character;
  }
  return null;
}
