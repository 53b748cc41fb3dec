import { heroFaceArea, sceneCanvas, SCENES, widenedView, type Canvas } from 'story-art';
import { clippedTo, headBox, layerParts, PROBE_WIDTH, type Box } from '../imaging/index.js';
import type { BookPage } from './printedBook.js';

/** A box on a picture as shares of its width and height. */
export interface ShareBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Who a page's picture must keep on its printed page: the hero's head, and every character and
 * thing the story names (each part of the drawing's `named` layer), as shares of the picture drawn
 * for the request's shape (4:3 when it has none), or of its spread.
 */
export interface Cast {
  head: ShareBox;
  named: ShareBox[];
}

/** A box in the drawing's pixels at scale 1 (from the canvas's corner) as shares of the canvas. */
const toShares = (box: Box, canvas: Canvas): ShareBox => ({
  left: box.left / canvas.width,
  top: box.top / canvas.height,
  width: box.width / canvas.width,
  height: box.height / canvas.height,
});

/** How far round its canvas a drawing is looked at for the things its edges cut, in its units. */
const AROUND = 400;

/** Casts already found, by page drawing: a flipbook asks for the same pages again and again. */
const found = new Map<string, Promise<Cast | null>>();
const REMEMBERED = 500;

/** The cast of a page's drawing; null for a page the shop cannot draw again. */
export function castOf(request: BookPage['request']): Promise<Cast | null> {
  const scene = request && SCENES[request.productSlug]?.[request.page.scene];
  if (!request || !scene) return Promise.resolve(null);
  const variant = request.onlyOption ?? 0;
  const { aspect, spread = false, frame } = request;
  const key = JSON.stringify([request.productSlug, request.page.scene, variant, aspect, spread, frame, request.look, request.companions]);
  let cast = found.get(key);
  if (!cast) {
    const draw = (layers: object) =>
      scene({ look: request.look, companions: request.companions, variant, aspect, spread, frame, ...layers });
    const canvas = sceneCanvas({ aspect, spread });
    cast = (async () => {
      const face = heroFaceArea(draw({}));
      if (!face) return null;
      // A thing the canvas's edge cuts is found whole on a wider view, then cut as the canvas cuts it.
      const wider = canvas.width + 2 * AROUND;
      const seen = await layerParts((layers) => widenedView(draw(layers), AROUND), 'named', 1, wider, (PROBE_WIDTH * wider) / canvas.width);
      const named = seen
        .map((box) => clippedTo({ ...box, left: box.left - AROUND, top: box.top - AROUND }, canvas.width, canvas.height))
        .filter((box) => box !== null);
      // The face is in the drawing's coordinates, whose canvas may start above or left of 0.
      const inDrawing = headBox(face, 1);
      const head = { ...inDrawing, left: inDrawing.left - canvas.x, top: inDrawing.top - canvas.y };
      return { head: toShares(head, canvas), named: named.map((box) => toShares(box, canvas)) };
    })();
    if (found.size >= REMEMBERED) found.delete(found.keys().next().value!);
    found.set(key, cast);
  }
  return cast;
}
