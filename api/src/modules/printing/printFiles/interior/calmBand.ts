import type { Rect } from '../boxedPage.js';

/** A picture's lightness, 0 (black) to 1 (white), sampled on a grid over the page it is printed on. */
export interface Lightness {
  values: Uint8Array;
  width: number;
  height: number;
  /** The page's rectangle the grid covers, in points (PDF space: y up). */
  over: Rect;
}

/** How the words are set on a band of picture: straight on it, dark or light, or on a soft panel of paper. */
export type WordsOn = 'dark-on-picture' | 'light-on-picture' | 'panel';

/** Above this mean step between neighbouring samples a band is busy: the words go on a panel. */
const BUSY = 0.012;
/** Light enough for dark words, dark enough for light ones; between the two, a panel. */
const LIGHT = 0.62;
const DARK = 0.32;

/** The band's mean lightness, and how busy it is: the mean step in lightness between neighbouring samples (a smooth sky's gradient is calm, an outline is not). */
function statsOver(light: Lightness, band: Rect): { mean: number; busy: number } {
  const { values, width, height, over } = light;
  const column = (x: number) => Math.min(width - 2, Math.max(0, Math.floor(((x - over.x) / over.width) * width)));
  const row = (y: number) => Math.min(height - 2, Math.max(0, Math.floor(((over.y + over.height - y) / over.height) * height)));
  const [left, right, top, bottom] = [column(band.x), column(band.x + band.width), row(band.y + band.height), row(band.y)];
  let [sum, steps, count] = [0, 0, 0];
  for (let y = top; y <= bottom; y += 1)
    for (let x = left; x <= right; x += 1) {
      const at = y * width + x;
      sum += values[at];
      steps += Math.abs(values[at + 1] - values[at]) + Math.abs(values[at + width] - values[at]);
      count += 1;
    }
  return { mean: sum / count / 255, busy: steps / count / 255 };
}

const overlap = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/**
 * Of the bands the words could stand in, the calmest the picture leaves them: none over the hero or
 * a named character (`keepClear`) when another is free, then the least busy; and how the words are
 * set there for contrast.
 */
export function calmestBand(light: Lightness, bands: Rect[], keepClear: Rect[]): { band: Rect; on: WordsOn } {
  const scored = bands.map((band, rank) => {
    const covered = keepClear.reduce((sum, box) => sum + overlap(band, box), 0) / (band.width * band.height);
    const stats = statsOver(light, band);
    // Between bands nearly as calm, the earlier (the top: where a picture book's words stand) is taken.
    return { band, covered, ...stats, cost: stats.busy + rank * 0.004 };
  });
  scored.sort((a, b) => a.covered - b.covered || a.cost - b.cost);
  const { band, mean, busy, covered } = scored[0];
  const calm = busy <= BUSY && covered === 0;
  const on: WordsOn = calm && mean >= LIGHT ? 'dark-on-picture' : calm && mean <= DARK ? 'light-on-picture' : 'panel';
  return { band, on };
}
