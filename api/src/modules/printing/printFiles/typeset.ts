import type { Color, PDFPage } from 'pdf-lib';
import type { PrintFont } from '../printFont/printFont.js';

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** A word as pieces no wider than `width`: itself, or cut between its letters (never inside one) when it is wider. */
function fittingPieces(word: string, font: PrintFont, size: number, width: number): string[] {
  if (font.widthOf(word, size) <= width) return [word];
  const pieces: string[] = [];
  let piece = '';
  for (const { segment } of letters.segment(word)) {
    if (piece && font.widthOf(piece + segment, size) > width) {
      pieces.push(piece);
      piece = segment;
    } else piece += segment;
  }
  return [...pieces, piece];
}

/** Words into lines no wider than `width` (a word wider than a line cut into pieces); the writer's own line breaks kept. */
export function wrap(text: string, font: PrintFont, size: number, width: number): string[] {
  return text.split('\n').flatMap((paragraph) => {
    const lines: string[] = [];
    let line = '';
    const words = paragraph
      .split(/\s+/)
      .filter(Boolean)
      .flatMap((word) => fittingPieces(word, font, size, width));
    for (const word of words) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOf(candidate, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    lines.push(line);
    return withoutLoneLastWord(lines, font, size, width);
  });
}

/**
 * A paragraph's lines with no one word alone on the last (a widow a reader's eye trips on): the line
 * before gives it its last word when both still fit and that line keeps two or more.
 */
function withoutLoneLastWord(lines: string[], font: PrintFont, size: number, width: number): string[] {
  if (lines.length < 2 || lines.at(-1)!.includes(' ')) return lines;
  const before = lines.at(-2)!.split(' ');
  if (before.length < 3) return lines;
  const last = `${before.at(-1)} ${lines.at(-1)}`;
  if (font.widthOf(last, size) > width) return lines;
  return [...lines.slice(0, -2), before.slice(0, -1).join(' '), last];
}

export interface Lines {
  font: PrintFont;
  size: number;
  /** Baseline to baseline, in sizes. */
  leading: number;
  color: Color;
}

/** Lines centred on `centreX`, the first baseline at `firstBaseline`; answers the last baseline. */
export function drawCentred(page: PDFPage, lines: string[], centreX: number, firstBaseline: number, style: Lines): number {
  let y = firstBaseline;
  lines.forEach((line, i) => {
    y = firstBaseline - i * style.size * style.leading;
    style.font.drawLine(page, line, { x: centreX - style.font.widthOf(line, style.size) / 2, y, size: style.size, color: style.color });
  });
  return y;
}

/**
 * The largest size, up to `size`, at which the text wraps into lines of `width`: at most `maxLines` of
 * them and, lines `leading` sizes apart, at most `height` high.
 */
export function fitted(
  text: string,
  font: PrintFont,
  size: number,
  width: number,
  { maxLines = Infinity, height = Infinity, leading = 1.3 }: { maxLines?: number; height?: number; leading?: number },
): { size: number; lines: string[] } {
  let fit = size;
  let lines = wrap(text, font, fit, width);
  while ((lines.length > maxLines || lines.length * fit * leading > height) && fit > size / 4) {
    fit *= 0.94;
    lines = wrap(text, font, fit, width);
  }
  return { size: fit, lines };
}
