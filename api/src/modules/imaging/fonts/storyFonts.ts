import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const fontFile = (weight: string) => require.resolve(`@expo-google-fonts/baloo-2/${weight}/Baloo2_${weight}.ttf`);

/**
 * The book's one typeface, shipped with the shop rather than looked for on the machine: Baloo 2 (the
 * pictures' lettering too), a rounded storybook face drawn for Devanagari and Latin together, so the
 * story's words, the cover's name and title and the title page read as one book in English and
 * Hindi, and a name in either script is drawn the same on every machine. Pictures are drawn with the
 * file itself (sharp's text, shaped by Pango), never through the machine's font configuration.
 */
export const STORY_FONT = {
  family: 'Baloo 2',
  regular: fontFile('400Regular'),
  semiBold: fontFile('600SemiBold'),
} as const;
