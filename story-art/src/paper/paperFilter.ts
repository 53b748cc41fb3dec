/**
 * The paper's grain: fractal noise in the ink's purple, drawn once as a tile that repeats without a
 * seam (`stitchTiles`), so a picture lays it over itself as a pattern instead of computing the noise
 * for every pixel (a filter over a whole page made drawing it about eight times slower).
 */
export const PAPER_TILE = 200;

/** The tile as SVG: the noise filter over a square PAPER_TILE units wide, one pixel per unit. */
export const paperTileSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAPER_TILE} ${PAPER_TILE}" width="${PAPER_TILE}" height="${PAPER_TILE}">` +
  `<filter id="paper" x="0" y="0" width="100%" height="100%" filterUnits="objectBoundingBox">` +
  `<feTurbulence type="fractalNoise" baseFrequency=".75" numOctaves="2" seed="7" stitchTiles="stitch" result="noise"/>` +
  `<feColorMatrix in="noise" type="matrix" values="0 0 0 0 .24  0 0 0 0 .17  0 0 0 0 .36  0 0 0 -1.1 .72"/>` +
  `</filter><rect width="${PAPER_TILE}" height="${PAPER_TILE}" filter="url(#paper)"/></svg>`;
