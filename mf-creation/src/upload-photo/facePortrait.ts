import type { FaceBox } from 'shared-contracts';

/**
 * The chosen child's part of a group photo, cut as the server cuts it (the face with the hair and
 * shoulders around it), to show beside the drawn hero. Null where the browser cannot cut pictures.
 */
export async function facePortrait(file: File, face: FaceBox): Promise<string | null> {
  if (typeof createImageBitmap !== 'function') return null;
  const bitmap = await createImageBitmap(file);
  const [x, y, w, h] = [face.left * bitmap.width, face.top * bitmap.height, face.width * bitmap.width, face.height * bitmap.height];
  const left = Math.max(0, x - w * 0.9);
  const top = Math.max(0, y - h * 0.8);
  const width = Math.min(bitmap.width, x + w * 1.9) - left;
  const height = Math.min(bitmap.height, y + h * 2.6) - top;
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [Math.round(width), Math.round(height)];
  canvas.getContext('2d')?.drawImage(bitmap, left, top, width, height, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve) => canvas.toBlob((blob) => resolve(blob && URL.createObjectURL(blob)), 'image/jpeg', 0.9));
}
