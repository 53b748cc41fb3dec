import sharp from 'sharp';
import type { PageRequest } from './pageGenerator.js';

type Face = PageRequest['photo']['face'];
type Point = Face['landmarks'][number];

const mean = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

/** How far the head leans, in degrees clockwise, from the line between the eyes (0 without landmarks). */
function lean(face: Face): number {
  if (face.landmarks.length !== 68) return 0;
  const left = mean(face.landmarks.slice(36, 42));
  const right = mean(face.landmarks.slice(42, 48));
  return (Math.atan2(right.y - left.y, right.x - left.x) * 180) / Math.PI;
}

/**
 * The part of the photo the face area shows: forehead to chin, cheek to cheek. Read from the face's
 * landmarks (jaw line, brows) when there are any, as the detector's box sits differently photo to photo.
 */
function frame(face: Face, imageWidth: number, imageHeight: number) {
  let [left, top, right, bottom] = [0, 0, 0, 0];
  const l = face.landmarks;
  if (l.length === 68) {
    const browTop = Math.min(...l.slice(17, 27).map((p) => p.y));
    const chin = l[8].y;
    const cx = (l[0].x + l[16].x) / 2;
    const halfWidth = (Math.abs(l[16].x - l[0].x) / 2) * 1.08;
    [left, right] = [cx - halfWidth, cx + halfWidth];
    [top, bottom] = [browTop - (chin - browTop) * 0.42, chin + (chin - browTop) * 0.04];
  } else {
    const { box } = face;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    [left, right, top, bottom] = [cx - box.width * 0.56, cx + box.width * 0.56, cy - box.height * 0.64, cy + box.height * 0.64];
  }
  const x = Math.min(imageWidth - 1, Math.max(0, Math.round(left)));
  const y = Math.min(imageHeight - 1, Math.max(0, Math.round(top)));
  return {
    left: x,
    top: y,
    width: Math.max(1, Math.min(imageWidth, Math.round(right)) - x),
    height: Math.max(1, Math.min(imageHeight, Math.round(bottom)) - y),
  };
}

/** The photo around the face, turned so the eyes are level, with the landmarks turned alike. */
async function levelled(photo: PageRequest['photo'], angle: number): Promise<{ image: Buffer; width: number; height: number; face: Face }> {
  const meta = await sharp(photo.image).metadata();
  const { box } = photo.face;
  const left = Math.max(0, Math.round(box.x - box.width));
  const top = Math.max(0, Math.round(box.y - box.height));
  const region = {
    left,
    top,
    width: Math.min(meta.width, Math.round(box.x + box.width * 2)) - left,
    height: Math.min(meta.height, Math.round(box.y + box.height * 2)) - top,
  };
  const { data, info } = await sharp(photo.image)
    .extract(region)
    .rotate(-angle, { background: '#9a8a80' })
    .png()
    .toBuffer({ resolveWithObject: true });
  const turn = (-angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const move = (p: Point): Point => {
    const dx = p.x - left - region.width / 2;
    const dy = p.y - top - region.height / 2;
    return { x: info.width / 2 + dx * cos - dy * sin, y: info.height / 2 + dx * sin + dy * cos };
  };
  const centre = move({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  return {
    image: data,
    width: info.width,
    height: info.height,
    face: { box: { ...box, x: centre.x - box.width / 2, y: centre.y - box.height / 2 }, landmarks: photo.face.landmarks.map(move) },
  };
}

/** The face cut from the photo: RGB pixels, and the 68 landmarks in those pixels (none when the photo had none). */
export interface Cutout {
  pixels: Buffer;
  landmarks: Point[];
}

/**
 * The child's face cut from the photo at the given size: framed forehead to chin and cheek to cheek,
 * and a leaning head turned upright, as the drawn heads are.
 */
export async function faceCutout(photo: PageRequest['photo'], width: number, height: number): Promise<Cutout> {
  const angle = lean(photo.face);
  let source: { image: PageRequest['photo']['image']; width: number; height: number; face: Face };
  if (Math.abs(angle) < 3) {
    const meta = await sharp(photo.image).metadata();
    source = { image: photo.image, width: meta.width, height: meta.height, face: photo.face };
  } else {
    source = await levelled(photo, angle);
  }
  const region = frame(source.face, source.width, source.height);
  const pixels = await sharp(source.image).extract(region).resize({ width, height, fit: 'fill' }).removeAlpha().raw().toBuffer();
  const landmarks = source.face.landmarks.map((p) => ({
    x: ((p.x - region.left) * width) / region.width,
    y: ((p.y - region.top) * height) / region.height,
  }));
  return { pixels, landmarks };
}
