import { readFileSync } from 'node:fs';
import { PRINTABLE_MODULE, printableCharactersModule, storyFontRanges } from './printableRanges.js';

describe('the characters the browser and the server accept for printed words', () => {
  it("are the story font's, as it is now (else: npm run fonts:printable -w api)", () => {
    expect(readFileSync(PRINTABLE_MODULE, 'utf8')).toBe(printableCharactersModule(storyFontRanges()));
  });
});
