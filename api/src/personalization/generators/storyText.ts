/** Words of a page laid out in lines for the text band. */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** How the story text is laid out on a page of this width: its lines and the band around them. */
export function storyTextLayout(text: string, width: number) {
  const fontSize = Math.round(width * 0.025);
  const lines = wrap(text, Math.floor((width * 0.86) / (fontSize * 0.6)));
  const lineHeight = fontSize * 1.32;
  return { fontSize, lines, lineHeight, margin: width * 0.02, bandHeight: lines.length * lineHeight + fontSize * 1.2 };
}

/**
 * The story text as an SVG overlay: a soft rounded band across the sky, or across the foot of the
 * page when the hero's head would be under it.
 */
export function storyTextOverlay(text: string, width: number, height: number, at: 'top' | 'bottom' = 'top'): Buffer {
  const { fontSize, lines, lineHeight, margin, bandHeight } = storyTextLayout(text, width);
  const bandTop = at === 'top' ? margin : height - margin - bandHeight;
  const tspans = lines
    .map((line, i) => `<tspan x="${width / 2}" y="${(bandTop + fontSize * 1.35 + i * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`)
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="${width * 0.04}" y="${bandTop.toFixed(1)}" width="${width * 0.92}" height="${bandHeight.toFixed(1)}" rx="${fontSize}" fill="#fffaf2" fill-opacity="0.9"/>` +
      `<text text-anchor="middle" font-family="'Baloo 2', 'Nunito', 'DejaVu Sans', sans-serif" font-size="${fontSize}" font-weight="600" fill="#3d2c5c">${tspans}</text></svg>`,
  );
}
