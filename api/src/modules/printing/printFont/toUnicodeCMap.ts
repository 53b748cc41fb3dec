const hex4 = (value: number) => value.toString(16).toUpperCase().padStart(4, '0');
const utf16Hex = (text: string) =>
  [...Buffer.from(text, 'utf16le').swap16()].map((byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join('');

/** A glyph's two-byte code as the page's text shows it (Identity-H: the code is the glyph's number). */
export const glyphCode = hex4;

/**
 * The font's ToUnicode CMap: what each glyph reads as when the PDF's text is copied or searched.
 * (A glyph that reads differently in different places, like a vowel sign drawn before its letter, is
 * given its words by the page's ActualText instead.)
 */
export function toUnicodeCMap(readings: ReadonlyMap<number, string>): string {
  const entries = [...readings].sort(([a], [b]) => a - b);
  // A bfchar block holds at most 100 entries.
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const block = entries.slice(i, i + 100);
    blocks.push(
      `${block.length} beginbfchar\n${block.map(([glyph, text]) => `<${hex4(glyph)}> <${utf16Hex(text)}>`).join('\n')}\nendbfchar`,
    );
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}
