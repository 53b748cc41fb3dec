import type { PrintedArea } from 'contracts/schemas';
import { heroFaceArea, SCENE_HEIGHT, SCENE_WIDTH, SCENES } from 'story-art';
import type { BookPage } from './printedBook.js';

type Point = { x: number; y: number };
type Size = { width: number; height: number };

/** Where the hero's face is in a page's drawing, as shares of its width and height; the middle when unknown. */
export function faceCentre(request: BookPage['request']): Point {
  const scene = request && SCENES[request.productSlug]?.[request.page.scene];
  const face = scene ? heroFaceArea(scene({ look: request.look, variant: request.onlyOption ?? 0 })) : null;
  return face ? { x: face.cx / SCENE_WIDTH, y: face.cy / SCENE_HEIGHT } : { x: 0.5, y: 0.5 };
}

/**
 * The part of a picture a sheet of `sheetAspect` (width over height) is cut from: the sheet's
 * proportions, as large as the picture allows, centred on the face where the picture's edges let it.
 * In the picture's own units, unrounded.
 */
export function sheetCut(picture: Size, face: Point, sheetAspect: number): PrintedArea {
  if (picture.width / picture.height > sheetAspect) {
    const width = picture.height * sheetAspect;
    const left = Math.min(Math.max(face.x * picture.width - width / 2, 0), picture.width - width);
    return { left, top: 0, width, height: picture.height };
  }
  const height = picture.width / sheetAspect;
  const top = Math.min(Math.max(face.y * picture.height - height / 2, 0), picture.height - height);
  return { left: 0, top, width: picture.width, height };
}

/**
 * The part of a story picture that is left on the page once the sheet is trimmed, as shares of the
 * picture's width and height: the sheet (trim and bleed) cut round the face, less the bleed on each side.
 */
export function trimmedArea(face: Point, trim: Size, bleed: number): PrintedArea {
  const aspect = SCENE_WIDTH / SCENE_HEIGHT;
  const sheet = { width: trim.width + 2 * bleed, height: trim.height + 2 * bleed };
  const cut = sheetCut({ width: aspect, height: 1 }, face, sheet.width / sheet.height);
  // The cut is the whole sheet: the trim lies the bleed inside each of its edges.
  const scale = cut.width / sheet.width;
  return {
    left: (cut.left + bleed * scale) / aspect,
    top: cut.top + bleed * scale,
    width: (trim.width * scale) / aspect,
    height: trim.height * scale,
  };
}
