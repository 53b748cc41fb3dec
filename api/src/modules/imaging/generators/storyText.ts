import sharp, { type OverlayOptions } from 'sharp';
import { INK } from 'story-art';
import { STORY_FONT } from '../fonts/storyFonts.js';
import { overlaps, type Box } from './keepClear.js';

const PAPER = '#fffaf2';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words set in the story's font, wrapped to the given width and centred, shaped by Pango. */
async function setWords(text: string, fontSize: number, width: number) {
  return sharp({
    text: {
      text: `<span foreground="${INK}">${escapeXml(text)}</span>`,
      font: `${STORY_FONT.family} SemiBold ${fontSize}`,
      fontfile: STORY_FONT.semiBold,
      // Points at 72 dpi are pixels.
      dpi: 72,
      align: 'centre',
      width: Math.round(width),
      // A Devanagari line carries signs above and below: more room between lines.
      spacing: /[\u0900-\u097F]/.test(text) ? Math.round(fontSize * 0.35) : 0,
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** Where on the page the panel may go, most preferred first: across the sky, across the ground, then a corner. */
const PLACES = ['top', 'bottom', 'top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
export type TextPlace = (typeof PLACES)[number];
/** The panel's width as a share of the page's: across, or in a corner (a narrower column beside a big character). */
const ACROSS = 0.92;
const CORNERS = [0.46, 0.36];

/** Sizes the words may take, as shares of the page's usual type size, when the page is crowded. */
const SIZES = [1, 0.86, 0.74];

export interface StoryPanel {
  place: TextPlace;
  /** The panel, in the picture's pixels. */
  box: Box;
  /** How many of the boxes to keep clear it covers: 0 unless no place on the page is free. */
  covers: number;
  overlays: OverlayOptions[];
}

/**
 * The story's words on a soft paper panel, placed where the picture is empty: across the top (the sky)
 * if that leaves the hero's head and every named thing clear, else across the foot, else in a corner
 * at half the width or in a narrower column, at the usual type size or, on a crowded page, a little
 * smaller. Only when nothing is free does the panel take the place that covers least.
 */
export async function placeStoryText(text: string, width: number, height: number, clear: Box[] = []): Promise<StoryPanel> {
  const margin = width * 0.02;
  let best: StoryPanel | null = null;
  for (const size of SIZES) {
    const fontSize = Math.round(width * 0.025 * size);
    const padding = fontSize * 0.6;
    const shapes = [{ places: PLACES.slice(0, 2), share: ACROSS }, ...CORNERS.map((share) => ({ places: PLACES.slice(2), share }))];
    for (const { places, share } of shapes) {
      const words = await setWords(text, fontSize, width * (share - 0.04));
      for (const place of places) {
        const panelWidth = width * share;
        const panelHeight = words.info.height + padding * 2;
        const box: Box = {
          left: place.endsWith('right') ? width - margin - panelWidth : place.endsWith('left') ? margin : (width - panelWidth) / 2,
          top: place.startsWith('top') ? margin : height - margin - panelHeight,
          width: panelWidth,
          height: panelHeight,
        };
        const covers = clear.filter((keep) => overlaps(box, keep)).length;
        if (best && covers >= best.covers) continue;
        const panel = Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
            `<rect x="${box.left.toFixed(1)}" y="${box.top.toFixed(1)}" width="${box.width.toFixed(1)}" height="${box.height.toFixed(1)}" rx="${fontSize}" fill="${PAPER}" fill-opacity="0.9"/></svg>`,
        );
        const overlays: OverlayOptions[] = [
          { input: panel, left: 0, top: 0 },
          {
            input: words.data,
            left: Math.round(box.left + (box.width - words.info.width) / 2),
            top: Math.round(box.top + padding),
          },
        ];
        best = { place, box, covers, overlays };
        if (covers === 0) return best;
      }
    }
  }
  return best!;
}

/** The story's words over a page, as layers: placed clear of what must stay seen (nothing given: across the top). */
export async function storyTextOverlay(text: string, width: number, height: number, clear: Box[] = []): Promise<OverlayOptions[]> {
  return (await placeStoryText(text, width, height, clear)).overlays;
}
