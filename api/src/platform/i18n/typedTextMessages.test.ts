import { readFileSync } from 'node:fs';
import { LANGUAGES } from 'contracts/languages';

const catalog = (folder: string, language: string) =>
  JSON.parse(readFileSync(new URL(`../../../../${folder}/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>;

const typedTextWords = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('typedText.')));

describe('the words of the rule for typed text', () => {
  it.each(LANGUAGES)('are the same on the pages that check it as on the server, in %s', (language) => {
    const server = typedTextWords(catalog('api/src/messages', language));
    expect(Object.keys(server).sort()).toEqual(['typedText.hidden', 'typedText.tooManyMarks', 'typedText.unprintable']);
    for (const pages of ['mf-creation/src/messages', 'mf-ordering/src/messages']) {
      expect({ pages, words: typedTextWords(catalog(pages, language)) }).toEqual({ pages, words: server });
    }
  });
});
