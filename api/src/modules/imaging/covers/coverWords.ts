import sharp, { type OverlayOptions } from 'sharp';
import { coverLettering, INK } from 'story-art';
import { STORY_FONT } from '../fonts/storyFonts.js';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A title in at most two lines, broken at the space nearest its middle. */
export function titleLines(title: string): string[] {
  const words = title.split(/\s+/).filter(Boolean);
  if (words.length < 2 || title.length <= 14) return [title];
  let best = 1;
  for (let i = 1; i < words.length; i += 1) {
    const gap = (at: number) => Math.abs(words.slice(0, at).join(' ').length - words.slice(at).join(' ').length);
    if (gap(i) < gap(best)) best = i;
  }
  return [words.slice(0, best).join(' '), words.slice(best).join(' ')];
}

/** Words in the story font, shaped by Pango (Devanagari too), centred in `width`. */
async function words(text: string, colour: string, size: number, width: number) {
  return sharp({
    text: {
      text: `<span foreground="${colour}">${escapeXml(text)}</span>`,
      font: `${STORY_FONT.family} SemiBold ${Math.round(size)}`,
      fontfile: STORY_FONT.semiBold,
      dpi: 72,
      align: 'centre',
      width: Math.round(width),
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** A front panel: its width in cover units, and in the pixels it is drawn at. */
export interface PanelSize {
  width: number;
  pixels: number;
}

/** The lettering's lines, in cover units: where the first starts, and the name's and the title's sizes. */
const LETTERING = { top: 90, name: 150, title: 80, longestLine: 1080 };

/**
 * The book's own title lettering over its front cover's art (drawn without its lettering), as
 * overlays on a picture of the panel: the child's name large on the first line, the story's title
 * under it (a bilingual book's second title under that, smaller), in the cover's colours with an outline
 * and a soft shadow, in any script the story font has.
 */
export async function coverWords(
  slug: string,
  panel: PanelSize,
  title: string,
  name: string,
  secondTitle?: string,
): Promise<OverlayOptions[]> {
  const width = panel.pixels;
  const scale = width / panel.width;
  const { fill, stroke } = coverLettering(slug);
  // A long name is set smaller, on one line still.
  const lines = [
    { text: name, size: Math.min(LETTERING.name, LETTERING.longestLine / Math.max(1, Array.from(name).length * 0.62)) },
    ...titleLines(title).map((text) => ({ text, size: LETTERING.title })),
    ...(secondTitle ? titleLines(secondTitle).map((text) => ({ text, size: LETTERING.title * 0.68 })) : []),
  ];
  const overlays: OverlayOptions[] = [];
  let top = LETTERING.top * scale;
  for (const line of lines) {
    const size = line.size * scale;
    const set = async (colour: string, dx: number, dy: number) => {
      const { data, info } = await words(line.text, colour, size, LETTERING.longestLine * scale);
      overlays.push({ input: data, left: Math.round((width - info.width) / 2 + dx), top: Math.max(0, Math.round(top + dy)) });
    };
    await set(INK, 6 * scale, 10 * scale);
    // An outline from eight copies around the letters, then the letters.
    const o = size * 0.07;
    for (const [dx, dy] of [
      [-o, 0],
      [o, 0],
      [0, -o],
      [0, o],
      [-o, -o],
      [o, o],
      [-o, o],
      [o, -o],
    ])
      await set(stroke, dx, dy);
    await set(fill, 0, 0);
    top += size * 1.12;
  }
  return overlays;
}
