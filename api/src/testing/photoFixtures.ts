import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

/** Real photos with faces, shipped in the face model's package (several people each). */
export const DEMO_DIR = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
export const groupPhoto = () => readFileSync(path.join(DEMO_DIR, 'sample1.jpg'));

/** One person from a demo photo: the face with generous room around it, as a parent's snapshot would be. */
export async function singleFacePhoto(): Promise<Buffer> {
  // A clear, front-facing, well-lit face in sample3.jpg (the woman in the middle), in the photo's own pixels.
  return sharp(path.join(DEMO_DIR, 'sample3.jpg'))
    .extract({ left: 880, top: 30, width: 520, height: 680 })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export async function dimPhoto() {
  return sharp(await singleFacePhoto())
    .modulate({ brightness: 0.5 })
    .jpeg()
    .toBuffer();
}

export async function blurryPhoto() {
  return sharp(await singleFacePhoto())
    .blur(2.5)
    .jpeg()
    .toBuffer();
}

export async function smallFacePhoto() {
  const face = await sharp(await singleFacePhoto())
    .resize({ width: 170 })
    .toBuffer();
  return sharp({ create: { width: 1400, height: 1400, channels: 3, background: '#c9d6c2' } })
    .composite([{ input: face, top: 600, left: 615 }])
    .jpeg()
    .toBuffer();
}

export async function offCentrePhoto() {
  const face = await sharp(await singleFacePhoto())
    .resize({ width: 420 })
    .toBuffer();
  return sharp({ create: { width: 1800, height: 700, channels: 3, background: '#d8cfc4' } })
    .composite([{ input: face, top: 100, left: 0 }])
    .jpeg()
    .toBuffer();
}

/** An illustration with no face at all. */
export async function noFacePhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><rect width="1000" height="750" fill="#9fd3f0"/>
    <circle cx="820" cy="140" r="80" fill="#ffd35c"/><path d="M0 560 Q250 420 500 560 T1000 540 V750 H0Z" fill="#6fbf73"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

/** The single-face photo stored sideways with an EXIF orientation and a GPS position, as phones do. */
export async function photoWithExifAndGps() {
  const sideways = await sharp(await singleFacePhoto())
    .rotate(-90)
    .toBuffer();
  return sharp(sideways)
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 35/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  let crc = ~0;
  for (const byte of body) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  const crcBuffer = Buffer.alloc(4);
  crcBuffer.writeUInt32BE(~crc >>> 0);
  return Buffer.concat([length, body, crcBuffer]);
}

/** A decompression bomb: a tiny PNG that claims 30,000 x 30,000 pixels. */
export function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30000, 0);
  header.writeUInt32BE(30000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(30001))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(
  fields: Record<string, string | number>,
  file?: { name: string; type: string; bytes: Buffer; field?: string },
) {
  const boundary = `----herotales${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'photo'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
