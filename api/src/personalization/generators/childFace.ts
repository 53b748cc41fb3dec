import sharp from 'sharp';
import type { PageRequest } from './pageGenerator.js';

function lumaOf(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/**
 * The child's face cut from the photo along the detected face: an ellipse from brow to chin, its
 * edge feathered, its detail smoothed and its colour drawn toward the chosen skin tone, so it sits in
 * the illustration like painted skin rather than a pasted photo. Answers a PNG with transparency.
 */
export async function paintedFace(photo: PageRequest['photo'], skinToneHex: string, width: number, height: number): Promise<Buffer> {
  const { box } = photo.face;
  const meta = await sharp(photo.image).metadata();
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height * 0.5;
  const rx = box.width * 0.56;
  const ry = box.height * 0.64;
  const left = Math.max(0, Math.round(cx - rx));
  const top = Math.max(0, Math.round(cy - ry));
  const cropWidth = Math.min(meta.width! - left, Math.round(rx * 2));
  const cropHeight = Math.min(meta.height! - top, Math.round(ry * 2));

  const feather = Math.max(2, width * 0.07);
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><filter id="f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${feather.toFixed(1)}"/></filter></defs>` +
      `<ellipse cx="${width / 2}" cy="${height / 2}" rx="${(width / 2) * 0.84}" ry="${(height / 2) * 0.86}" fill="#fff" filter="url(#f)"/></svg>`,
  );

  // The face's light and shade, re-lit to the brightness of the chosen tone and coloured with it:
  // the photo's colour cast and lighting are gone, the child's features stay.
  const crop = sharp(photo.image).extract({ left, top, width: cropWidth, height: cropHeight }).resize({ width, height, fit: 'fill' }).median(3);
  const shading = await crop.clone().grayscale().raw().toBuffer({ resolveWithObject: true });
  const meanLuma = shading.data.reduce((sum, v) => sum + v, 0) / shading.data.length;
  const gain = lumaOf(skinToneHex) / Math.max(meanLuma, 1);
  const relit = await sharp(shading.data, { raw: { width, height, channels: 1 } })
    .linear(gain * 0.85, lumaOf(skinToneHex) * 0.15)
    .toColourspace('srgb')
    .png()
    .toBuffer();
  // sharp applies its operations in a fixed order, so colouring is a pass of its own; a few flat
  // tones (no dithering) then give the face the painted look of the illustrations.
  const toned = await sharp(relit).tint(skinToneHex).png({ palette: true, colours: 12, dither: 0 }).toBuffer();
  const painted = await sharp(toned).blur(0.6).ensureAlpha().composite([{ input: mask, blend: 'dest-in' }]).png().toBuffer();
  // A soft ink line around the face, as the drawings have around every shape.
  const line = Math.max(1.5, width * 0.022);
  const outline = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><ellipse cx="${width / 2}" cy="${height / 2}" rx="${(width / 2) * 0.9}" ry="${(height / 2) * 0.92}" fill="none" stroke="#3d2c5c" stroke-opacity="0.45" stroke-width="${line.toFixed(1)}"/></svg>`,
  );
  return sharp(painted).composite([{ input: outline }]).png().toBuffer();
}
