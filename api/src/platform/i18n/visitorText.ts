import { readFileSync } from 'node:fs';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from 'contracts/languages';
import type english from '../../messages/en.json';

/** A message for the visitor in each of the shop's languages; the English one is the shop's own text (docs/product.md#messages). */
export type VisitorText = Readonly<Record<Language, string>>;

/** A message of the server's catalog (api/src/messages), checked with the apps' catalogs by the same test. */
export type ServerMessageKey = keyof typeof english;

/** A value put into a placeholder: the same in every language, or a text already worded in each. */
export type TextValue = string | number | VisitorText;

/** The catalogs, read from the sources beside the build as the seed content is, and compiled once. */
const MESSAGES_DIR = new URL('../../../src/messages/', import.meta.url);

function libraryFor(language: Language): I18n {
  const messages = JSON.parse(readFileSync(new URL(`${language}.json`, MESSAGES_DIR), 'utf8')) as Record<string, string>;
  const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));
  return setupI18n({ locale: language, messages: { [language]: compiled } });
}

const libraries = new Map(LANGUAGES.map((language) => [language, libraryFor(language)]));

/** The server's messages in one language, for what is written in a known language (an email in its book's). */
export function wordingIn(language: Language) {
  const library = libraries.get(language)!;
  return (key: ServerMessageKey, values: Record<string, string | number> = {}): string => library._(key, values);
}

/**
 * A message worded in every language of the shop, so a refusal made deep in the shop's code is
 * answered in the language of the call that meets it (the HTTP layer picks one).
 */
export function visitorText(key: ServerMessageKey, values: Record<string, TextValue> = {}): VisitorText {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const worded = Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[language] : value]),
      );
      return [language, wordingIn(language)(key, worded)];
    }),
  ) as VisitorText;
}

/** Texts joined in each language, as a list inside a sentence. */
export function joinTexts(texts: readonly VisitorText[], separator: string): VisitorText {
  return Object.fromEntries(LANGUAGES.map((language) => [language, texts.map((text) => text[language]).join(separator)])) as VisitorText;
}
