import sharp from 'sharp';
import type { FaceArea, HeroLayers } from 'story-art';

/** A rectangle on a picture, in its pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The named things are found on a small rendering: this wide (for a picture; wider for a wider view of it). */
export const PROBE_WIDTH = 240;
/** A pixel belongs to a named thing when it is at least this opaque (glows and soft shadows do not count). */
const SOLID = 96;

export const overlaps = (a: Box, b: Box) =>
  a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;

/** The hero's head, hair (or what is worn over it) to chin and ear to ear, in the picture's pixels. */
export function headBox(face: FaceArea, scale: number): Box {
  const top = (face.hairTop ?? face.cy - face.ry * 1.6) * scale;
  return {
    left: (face.cx - face.rx * 1.6) * scale,
    top,
    width: face.rx * 3.2 * scale,
    height: (face.cy + face.ry) * scale - top,
  };
}

/** The bounding boxes of the opaque parts of an alpha mask, one per connected part, in its own pixels. */
function parts(alpha: Uint8Array, width: number, height: number): Box[] {
  const seen = new Uint8Array(width * height);
  const boxes: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < alpha.length; start += 1) {
    if (seen[start] || alpha[start] < SOLID) continue;
    let [left, top, right, bottom] = [width, height, 0, 0];
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop()!;
      const [x, y] = [i % width, Math.floor(i / width)];
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
      for (const next of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1]) {
        if (next >= 0 && !seen[next] && alpha[next] >= SOLID) {
          seen[next] = 1;
          stack.push(next);
        }
      }
    }
    boxes.push({ left, top, width: right - left + 1, height: bottom - top + 1 });
  }
  return boxes;
}

/**
 * The solid parts of one layer of a drawing (`layer`: what it draws alone), each part's box in the
 * pixels of a picture `width` wide drawn at `scale` (specks, a twinkle or a glint, left out), found
 * on a rendering `probeWidth` wide.
 */
export async function layerParts(
  draw: (layers: HeroLayers) => string,
  layer: HeroLayers['layer'],
  scale: number,
  width: number,
  probeWidth = PROBE_WIDTH,
): Promise<Box[]> {
  const { data, info } = await sharp(Buffer.from(draw({ layer })), { density: (72 * scale * probeWidth) / width })
    .resize({ width: probeWidth })
    .ensureAlpha()
    .extractChannel(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const toPicture = width / info.width;
  return parts(data, info.width, info.height)
    .filter((box) => box.width * box.height >= 6)
    .map((box) => ({ left: box.left * toPicture, top: box.top * toPicture, width: box.width * toPicture, height: box.height * toPicture }));
}

/**
 * What the story's words must leave clear on a page of the given size: the hero's head and every
 * character or thing the story names (drawn alone, as the drawing's `named` layer, and found part by
 * part), each with a little room around it.
 */
export async function keepClear(
  draw: (layers: HeroLayers) => string,
  face: FaceArea,
  scale: number,
  width: number,
  height: number,
): Promise<Box[]> {
  const room = width * 0.01;
  const named = (await layerParts(draw, 'named', scale, width)).map((box) => ({
    left: box.left - room,
    top: box.top - room,
    width: box.width + room * 2,
    height: box.height + room * 2,
  }));
  return [headBox(face, scale), ...named].map((box) => clippedTo(box, width, height)).filter((box) => box !== null);
}

/** The part of a box on a picture `width` x `height` (from its corner); null when none of it is. */
export function clippedTo(box: Box, width: number, height: number): Box | null {
  const [left, top] = [Math.max(0, box.left), Math.max(0, box.top)];
  const [right, bottom] = [Math.min(width, box.left + box.width), Math.min(height, box.top + box.height)];
  return right > left && bottom > top ? { left, top, width: right - left, height: bottom - top } : null;
}
