import type { Messages } from '@lingui/core';

/**
 * A pseudo-language for finding texts left out of the catalogs and layouts that clip a longer
 * translation: every catalog message is drawn with its letters accented (so any plain Latin letter
 * on the page did not come from a catalog) and 30 % longer, between brackets (so a clipped end shows).
 * Only a test server turns it on (PSEUDO_LOCALE, see pseudoLocaleMark.ts); the server and the browser
 * draw the same words. Loaded only then, so visitors never download it.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'ȧƀċḋḗƒġħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏżȦƁĊḊḖƑĠĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎŻ'][index],
  ]),
);

/** A catalog's tags (`<0>`, `</0>`, `<1/>`) stay as they are: they are where a link goes. */
const TAG = /(<\/?\d+\/?>)/;

const LONGER_BY = 0.3;

type Compiled = string | CompiledPart[];
type CompiledPart = string | [string, string?, (string | Record<string, Compiled | undefined>)?];

const accent = (text: string) =>
  text
    .split(TAG)
    .map((part) => (TAG.test(part) ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter])))
    .join('');

function accentAll(message: Compiled): Compiled {
  if (typeof message === 'string') return message === '#' ? message : accent(message);
  return message.map((part): CompiledPart => {
    if (typeof part === 'string') return accentAll(part) as string;
    const [name, type, forms] = part;
    if (!forms || typeof forms === 'string') return part;
    // A plural's forms keep its `offset` as it is.
    return [
      name,
      type,
      Object.fromEntries(Object.entries(forms).map(([form, text]) => [form, text === undefined ? text : accentAll(text)])),
    ];
  });
}

/** The characters a message shows, a placeholder counted as 4 (its value is not known here). */
const characterCount = (message: Compiled): number =>
  typeof message === 'string'
    ? message.replace(new RegExp(TAG, 'g'), '').length
    : message.reduce<number>((sum, part) => sum + (typeof part === 'string' ? characterCount(part) : 4), 0);

/** The padding that makes a message 30 % longer, in short words so it wraps as a translation would. */
function padding(length: number): string {
  const extra = Math.ceil(length * LONGER_BY);
  return extra === 0
    ? ''
    : ` ${'·····'
        .repeat(Math.ceil(extra / 5))
        .slice(0, extra)
        .replace(/(.{5})(?=.)/g, '$1 ')}`;
}

function pseudoMessage(message: Compiled): Compiled {
  const accented = accentAll(message);
  const tail = `${padding(characterCount(message))}]`;
  return typeof accented === 'string' ? `[${accented}${tail}` : ['[', ...accented, tail];
}

export const pseudoMessages = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message as Compiled)]));
