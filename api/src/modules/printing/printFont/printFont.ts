import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as fontkit from 'fontkit';
import * as hb from 'harfbuzzjs';
import { PDFHexString, PDFName, PDFNumber, PDFOperator, PDFOperatorNames as Ops, PDFString, setFillingColor } from 'pdf-lib';
import type { Color, PDFDocument, PDFObject, PDFPage } from 'pdf-lib';
import { scriptRuns } from './scriptRuns.js';
import { glyphCode, toUnicodeCMap } from './toUnicodeCMap.js';

/** A font the book's text is set in, embedded with only the glyphs the book uses. */
export interface PrintFont {
  /** The width of a line at a size, in points, as it will be drawn. */
  widthOf(text: string, size: number): number;
  /** How far a line's box reaches above its baseline (positive) and below it (negative), in sizes. */
  extent: { ascent: number; descent: number };
  /** Draws one line, its baseline starting at (x, y). */
  drawLine(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color }): void;
  /** Writes the font into the document: once, after its last line. */
  embed(): void;
}

interface Glyph {
  id: number;
  /** Where the glyph's characters start in the line (UTF-16 units). */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface LoadedFont {
  file: fontkit.Font;
  shaper: hb.Font;
  /** What each glyph the font maps a character to reads as. */
  readings: Map<number, string>;
}

const loaded = new Map<string, LoadedFont>();

function load(path: string): LoadedFont {
  let font = loaded.get(path);
  if (!font) {
    const bytes = readFileSync(path);
    const file = fontkit.create(bytes) as fontkit.Font;
    const readings = new Map<number, string>();
    for (const codePoint of file.characterSet) {
      const { id } = file.glyphForCodePoint(codePoint);
      // NFC: ड़ is drawn with the glyph of U+095C, which text keeps as ड + ़.
      if (!readings.has(id)) readings.set(id, String.fromCodePoint(codePoint).normalize('NFC'));
    }
    font = { file, shaper: new hb.Font(new hb.Face(new hb.Blob(bytes), 0)), readings };
    loaded.set(path, font);
  }
  return font;
}

/** HarfBuzz's glyphs for a line, each script run shaped by its own rules (conjuncts, vowel signs, reph). */
function shape(font: LoadedFont, text: string): Glyph[] {
  return scriptRuns(text).flatMap((run) => {
    const buffer = new hb.Buffer();
    buffer.addText(text, run.start, run.end - run.start);
    buffer.setScript(run.script);
    buffer.setLanguage(run.script === 'Deva' ? 'hi' : 'en');
    buffer.setDirection(hb.Direction.LTR);
    hb.shape(font.shaper, buffer);
    return buffer.getGlyphInfosAndPositions().map(({ codepoint, cluster, xAdvance = 0, xOffset = 0, yOffset = 0 }) => ({
      id: codepoint,
      cluster,
      xAdvance,
      xOffset,
      yOffset,
    }));
  });
}

/** The glyphs of one cluster (a syllable), and the characters they stand for. */
function clusters(glyphs: Glyph[], text: string): { glyphs: Glyph[]; text: string }[] {
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const groups: { glyphs: Glyph[]; text: string }[] = [];
  for (const glyph of glyphs) {
    const last = groups.at(-1);
    if (last && last.glyphs[0].cluster === glyph.cluster) last.glyphs.push(glyph);
    else groups.push({ glyphs: [glyph], text: text.slice(glyph.cluster, starts.find((start) => start > glyph.cluster) ?? text.length) });
  }
  return groups;
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The font at `path` for one PDF: lines shaped by HarfBuzz and drawn glyph by glyph, so Devanagari
 * reads as it is written (the conjuncts, a vowel sign drawn before its letter), with the words a
 * reader copies or searches kept right: each glyph's reading in the font's ToUnicode map, and a
 * syllable whose glyphs cannot read as its letters (ि drawn first, a reph) wrapped in ActualText.
 * The font file is a subset (fontkit) of the glyphs drawn, written by `embed()`.
 */
export function printFont(doc: PDFDocument, path: string): PrintFont {
  const font = load(path);
  const { context } = doc;
  const perThousand = 1000 / font.file.unitsPerEm;
  const subset = font.file.createSubset();
  // fontkit answers with the glyph's number in the subset (its published types say a boolean).
  const includeGlyph = subset.includeGlyph.bind(subset) as unknown as (glyph: number) => number;
  const widths = new Map<number, number>();
  const readings = new Map<number, string>();
  // A glyph inside ActualText is shown by a second code of its own that has no reading: MuPDF, for
  // one, would read a glyph's own letters again after the ActualText's.
  const silentCode = (id: number) => font.file.numGlyphs + id;
  const silenced = new Set<number>();
  const shaped = new Map<string, Glyph[]>();
  const fontRef = context.nextRef();
  const resourceNames = new WeakMap<PDFPage, PDFName>();

  const glyphsOf = (text: string) => {
    let glyphs = shaped.get(text);
    if (!glyphs) shaped.set(text, (glyphs = shape(font, text)));
    return glyphs;
  };

  /** The glyph's number in the subset, its width and the character it is drawn for recorded the first time. */
  const include = (glyph: Glyph): number => {
    const id = includeGlyph(glyph.id);
    if (!widths.has(id)) {
      widths.set(id, Math.round(font.file.getGlyph(glyph.id).advanceWidth * perThousand));
      const reading = font.readings.get(glyph.id);
      if (reading) readings.set(id, reading);
    }
    return id;
  };

  /**
   * Whether a cluster's glyphs read as its characters. A glyph of the font's own that no character maps
   * to (a conjunct, हू) is given what is left of its cluster's characters, when that makes the cluster
   * read as typed; one drawn out of order (ि before its letter, a reph) is not, and its cluster needs
   * ActualText.
   */
  const readsAsTyped = (ids: number[], text: string): boolean => {
    const unread = ids.filter((id) => !readings.has(id));
    if (unread.length === 1) {
      const at = ids.indexOf(unread[0]);
      const before = ids
        .slice(0, at)
        .map((id) => readings.get(id))
        .join('');
      const after = ids
        .slice(at + 1)
        .map((id) => readings.get(id))
        .join('');
      if (text.length > before.length + after.length && text.startsWith(before) && text.endsWith(after)) {
        readings.set(unread[0], text.slice(before.length, text.length - after.length));
      }
    }
    return ids.map((id) => readings.get(id) ?? '').join('') === text;
  };

  return {
    extent: { ascent: font.file.ascent / font.file.unitsPerEm, descent: font.file.descent / font.file.unitsPerEm },
    widthOf: (text, size) => (glyphsOf(text).reduce((sum, glyph) => sum + glyph.xAdvance, 0) * perThousand * size) / 1000,

    drawLine(page, text, { x, y, size, color }) {
      let name = resourceNames.get(page);
      if (!name) resourceNames.set(page, (name = page.node.newFontDictionary('StoryFont', fontRef)));
      const operators: PDFOperator[] = [
        PDFOperator.of(Ops.BeginText),
        PDFOperator.of(Ops.SetFontAndSize, [name, PDFNumber.of(size)]),
        setFillingColor(color),
        PDFOperator.of(Ops.SetTextMatrix, [1, 0, 0, 1, round(x), round(y)].map(PDFNumber.of)),
      ];
      let shown: PDFObject[] = [];
      let rise = 0;
      const flush = () => {
        if (shown.length > 0) operators.push(PDFOperator.of(Ops.ShowTextAdjusted, [context.obj(shown)]));
        shown = [];
      };
      // A TJ number moves the next glyph left by thousandths of the size: each glyph is moved from
      // where the font's own width puts it to where HarfBuzz places it.
      const show = (glyph: Glyph, id: number, code: number) => {
        const glyphRise = round((glyph.yOffset * perThousand * size) / 1000);
        if (glyphRise !== rise) {
          flush();
          operators.push(PDFOperator.of(Ops.SetTextRise, [PDFNumber.of((rise = glyphRise))]));
        }
        if (glyph.xOffset !== 0) shown.push(PDFNumber.of(round(-glyph.xOffset * perThousand)));
        shown.push(PDFHexString.of(glyphCode(code)));
        const back = widths.get(id)! - (glyph.xAdvance - glyph.xOffset) * perThousand;
        if (Math.abs(back) >= 0.01) shown.push(PDFNumber.of(round(back)));
      };
      for (const cluster of clusters(glyphsOf(text), text)) {
        // Glyph 0 is .notdef, the font's empty box: a printed book shows no box for a letter it lacks.
        if (cluster.glyphs.some((glyph) => glyph.id === 0))
          throw new Error(`The story font has no glyph for "${cluster.text}" in "${text}"`);
        const ids = cluster.glyphs.map(include);
        const reads = readsAsTyped(ids, cluster.text);
        if (!reads) {
          flush();
          const actualText = `<< /ActualText ${PDFHexString.fromText(cluster.text).toString()} >>`;
          operators.push(PDFOperator.of(Ops.BeginMarkedContentSequence, [PDFName.of('Span'), actualText]));
        }
        cluster.glyphs.forEach((glyph, i) => {
          if (!reads) silenced.add(ids[i]);
          show(glyph, ids[i], reads ? ids[i] : silentCode(ids[i]));
        });
        if (!reads) {
          flush();
          operators.push(PDFOperator.of(Ops.EndMarkedContent));
        }
      }
      flush();
      if (rise !== 0) operators.push(PDFOperator.of(Ops.SetTextRise, [PDFNumber.of(0)]));
      operators.push(PDFOperator.of(Ops.EndText));
      page.pushOperators(...operators);
    },

    embed() {
      /** Each code's glyph, two bytes a code: a glyph's own code is its number, its silent code maps to it too. */
      const codesToGlyphs = () => {
        const map = new DataView(new ArrayBuffer(2 * (silentCode(Math.max(0, ...silenced)) + 1)));
        for (const id of widths.keys()) map.setUint16(2 * id, id);
        for (const id of silenced) map.setUint16(2 * silentCode(id), id);
        return new Uint8Array(map.buffer);
      };
      const bytes = subset.encode();
      // A subset's name starts with six capitals of its own (ISO 32000 9.6.4), here from its glyphs.
      const tag = [
        ...createHash('sha256')
          .update([...widths.keys()].join(','))
          .digest()
          .subarray(0, 6),
      ]
        .map((byte) => String.fromCharCode(65 + (byte % 26)))
        .join('');
      const baseFont = `${tag}+${font.file.postscriptName}`;
      const scaled = (value: number) => Math.round(value * perThousand);
      const { bbox } = font.file;
      const descriptor = context.obj({
        Type: 'FontDescriptor',
        FontName: baseFont,
        Flags: 4,
        FontBBox: [bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map(scaled),
        ItalicAngle: font.file.italicAngle,
        Ascent: scaled(font.file.ascent),
        Descent: scaled(font.file.descent),
        CapHeight: scaled(font.file.capHeight),
        StemV: 80,
        FontFile2: context.register(context.flateStream(bytes, { Length1: bytes.length })),
      });
      const cidFont = context.obj({
        Type: 'Font',
        Subtype: 'CIDFontType2',
        BaseFont: baseFont,
        CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('Identity'), Supplement: 0 },
        FontDescriptor: context.register(descriptor),
        W: [...widths, ...[...silenced].map((id) => [silentCode(id), widths.get(id)!])]
          .sort(([a], [b]) => a - b)
          .flatMap(([code, width]) => [code, [width]]),
        CIDToGIDMap: context.register(context.flateStream(codesToGlyphs())),
      });
      context.assign(
        fontRef,
        context.obj({
          Type: 'Font',
          Subtype: 'Type0',
          BaseFont: baseFont,
          Encoding: 'Identity-H',
          DescendantFonts: [context.register(cidFont)],
          ToUnicode: context.register(context.flateStream(toUnicodeCMap(readings))),
        }),
      );
    },
  };
}
