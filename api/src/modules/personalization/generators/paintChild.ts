import sharp, { type Sharp } from 'sharp';
import type { FaceArea, HeroLayers } from 'story-art';
import { heroFaceArea } from 'story-art';
import { drawLikeness, type Likeness } from './childFace.js';

export interface PaintedDrawing {
  /** The picture, to be encoded or drawn on. */
  picture(): Sharp;
  width: number;
  height: number;
  /** The hero's face area in the drawing's own units, and drawing units to pixels. */
  face: FaceArea;
  scale: number;
}

/**
 * A page or cover with the child as its hero: the drawing with a blank face and the hair in the child's
 * own colour, the painted likeness in the face area, then the fringe (or goggles, or helmet) drawn again
 * over it, as over a drawn face.
 */
export async function paintChild(
  draw: (layers: HeroLayers) => string,
  drawingWidth: number,
  likeness: Likeness,
  width: number,
): Promise<PaintedDrawing> {
  const { hairColor } = likeness;
  const svg = draw({ blankFace: true, hairColor });
  const face = heroFaceArea(svg);
  if (!face) throw new Error('The drawing has no face area');
  const scale = width / drawingWidth;
  const render = (markup: string) =>
    sharp(Buffer.from(markup), { density: 72 * scale })
      .resize({ width })
      .png()
      .toBuffer({ resolveWithObject: true });
  const [base, front] = await Promise.all([render(svg), render(draw({ layer: 'hero-front', hairColor }))]);
  // A hero seen from behind shows the back of the head: no face to paint.
  const size = { width: Math.max(8, Math.round(face.rx * 2 * scale)), height: Math.max(8, Math.round(face.ry * 2 * scale)) };
  const painted = face.fromBehind
    ? []
    : [
        {
          input: await drawLikeness(likeness, size.width, size.height, { eyesClosed: face.eyesClosed, light: face.light }),
          left: Math.round((face.cx - face.rx) * scale),
          top: Math.round((face.cy - face.ry) * scale),
        },
      ];
  const { data, info } = await sharp(base.data)
    .composite([...painted, { input: front.data, left: 0, top: 0 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return { picture: () => sharp(data, { raw }), width: info.width, height: info.height, face, scale };
}
