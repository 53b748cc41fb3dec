import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/** A parent's snapshot: one face from the photos the face model's package ships, as JPEG bytes. */
export async function childPhotoJpeg(): Promise<Buffer> {
  const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample3.jpg');
  return sharp(readFileSync(demo)).extract({ left: 880, top: 30, width: 520, height: 680 }).jpeg().toBuffer();
}

/** A family photo: the whole of one of the face model's demo photos, with three faces in it. */
export const groupPhotoJpeg = (): Buffer =>
  readFileSync(path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample1.jpg'));

/** A photo with no face in it: a sunset of soft colours. */
export async function landscapeJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb347"/><stop offset="1" stop-color="#6a5acd"/></linearGradient></defs><rect width="800" height="600" fill="url(#s)"/><circle cx="400" cy="380" r="90" fill="#ffdd57"/><rect y="420" width="800" height="180" fill="#2e8b57"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}
