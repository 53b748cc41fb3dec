import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import { STORY_FONT } from './storyFonts.js';

/** The code points every weight of the story's font draws, as ranges of consecutive code points. */
export function storyFontRanges(): [number, number][] {
  // A code point the font maps to glyph 0 (.notdef, its empty box) is not one it draws.
  const sets = [STORY_FONT.regular, STORY_FONT.semiBold].map((path) => {
    const font = fontkit.create(readFileSync(path)) as fontkit.Font;
    return new Set(font.characterSet.filter((codePoint) => font.glyphForCodePoint(codePoint).id !== 0));
  });
  const common = [...sets[0]].filter((codePoint) => sets.every((set) => set.has(codePoint))).sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const codePoint of common) {
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

const hex = (codePoint: number) => `0x${codePoint.toString(16).padStart(4, '0')}`;

/** The shared module the browser and the server check printed words against. */
export function printableCharactersModule(ranges: [number, number][]): string {
  const rows = ranges.map(([from, to]) => `  [${hex(from)}, ${hex(to)}],`).join('\n');
  return `// Written by \`npm run fonts:printable -w api\` from the story's font; the API's tests check it still matches.

/** The code points the book's font draws (Baloo 2, every weight used), as inclusive ranges. */
export const PRINTABLE_RANGES: readonly (readonly [number, number])[] = [
${rows}
];
`;
}

export const PRINTABLE_MODULE = new URL('../../../../../contracts/src/helpers/printableCharacters.ts', import.meta.url);
