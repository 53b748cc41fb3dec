/**
 * A cover's panel: COVER_HEIGHT tall and as wide as the book's shape asks (1200 for the portrait
 * cards, 1600 for a square book, 2070 for a landscape one). Cover designs are placed for the 1200-wide
 * panel; a wider panel keeps the middle of the design centred, moves the sides out to its edges and
 * stretches the ground and the sky between them, so one design fills every shape without a crop.
 */
export interface CoverFrame {
  width: number;
  /** x of something that keeps to the panel's left edge. */
  left(x: number): number;
  /** x of something that keeps to the panel's right edge. */
  right(x: number): number;
  /** x of something that stays with the hero in the middle. */
  middle(x: number): number;
  /** How many of `count` things spread over the 1200-wide panel a panel this wide holds. */
  many(count: number): number;
  /** Something drawn across the 1200-wide panel (a ground, a glow), stretched to this one. */
  across(svg: string): string;
  /** A scene's backdrop, drawn for the 1600-wide pages, stretched only when this panel is wider. */
  backdrop(svg: string): string;
}

/** The width the cover designs are placed for. */
export const DESIGN_WIDTH = 1200;
/** The width the scenes' backdrops (skies, lands, seas) are drawn for. */
const BACKDROP_WIDTH = 1600;

const stretched = (svg: string, centre: number, factor: number, width: number) =>
  factor === 1 ? svg : `<g transform="translate(${width / 2} 0) scale(${factor} 1) translate(${-centre} 0)">${svg}</g>`;

export function coverFrame(width: number): CoverFrame {
  const spare = width - DESIGN_WIDTH;
  return {
    width,
    left: (x) => x,
    right: (x) => x + spare,
    middle: (x) => x + spare / 2,
    many: (count) => Math.round((count * width) / DESIGN_WIDTH),
    across: (svg) => stretched(svg, DESIGN_WIDTH / 2, width / DESIGN_WIDTH, width),
    backdrop: (svg) => (width <= BACKDROP_WIDTH ? svg : stretched(svg, BACKDROP_WIDTH / 2, width / BACKDROP_WIDTH, width)),
  };
}
