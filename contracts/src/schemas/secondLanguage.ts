import { Type, type Static } from '@sinclair/typebox';
import { LanguageCode, MAX_LENGTH, Text } from './common.js';

/**
 * A bilingual book's second language (an addition): its words, printed after the first language's on
 * each text page, its title beside the first, and the child's name as its words spell it.
 */
export const SecondLanguageWords = Type.Object({
  language: LanguageCode,
  title: Text(MAX_LENGTH.label),
  childFirstName: Text(MAX_LENGTH.label),
  /** Each story page's words in it, by page number. */
  words: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Text(MAX_LENGTH.document)),
});
export type SecondLanguageWords = Static<typeof SecondLanguageWords>;

/** GET /api/child-names/hindi: a Devanagari spelling to suggest for the child's name (an addition). */
export const HindiNameQuery = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }) });
export type HindiNameQuery = Static<typeof HindiNameQuery>;

/** The suggestion: '' when there is none (a name in another script). */
export const HindiNameResponse = Type.Object({ hindiFirstName: Text(64) });
export type HindiNameResponse = Static<typeof HindiNameResponse>;
