import { writeFileSync } from 'node:fs';
import { PRINTABLE_MODULE, printableCharactersModule, storyFontRanges } from './printableRanges.js';

// `npm run fonts:printable -w api`: after the story's font changes.
writeFileSync(PRINTABLE_MODULE, printableCharactersModule(storyFontRanges()));
console.log(`wrote ${PRINTABLE_MODULE.pathname}`);
