import type { CoverGeometry } from './coverGeometry.js';
import { PrintRefused } from './printPartner.js';

/** An area of Gelato's cover template, in millimetres from the spread's top-left corner. */
interface GelatoArea {
  width: number;
  height: number;
  left: number;
  top: number;
}

/** Gelato's answer to `GET /v3/products/{uid}/cover-dimensions` (a hardcover's areas, or a softcover's). */
export interface GelatoCoverDimensions {
  measureUnit?: string;
  contentBackSize?: GelatoArea;
  contentFrontSize?: GelatoArea;
  spineSize?: GelatoArea;
  [area: string]: unknown;
}

/**
 * The cover as Gelato lays it out: the back and front content areas are the panels, all between
 * them (joints and spine) the spine, its spine area the face the title goes on, and the back's
 * distance from the spread's edge the margin (a hard case's wrap and board edge, or a softcover's
 * bleed). Refused when the answer lacks them.
 */
export function gelatoCoverGeometry(productUid: string, answer: GelatoCoverDimensions): CoverGeometry {
  const back = answer.contentBackSize;
  const front = answer.contentFrontSize;
  const numbers = (area: GelatoArea | undefined) =>
    area && [area.width, area.height, area.left, area.top].every((value) => typeof value === 'number' && value >= 0);
  if ((answer.measureUnit ?? 'mm') !== 'mm' || !numbers(back) || !numbers(front) || back!.left !== back!.top)
    throw new PrintRefused(`Gelato's cover dimensions for ${productUid} are not in a layout the shop builds`);
  const spine = front!.left - (back!.left + back!.width);
  return {
    panel: { width: front!.width, height: front!.height },
    spine,
    spineFace: Math.min(spine, answer.spineSize?.width ?? spine),
    margin: back!.left,
  };
}
