import { visibleLength } from 'shared-contracts/child-name';
import sharp, { type OverlayOptions } from 'sharp';
import { hairTop, type FaceArea } from 'story-art';
import { STORY_FONT } from '../fonts/storyFonts.js';

/** Words of a page laid out in lines for the text band, counting letters as seen (a conjunct is one). */
function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && visibleLength(`${line} ${word}`) > maxChars) {
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
  // A Devanagari letter with its signs is wider than a Latin one, and its lines taller (signs above and below).
  const devanagari = /[\u0900-\u097F]/.test(text);
  const lines = wrap(text, Math.floor((width * 0.86) / (fontSize * (devanagari ? 0.78 : 0.6))));
  const lineHeight = fontSize * (devanagari ? 1.7 : 1.36);
  return { fontSize, lines, lineHeight, margin: width * 0.02, bandHeight: lines.length * lineHeight + fontSize * 1.2 };
}

/**
 * Where the story text goes: across the top, unless that would cover the hero's head (hair included)
 * and the foot of the page is clear of it.
 */
export function textPlacement(text: string, face: FaceArea, scale: number, width: number, height: number): 'top' | 'bottom' {
  const { margin, bandHeight } = storyTextLayout(text, width);
  const headTop = hairTop(face) * scale;
  const chin = (face.cy + face.ry) * scale;
  if (headTop >= margin * 2 + bandHeight) return 'top';
  return chin <= height - margin * 2 - bandHeight ? 'bottom' : 'top';
}

/**
 * The story text as layers over the page: a soft rounded band across the sky, or across the foot of
 * the page when the hero's head would be under it, and the words on it, shaped by Pango in the
 * story's own font (so conjuncts and vowel signs are drawn right whatever fonts the machine has).
 */
export async function storyTextOverlay(
  text: string,
  width: number,
  height: number,
  at: 'top' | 'bottom' = 'top',
): Promise<OverlayOptions[]> {
  const { fontSize, lines, margin } = storyTextLayout(text, width);
  const words = await sharp({
    text: {
      text: `<span foreground="#3d2c5c">${escapeXml(lines.join('\n'))}</span>`,
      font: `${STORY_FONT.family} SemiBold ${fontSize}`,
      fontfile: STORY_FONT.semiBold,
      // Points at 72 dpi are pixels.
      dpi: 72,
      align: 'centre',
      // Never wider than the band, whatever the estimate of a line's letters.
      width: Math.round(width * 0.88),
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  // The band fits the words as drawn.
  const bandHeight = words.info.height + fontSize * 1.2;
  const bandTop = at === 'top' ? margin : height - margin - bandHeight;
  const band = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect x="${width * 0.04}" y="${bandTop.toFixed(1)}" width="${width * 0.92}" height="${bandHeight.toFixed(1)}" rx="${fontSize}" fill="#fffaf2" fill-opacity="0.9"/></svg>`,
  );
  return [
    { input: band, left: 0, top: 0 },
    { input: words.data, left: Math.round((width - words.info.width) / 2), top: Math.round(bandTop + fontSize * 0.6) },
  ];
}
