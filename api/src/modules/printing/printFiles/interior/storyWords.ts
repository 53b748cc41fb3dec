import type { Color } from 'pdf-lib';
import { bookWord } from 'contracts/book';
import { curlyQuotes } from 'contracts/typography';
import { personaliseText } from '../../../imaging/generators/pageGenerator.js';
import type { BookPage } from '../../printedBook.js';
import { fitted } from '../typeset.js';
import { centreOf, type InteriorPage } from './interiorPage.js';

/** Baseline to baseline, in sizes. */
const LEADING = 1.5;
/** "The End" against the words' size, and the room above its baseline. */
const ENDING_SIZE = 1.3;
const ENDING_GAP = 1.9;

/** A story page's words laid out: how much room they take, and how to set them with their top at `top`. */
export interface WordsBlock {
  width: number;
  height: number;
  draw(top: number, colour: Color, endingColour: Color): void;
}

/**
 * A story page's words with the child's name and curled quotes, at the largest size up to `size` that
 * fits `width` x `height`, centred on the safe area; under the last page's words, "The End".
 */
export function storyWords(
  at: InteriorPage,
  bookPage: BookPage,
  { size, width, height, last }: { size: number; width: number; height: number; last: boolean },
): WordsBlock {
  const { page, safe, content, font, bold } = at;
  const ending = last ? bookWord(content.language, 'theEnd', content.child.firstName) : null;
  const endingRoom = ending ? size * ENDING_SIZE * ENDING_GAP : 0;
  const text = curlyQuotes(personaliseText(bookPage.text, content.child));
  const words = fitted(text, font, size, width, { height: height - endingRoom, leading: LEADING });
  const endingSize = words.size * ENDING_SIZE;
  const centre = centreOf(safe);
  const widths = words.lines.map((line) => font.widthOf(line, words.size));
  return {
    width: Math.max(...widths, ending ? bold.widthOf(ending, endingSize) : 0),
    // The first line's cap height, the leading between lines, the last line's descent; then "The End".
    height: words.size * (1.3 + (words.lines.length - 1) * LEADING) + (ending ? endingSize * ENDING_GAP : 0),
    draw(top, colour, endingColour) {
      const first = top - words.size;
      words.lines.forEach((line, i) =>
        font.drawLine(page, line, { x: centre - widths[i] / 2, y: first - i * words.size * LEADING, size: words.size, color: colour }),
      );
      if (!ending) return;
      const y = first - (words.lines.length - 1) * words.size * LEADING - endingSize * ENDING_GAP;
      bold.drawLine(page, ending, { x: centre - bold.widthOf(ending, endingSize) / 2, y, size: endingSize, color: endingColour });
    },
  };
}
