import sharp from 'sharp';
import type { FaceBox } from 'contracts/schemas';
import type { DetectedFace } from './faceDetector.js';
import type { RawImage } from './readPhoto.js';

/** The faces of a photo as shares of its size, for the parent to choose from. */
export function faceBoxes(image: RawImage, faces: DetectedFace[]): FaceBox[] {
  const share = (value: number, of: number) => Math.min(1, Math.max(0, value / of));
  return faces.map(({ box }) => ({
    left: share(box.x, image.width),
    top: share(box.y, image.height),
    width: share(box.width, image.width),
    height: share(box.height, image.height),
  }));
}

const centreOf = (box: FaceBox) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

/**
 * The face the parent chose, of those found: the one whose centre lies inside the chosen box and
 * nearest its centre. Null when none does (the box names no face of this photo).
 */
export function chosenFace(image: RawImage, faces: DetectedFace[], chosen: FaceBox): DetectedFace | null {
  const target = centreOf(chosen);
  const inside = faceBoxes(image, faces)
    .map((box, index) => ({ face: faces[index], centre: centreOf(box) }))
    .filter(({ centre }) => Math.abs(centre.x - target.x) <= chosen.width / 2 && Math.abs(centre.y - target.y) <= chosen.height / 2)
    .sort((p, q) => Math.hypot(p.centre.x - target.x, p.centre.y - target.y) - Math.hypot(q.centre.x - target.x, q.centre.y - target.y));
  return inside[0]?.face ?? null;
}

/**
 * The child's part of a group photo, framed as a portrait: the face with the hair, the shoulders and
 * some chest around it. Only this part is checked and kept, so no one else's face is stored. Answers
 * the portrait and where the chosen face lies in it.
 */
export async function portraitAround(
  jpeg: Buffer,
  photo: { width: number; height: number },
  face: FaceBox,
): Promise<{ jpeg: Buffer; face: FaceBox }> {
  const [x, y, w, h] = [face.left * photo.width, face.top * photo.height, face.width * photo.width, face.height * photo.height];
  const left = Math.max(0, Math.round(x - w * 0.9));
  const top = Math.max(0, Math.round(y - h * 0.8));
  const width = Math.min(photo.width, Math.round(x + w * 1.9)) - left;
  const height = Math.min(photo.height, Math.round(y + h * 2.6)) - top;
  return {
    jpeg: await sharp(jpeg).extract({ left, top, width, height }).jpeg({ quality: 92 }).toBuffer(),
    face: { left: (x - left) / width, top: (y - top) / height, width: w / width, height: h / height },
  };
}
