import type { PrintedArea } from 'contracts/schemas';
import { heroFaceArea, SCENE_HEIGHT, SCENE_WIDTH, SCENES } from 'story-art';
import type { BookPage } from './printedBook.js';
import type { Cast, ShareBox } from './printedCast.js';

type Point = { x: number; y: number };
type Size = { width: number; height: number };

/** Where the hero's face is in a page's drawing, as shares of its width and height; the middle when unknown. */
export function faceCentre(request: BookPage['request']): Point {
  const scene = request && SCENES[request.productSlug]?.[request.page.scene];
  const face = scene ? heroFaceArea(scene({ look: request.look, variant: request.onlyOption ?? 0 })) : null;
  return face ? { x: face.cx / SCENE_WIDTH, y: face.cy / SCENE_HEIGHT } : { x: 0.5, y: 0.5 };
}

/** Where the cut may slide to: this many places between its two ends are tried. */
const CUT_PLACES = 100;

/** How much of a sheet, from each of its sides, is outside its safe area (shares of its width or height). */
export interface SheetMargin {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const NO_MARGIN: SheetMargin = { left: 0, right: 0, top: 0, bottom: 0 };

/**
 * The margin of a story picture's sheet: its bleed and the safe zone on every side, and on the
 * left, where a right-hand page meets the spine, the gutter instead (all in the same unit as the sheet).
 */
export const pictureMargin = (sheet: Size, bleed: number, safe: number, gutter: number): SheetMargin => ({
  left: (bleed + Math.max(safe, gutter)) / sheet.width,
  right: (bleed + safe) / sheet.width,
  top: (bleed + safe) / sheet.height,
  bottom: (bleed + safe) / sheet.height,
});

/**
 * The part of a picture a sheet of `sheetAspect` (width over height) is cut from: the sheet's
 * proportions, as large as the picture allows. With the page's cast, it slides along the picture to
 * keep inside the sheet's safe area (`margin`: shares of the sheet on each side) the hero's head
 * first, then as many of the named characters and things as it can, as near their middle as it can;
 * without one, it is centred on the face where the picture's edges let it. In the picture's own units,
 * unrounded.
 */
export function sheetCut(picture: Size, face: Point, sheetAspect: number, cast: Cast | null = null, margin = NO_MARGIN): PrintedArea {
  const across = picture.width / picture.height > sheetAspect;
  const size = across
    ? { width: picture.height * sheetAspect, height: picture.height }
    : { width: picture.width, height: picture.width / sheetAspect };
  const room = across ? picture.width - size.width : picture.height - size.height;
  const at = (offset: number): PrintedArea => (across ? { left: offset, top: 0, ...size } : { left: 0, top: offset, ...size });
  const faceOffset = across ? face.x * picture.width - size.width / 2 : face.y * picture.height - size.height / 2;
  const byFace = at(Math.min(Math.max(faceOffset, 0), room));
  if (!cast || room <= 0) return byFace;

  const inPicture = (box: ShareBox) => ({
    left: box.left * picture.width,
    right: (box.left + box.width) * picture.width,
    top: box.top * picture.height,
    bottom: (box.top + box.height) * picture.height,
  });
  const head = inPicture(cast.head);
  const named = cast.named.map(inPicture);
  const everyone = [head, ...named];
  const middle = across
    ? (Math.min(...everyone.map((box) => box.left)) + Math.max(...everyone.map((box) => box.right))) / 2
    : (Math.min(...everyone.map((box) => box.top)) + Math.max(...everyone.map((box) => box.bottom))) / 2;
  let best = { cut: byFace, score: -Infinity };
  for (let place = 0; place <= CUT_PLACES; place += 1) {
    const cut = at((room * place) / CUT_PLACES);
    const safe = {
      left: cut.left + margin.left * cut.width,
      right: cut.left + cut.width * (1 - margin.right),
      top: cut.top + margin.top * cut.height,
      bottom: cut.top + cut.height * (1 - margin.bottom),
    };
    const kept = (box: ReturnType<typeof inPicture>) =>
      box.left >= safe.left && box.right <= safe.right && box.top >= safe.top && box.bottom <= safe.bottom;
    const offCentre =
      Math.abs((across ? cut.left + cut.width / 2 : cut.top + cut.height / 2) - middle) / (across ? picture.width : picture.height);
    const score = (kept(head) ? 1e6 : 0) + named.filter(kept).length * 1e3 - offCentre;
    if (score > best.score) best = { cut, score };
  }
  return best.cut;
}
