import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFContext,
  type PDFObject,
  type PDFPage,
} from 'pdf-lib';
import { contentOperations, type Operand } from './contentTokens.js';

/** An axis-aligned box on the page, in points. */
export interface Box {
  left: number;
  bottom: number;
  right: number;
  top: number;
}

/** What a page shows where: each run of text, and each picture with its pixel size. */
export interface Placements {
  texts: (Box & { text: string })[];
  images: (Box & { pixelWidth: number; pixelHeight: number })[];
}

type Matrix = [number, number, number, number, number, number];
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
/** The box round a rectangle of a space mapped to the page by `m`. */
function boxOf(m: Matrix, x0: number, y0: number, x1: number, y1: number): Box {
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]]);
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return { left: Math.min(...xs), right: Math.max(...xs), bottom: Math.min(...ys), top: Math.max(...ys) };
}

const look = (context: PDFContext, object: PDFObject | undefined): PDFObject | undefined =>
  object instanceof PDFRef ? context.lookup(object) : object;
const numberOf = (object: PDFObject | undefined) => (object instanceof PDFNumber ? object.asNumber() : 0);

/** How wide a font's codes are, and how high its letters reach, in thousandths of the size. */
interface FontMetrics {
  bytesPerCode: number;
  width(code: number): number;
  ascent: number;
  descent: number;
}

function fontMetrics(context: PDFContext, font: PDFDict): FontMetrics {
  const descendant = look(context, font.get(PDFName.of('DescendantFonts')));
  const described = descendant instanceof PDFArray ? (look(context, descendant.get(0)) as PDFDict) : font;
  const descriptor = look(context, described.get(PDFName.of('FontDescriptor')));
  const ascent = descriptor instanceof PDFDict ? numberOf(descriptor.get(PDFName.of('Ascent'))) : 800;
  const descent = descriptor instanceof PDFDict ? numberOf(descriptor.get(PDFName.of('Descent'))) : -200;
  const widths = new Map<number, number>();
  if (descendant instanceof PDFArray) {
    // A CID font's W array: `c [w1 w2 …]` or `cFirst cLast w`.
    const w = look(context, described.get(PDFName.of('W')));
    const items = w instanceof PDFArray ? w.asArray().map((item) => look(context, item)) : [];
    for (let i = 0; i < items.length;) {
      const first = numberOf(items[i]);
      const then = items[i + 1];
      if (then instanceof PDFArray) {
        then.asArray().forEach((width, k) => widths.set(first + k, numberOf(look(context, width))));
        i += 2;
      } else {
        for (let code = first; code <= numberOf(then); code += 1) widths.set(code, numberOf(items[i + 2]));
        i += 3;
      }
    }
    const fallback = numberOf(described.get(PDFName.of('DW'))) || 1000;
    return { bytesPerCode: 2, width: (code) => widths.get(code) ?? fallback, ascent, descent };
  }
  const first = numberOf(font.get(PDFName.of('FirstChar')));
  const list = look(context, font.get(PDFName.of('Widths')));
  if (list instanceof PDFArray) list.asArray().forEach((width, k) => widths.set(first + k, numberOf(look(context, width))));
  // A standard font without widths: an average letter, wide enough for the safe zone to matter.
  return { bytesPerCode: 1, width: (code) => widths.get(code) ?? 600, ascent, descent };
}

/** A string operand's bytes. */
function bytesOf(operand: Operand): number[] {
  if (typeof operand === 'string') return [...operand].map((c) => c.charCodeAt(0));
  if (typeof operand === 'object' && 'hex' in operand) {
    const hex = operand.hex.length % 2 ? `${operand.hex}0` : operand.hex;
    return Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
  }
  return [];
}

