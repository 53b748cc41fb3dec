import { mmToPoints } from '../catalogue/index.js';

/**
 * A cover spread as its partner lays it out, in millimetres: two panels (back and front) the size
 * of the boards or card, what lies between them (the spine, and a hard case's joints), and the
 * margin round them (bleed, or the wrap round the boards).
 */
export interface CoverGeometry {
  panel: { width: number; height: number };
  /** All between the panels. */
  spine: number;
  /** The spine's own face, in the middle of it, where its title may go; less than `spine` by a hard case's joints. */
  spineFace?: number;
  margin: number;
}

/** The whole spread's size in points. */
export const coverSheetPoints = ({ panel, spine, margin }: CoverGeometry) => ({
  width: mmToPoints(2 * panel.width + spine + 2 * margin),
  height: mmToPoints(panel.height + 2 * margin),
});
