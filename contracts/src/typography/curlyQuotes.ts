/** After these (or at the start of a text), a quote opens; after anything else it closes. */
const OPENS_AFTER = /[\s([{\u2014\u2013-]/u;

/**
 * A text as a book sets it: straight quotes turned into curly ones, opening or closing by what is
 * before them, and every apostrophe the closing single quote (’), as in "I’m" and "Tara’s".
 */
export function curlyQuotes(text: string): string {
  let out = '';
  for (const [i, char] of Array.from(text).entries()) {
    const before = i === 0 ? '' : out.slice(-1);
    const opens = before === '' || OPENS_AFTER.test(before);
    if (char === '"') out += opens ? '\u201C' : '\u201D';
    else if (char === "'") out += opens ? '\u2018' : '\u2019';
    else out += char;
  }
  return out;
}
