import { rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { bookWord } from 'contracts/book';
import { mmToPoints } from '../../../catalogue/index.js';
import type { Rect } from '../boxedPage.js';
import { drawCentred, fitted } from '../typeset.js';
import { centreOf, MUTED, type InteriorPage } from './interiorPage.js';

/**
 * The printed code's side. At the ~50 modules of a listen link's address (version 8, medium error
 * correction) a module is half a millimetre: what a phone's camera reads from a hand's length, and 6
 * dots of a 300 dpi print.
 */
export const LISTEN_CODE_MM = 26;
/** The light margin a reader needs round a code, in modules. */
const QUIET_MODULES = 4;
const BLACK = rgb(0, 0, 0);

/** The code's dark modules as one vector path, a rectangle per run of a row, in modules from the top-left corner. */
function codePath(url: string): { path: string; size: number } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const runs: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size;) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      runs.push(`M${start} ${row}h${column - start}v1h${start - column}z`);
    }
  }
  return { path: runs.join(''), size: modules.size };
}

/**
 * The book's listen link as a code at the foot of the safe area, in black vectors (sharp at any print
 * resolution), with "Scan to hear this book read by your family" under it: the safe area left above it,
 * and how to draw it (after what goes above, so the page reads in that order).
 */
export function listenCode({ page, safe, content, font, body }: InteriorPage, url: string): { above: Rect; draw(): void } {
  const { path, size } = codePath(url);
  const side = Math.min(mmToPoints(LISTEN_CODE_MM), safe.width * 0.4);
  const module = side / size;
  const line = fitted(bookWord(content.language, 'scanToHear', content.child.firstName), font, body * 0.62, safe.width, { maxLines: 2 });
  const lineHeight = line.lines.length * line.size * 1.3;
  // Clear of its quiet zone, and of the line's tallest marks (a Devanagari vowel sign above the headline).
  const bottom = safe.y + lineHeight + Math.max(QUIET_MODULES * module, line.size * 1.2);
  const top = bottom + side + QUIET_MODULES * module;
  return {
    above: { x: safe.x, y: top, width: safe.width, height: safe.y + safe.height - top },
    draw() {
      page.drawSvgPath(path, { x: centreOf(safe) - side / 2, y: bottom + side, scale: module, color: BLACK, borderWidth: 0 });
      // The line sits on the safe area's foot, the code above it.
      drawCentred(page, line.lines, centreOf(safe), safe.y + lineHeight - line.size * 0.3, {
        font,
        size: line.size,
        leading: 1.3,
        color: MUTED,
      });
    },
  };
}
