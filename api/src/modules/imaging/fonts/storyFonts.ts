import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (weight: string) => require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`);

/**
 * The story's font, shipped with the shop rather than looked for on the machine: Noto Sans
 * Devanagari has the Devanagari and the Latin letters, so a Hindi story and a name in either script
 * are drawn the same on every machine. Pictures are drawn with the file itself (sharp's text, shaped
 * by Pango), never through the machine's font configuration.
 */
export const STORY_FONT = {
  family: 'Noto Sans Devanagari',
  regular: fontFile('400Regular'),
  semiBold: fontFile('600SemiBold'),
} as const;
