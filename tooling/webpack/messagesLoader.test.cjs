const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { parse } = require('@messageformat/parser');
const { compileCatalog } = require('./messagesLoader.cjs');
const { repoRoot } = require('./sharedSingletons.cjs');

const LANGUAGES = ['en', 'hi'];

/** Every app with messages: its folder and its catalogs by language. */
const apps = readdirSync(repoRoot)
  .filter((folder) => existsSync(path.join(repoRoot, folder, 'src/messages/en.json')))
  .map((folder) => ({
    folder,
    catalogs: Object.fromEntries(
      LANGUAGES.map((language) => {
        const file = path.join(repoRoot, folder, 'src/messages', `${language}.json`);
        return [language, existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null];
      }),
    ),
  }));

/** What a translation must keep of a message: its arguments (with their kind) and its numbered tags. */
function placeholders(text) {
  const found = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (token.type === 'content') for (const [tag] of token.value.matchAll(/<\/?\d+\/?>/g)) found.add(tag);
      else if (token.type === 'argument') found.add(`{${token.arg}}`);
      else if (token.type === 'function') found.add(`{${token.arg}, ${token.key}}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`{${token.arg}, ${token.type}}`);
        for (const branch of token.cases) walk(branch.tokens);
      }
    }
  };
  walk(parse(text));
  return [...found].sort();
}

describe('the message catalogs', () => {
  it('are found for the shell', () => {
    expect(apps.map((app) => app.folder)).toContain('shell');
  });

  it.each(apps.map((app) => [app.folder, app]))(
    '%s: every message is in every language, with the same placeholders',
    (_folder, { catalogs }) => {
      const problems = [];
      const keys = new Set(LANGUAGES.flatMap((language) => Object.keys(catalogs[language] ?? {})));
      for (const language of LANGUAGES) {
        if (!catalogs[language]) {
          problems.push(`${language}.json is missing`);
          continue;
        }
        for (const key of keys) {
          if (!(key in catalogs[language])) problems.push(`${language}.json has no "${key}"`);
          else if (catalogs.en[key] !== undefined && placeholders(catalogs[language][key]).join() !== placeholders(catalogs.en[key]).join())
            problems.push(
              `${language}.json "${key}" has ${placeholders(catalogs[language][key])} where English has ${placeholders(catalogs.en[key])}`,
            );
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it.each(apps.flatMap((app) => LANGUAGES.map((language) => [app.folder, language, app])))(
    '%s: %s compiles',
    (_folder, language, { catalogs }) => {
      expect(() => compileCatalog(JSON.stringify(catalogs[language]), `${language}.json`)).not.toThrow();
    },
  );
});

describe('the messages loader', () => {
  it('compiles plurals and numbers for the runtime, and plain text as it is', () => {
    const compiled = compileCatalog(JSON.stringify({ plain: 'Home', books: '{count, plural, one {# book} other {# books}}' }), 'en.json');
    expect(compiled.plain).toEqual(['Home']);
    expect(Array.isArray(compiled.books)).toBe(true);
  });

  it('fails on a message that does not parse, naming the file and the key', () => {
    expect(() => compileCatalog(JSON.stringify({ broken: 'Hello {name' }), 'hi.json')).toThrow(
      /hi\.json: the message "broken" is not valid ICU MessageFormat/,
    );
  });

  it('tells a missing message and a changed placeholder apart from a faithful translation', () => {
    expect(placeholders('© {year} {site}. All rights reserved.')).toEqual(['{site}', '{year}']);
    expect(placeholders('Read our <0>Cookie Policy</0>.')).toEqual(['</0>', '<0>']);
    expect(placeholders('{count, plural, one {# book} other {# books}}')).toEqual(['{count, plural}']);
  });
});
