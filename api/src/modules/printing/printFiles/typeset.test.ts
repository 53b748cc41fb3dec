import type { PrintFont } from '../printFont/printFont.js';
import { wrap } from './typeset.js';

/** Widths as a monospaced face would give them, half the size a character: wrapping is what is tested here. */
const monospaced: PrintFont = {
  widthOf: (text, size) => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)).length * size * 0.5,
  extent: { ascent: 1, descent: -0.3 },
  drawLine: () => undefined,
  embed: () => undefined,
};

describe('wrapping a printed message', () => {
  it('the dedication ran past both page edges: a word wider than the line is cut between letters to fit', () => {
    const lines = wrap('W'.repeat(250), monospaced, 10, 100);
    expect(lines.every((line) => monospaced.widthOf(line, 10) <= 100)).toBe(true);
    expect(lines.join('')).toBe('W'.repeat(250));
  });

  it('never cuts inside a Devanagari letter', () => {
    const word = 'क्षि'.repeat(30);
    const lines = wrap(word, monospaced, 10, 100);
    expect(lines.join('')).toBe(word);
    expect(lines.every((line) => line.startsWith('क्षि'))).toBe(true);
  });

  it('keeps words whole and the writer’s line breaks', () => {
    expect(wrap('For Anaya, who is so brave\nLove, Nani', monospaced, 10, 100)).toEqual(['For Anaya, who is', 'so brave', 'Love, Nani']);
  });

  it('leaves no word alone on a paragraph’s last line (pp. 16 and 20 ended on one)', () => {
    expect(wrap('Tara and Mithu went home', monospaced, 10, 100)).toEqual(['Tara and Mithu', 'went home']);
    expect(wrap('अनाया ने हाथ हिलाकर कहा नमस्ते', monospaced, 10, 80)).toEqual(['अनाया ने हाथ हिलाकर', 'कहा नमस्ते']);
    // A line of two words keeps them: the lone word stays rather than leave one alone above it.
    expect(wrap('Hello there friend', monospaced, 10, 60)).toEqual(['Hello there', 'friend']);
  });
});