/** Where every run of text and every picture of a page falls, read from its content streams. */
export function pagePlacements(page: PDFPage): Placements {
  const { context } = page.doc;
  const placements: Placements = { texts: [], images: [] };
  const resources = page.node.Resources();
  const fonts = look(context, resources?.get(PDFName.of('Font')));
  const objects = look(context, resources?.get(PDFName.of('XObject')));
  const metrics = new Map<string, FontMetrics>();
  const metricsOf = (name: string) => {
    let found = metrics.get(name);
    if (!found) {
      const font = fonts instanceof PDFDict ? look(context, fonts.get(PDFName.of(name))) : undefined;
      if (!(font instanceof PDFDict)) throw new Error(`The page uses font ${name}, which it does not have`);
      metrics.set(name, (found = fontMetrics(context, font)));
    }
    return found;
  };

  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((item) => look(context, item)) : [contents];
  const bytes = streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => decodePDFRawStream(stream).decode());
  const joined = new Uint8Array(bytes.reduce((sum, part) => sum + part.length + 1, 0));
  let offset = 0;
  for (const part of bytes) {
    joined.set(part, offset);
    joined[offset + part.length] = 10;
    offset += part.length + 1;
  }

  let ctm: Matrix = IDENTITY;
  const saved: Matrix[] = [];
  let tm: Matrix = IDENTITY;
  let tlm: Matrix = IDENTITY;
  let font: FontMetrics | null = null;
  let size = 0;
  let rise = 0;
  let leading = 0;
  let charSpacing = 0;
  let wordSpacing = 0;
  let scale = 1;
  const num = (operands: Operand[], i: number) => (typeof operands[i] === 'number' ? operands[i] : 0);
  const moveTo = (tx: number, ty: number) => {
    tlm = multiply([1, 0, 0, 1, tx, ty], tlm);
    tm = tlm;
  };

  const show = (items: Operand[]) => {
    if (!font) throw new Error('Text shown before a font was set');
    const start = tm;
    let advance = 0;
    let shown = '';
    for (const item of items) {
      if (typeof item === 'number') {
        advance -= (item / 1000) * size * scale;
        continue;
      }
      const codes = bytesOf(item);
      for (let i = 0; i + font.bytesPerCode <= codes.length; i += font.bytesPerCode) {
        const code = font.bytesPerCode === 2 ? codes[i] * 256 + codes[i + 1] : codes[i];
        const space = font.bytesPerCode === 1 && code === 32 ? wordSpacing : 0;
        advance += ((font.width(code) / 1000) * size + charSpacing + space) * scale;
        shown += font.bytesPerCode === 1 ? String.fromCharCode(code) : '·';
      }
    }
    const box = boxOf(multiply(start, ctm), 0, rise + (font.descent / 1000) * size, advance, rise + (font.ascent / 1000) * size);
    placements.texts.push({ ...box, text: shown });
    tm = multiply([1, 0, 0, 1, advance, 0], tm);
  };

  for (const { operator, operands } of contentOperations(joined)) {
    switch (operator) {
      case 'q':
        saved.push(ctm);
        break;
      case 'Q':
        ctm = saved.pop() ?? IDENTITY;
        break;
      case 'cm':
        ctm = multiply(operands.map((_, i) => num(operands, i)) as Matrix, ctm);
        break;
      case 'BT':
        tm = tlm = IDENTITY;
        break;
      case 'Tf':
        font = metricsOf((operands[0] as { name: string }).name);
        size = num(operands, 1);
        break;
      case 'Tm':
        tm = tlm = operands.map((_, i) => num(operands, i)) as Matrix;
        break;
      case 'Td':
        moveTo(num(operands, 0), num(operands, 1));
        break;
      case 'TD':
        leading = -num(operands, 1);
        moveTo(num(operands, 0), num(operands, 1));
        break;
      case 'T*':
        moveTo(0, -leading);
        break;
      case 'TL':
        leading = num(operands, 0);
        break;
      case 'Tc':
        charSpacing = num(operands, 0);
        break;
      case 'Tw':
        wordSpacing = num(operands, 0);
        break;
      case 'Tz':
        scale = num(operands, 0) / 100;
        break;
      case 'Ts':
        rise = num(operands, 0);
        break;
      case 'Tj':
        show(operands);
        break;
      case 'TJ':
        show(operands[0] as Operand[]);
        break;
      case "'":
        moveTo(0, -leading);
        show(operands);
        break;
      case '"':
        wordSpacing = num(operands, 0);
        charSpacing = num(operands, 1);
        moveTo(0, -leading);
        show(operands.slice(2));
        break;
      case 'Do': {
        const name = (operands[0] as { name: string }).name;
        const object = objects instanceof PDFDict ? look(context, objects.get(PDFName.of(name))) : undefined;
        if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
          placements.images.push({
            ...boxOf(ctm, 0, 0, 1, 1),
            pixelWidth: numberOf(object.dict.get(PDFName.of('Width'))),
            pixelHeight: numberOf(object.dict.get(PDFName.of('Height'))),
          });
        }
        break;
      }
      default:
        break;
    }
  }
  return placements;
}
