import type { Color } from 'pdf-lib';
import { bookWord } from 'contracts/book';
import type { Language } from 'contracts/languages';
import { curlyQuotes } from 'contracts/typography';
import { personaliseText } from '../../../imaging/index.js';
import type { BookPage } from '../../printedBook.js';
import { fitted } from '../typeset.js';
import { centreOf, MUTED, type InteriorPage } from './interiorPage.js';

/**
 * Baseline to baseline, in sizes, by script: Devanagari's vowel signs above the headline and below the
 * letters need more room between lines than Latin letters do.
 */
const LEADING: Record<Language, number> = { en: 1.5, hi: 1.7 };
/** The first line's rise above its top, in sizes: Devanagari's signs above the headline reach higher. */
const RISE: Record<Language, number> = { en: 1.3, hi: 1.45 };
/** "The End" against the words' size, and the room above its baseline. */
const ENDING_SIZE = 1.3;
const ENDING_GAP = 1.9;
/** A bilingual page's second language against the first's size, and the room between them (a short rule in its middle). */
const SECOND_SIZE = 0.82;
const BETWEEN = 1.6;

/** A story page's words laid out: how much room they take, and how to set them with their top at `top`. */
export interface WordsBlock {
  width: number;
  height: number;
  draw(top: number, colour: Color, endingColour: Color): void;
}

interface Lines {
  lines: string[];
  size: number;
  widths: number[];
  language: Language;
}

const linesHeight = ({ lines, size, language }: Lines) => size * (RISE[language] + (lines.length - 1) * LEADING[language]);

/**
 * A story page's words with the child's name and curled quotes, at the largest size up to `size` that
 * fits `width` x `height`, centred on the safe area; in a bilingual book, the second language's words
 * after the first's, a little smaller, under a short rule, each with its own name and line spacing.
 * Under the last page's words, "The End".
 */
export function storyWords(
  at: InteriorPage,
  bookPage: BookPage,
  { size, width, height, last }: { size: number; width: number; height: number; last: boolean },
): WordsBlock {
  const { page, safe, content, font, bold } = at;
  const ending = last ? bookWord(content.language, 'theEnd', content.child.firstName) : null;
  const endingRoom = ending ? size * ENDING_SIZE * ENDING_GAP : 0;
  const second = content.second && bookPage.secondText !== undefined ? content.second : null;
  const texts: { text: string; language: Language; share: number; size: number }[] = [
    { text: personaliseText(bookPage.text, content.child), language: content.language, share: second ? 0.55 : 1, size },
    ...(second
      ? [
          {
            text: personaliseText(bookPage.secondText!, { ...content.child, firstName: second.childFirstName }),
            language: second.language,
            share: 0.45,
            size: size * SECOND_SIZE,
          },
        ]
      : []),
  ];
  const room = height - endingRoom - (second ? size * BETWEEN : 0);
  const blocks: Lines[] = texts.map(({ text, language, share, size: largest }) => {
    const words = fitted(curlyQuotes(text), font, largest, width, { height: room * share, leading: LEADING[language] });
    return { ...words, language, widths: words.lines.map((line) => font.widthOf(line, words.size)) };
  });
  const between = second ? blocks[0].size * BETWEEN : 0;
  const endingSize = blocks[0].size * ENDING_SIZE;
  const centre = centreOf(safe);
  return {
    width: Math.max(...blocks.flatMap((block) => block.widths), ending ? bold.widthOf(ending, endingSize) : 0),
    // Each block's first line's rise, the leading between lines, the last line's descent; then "The End".
    height: blocks.reduce((sum, block) => sum + linesHeight(block), 0) + between + (ending ? endingSize * ENDING_GAP : 0),
    draw(top, colour, endingColour) {
      let blockTop = top;
      let lastBaseline = top;
      blocks.forEach((block, index) => {
        if (index > 0) {
          // The rule between the languages: a short line at the middle of the room between them.
          const y = blockTop - between / 2;
          page.drawLine({
            start: { x: centre - width * 0.08, y },
            end: { x: centre + width * 0.08, y },
            thickness: block.size * 0.06,
            color: MUTED,
          });
          blockTop -= between;
        }
        const first = blockTop - block.size * (RISE[block.language] - 0.3);
        block.lines.forEach((line, i) => {
          lastBaseline = first - i * block.size * LEADING[block.language];
          font.drawLine(page, line, { x: centre - block.widths[i] / 2, y: lastBaseline, size: block.size, color: colour });
        });
        blockTop -= linesHeight(block);
      });
      if (!ending) return;
      const y = lastBaseline - endingSize * ENDING_GAP;
      bold.drawLine(page, ending, { x: centre - bold.widthOf(ending, endingSize) / 2, y, size: endingSize, color: endingColour });
    },
  };
}
