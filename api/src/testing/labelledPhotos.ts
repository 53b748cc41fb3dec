/**
 * Photos whose look is known, for the tests and the hero benchmark: a portrait of every face of the
 * face model's demo photos, labelled by hand (labelledPhotos.json), and photos the project makes from
 * some of them, labelled by what was done: glasses drawn on (round and square), a bindi, the face
 * made wider or longer. Run as a script, it writes them (jest's CommonJS runtime cannot load the face
 * model's ES build, and the benchmark runs without the sources):
 *
 *   tsx --conditions=source labelledPhotos.ts <folder> [<id>,<id>...]
 *     writes <id>.jpg for each photo (or only those named, of the hand-labelled ones) and labels.json
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { HeroLook } from 'contracts/hero';
import { detectFaces, faceAtScale, type Point } from '../modules/imaging/photos/faceDetector.js';
import { normalisePhoto } from '../modules/imaging/photos/readPhoto.js';
import { DEMO_DIR } from './photoFixtures.js';

export interface LabelledPhoto {
  id: string;
  jpeg: Buffer;
  /** What is known of the look in the photo. */
  labels: Partial<HeroLook>;
}

interface LabelledFace {
  id: string;
  photo: string;
  /** x, y, width, height in the photo's pixels */
  face: [number, number, number, number];
  labels: Partial<HeroLook>;
}

const LABELLED = JSON.parse(readFileSync(new URL('./labelledPhotos.json', import.meta.url), 'utf8')) as { faces: LabelledFace[] };
/** A portrait as a parent's photo would be: the face with the hair, the shoulders and the chest around it. */
async function portrait({ photo, face: [x, y, width, height] }: LabelledFace): Promise<Buffer> {
  const file = path.join(DEMO_DIR, photo);
  const meta = await sharp(file).metadata();
  const left = Math.max(0, Math.round(x - width * 1.1));
  const top = Math.max(0, Math.round(y - height * 0.9));
  return sharp(file)
    .extract({
      left,
      top,
      width: Math.min(meta.width - left, Math.round(width * 3.2)),
      height: Math.min(meta.height - top, Math.round(height * 3.9)),
    })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The 68 landmarks of the largest face in a photo, in its own pixels. */
async function landmarksOf(jpeg: Buffer): Promise<Point[]> {
  const photo = await normalisePhoto(jpeg);
  const [face] = await detectFaces(photo.analysis);
  return faceAtScale(face, photo.width / photo.analysis.width).landmarks;
}

const centre = (points: Point[]) => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

/** Glasses drawn over the eyes, as a child's thin dark frames, round or square. */
async function withGlasses(jpeg: Buffer, kind: 'round' | 'square'): Promise<Buffer> {
  const l = await landmarksOf(jpeg);
  const { width, height } = await sharp(jpeg).metadata();
  const faceWidth = l[16].x - l[0].x;
  const [left, right] = [centre(l.slice(36, 42)), centre(l.slice(42, 48))];
  const r = faceWidth * 0.15;
  const stroke = `fill="#cfe4ef" fill-opacity=".12" stroke="#241c22" stroke-width="${(faceWidth * 0.028).toFixed(1)}"`;
  const lens = ({ x, y }: Point) =>
    kind === 'round'
      ? `<circle cx="${x}" cy="${y}" r="${r}" ${stroke}/>`
      : `<rect x="${x - r * 1.1}" y="${y - r * 0.8}" width="${r * 2.2}" height="${r * 1.6}" rx="${r * 0.25}" ${stroke}/>`;
  const reach = kind === 'round' ? r : r * 1.1;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${lens(left)}${lens(right)}` +
    `<path d="M${left.x + reach} ${left.y - r * 0.2} Q${(left.x + right.x) / 2} ${left.y - r * 0.55} ${right.x - reach} ${right.y - r * 0.2}" fill="none" stroke="#241c22" stroke-width="${(faceWidth * 0.028).toFixed(1)}"/>` +
    `<path d="M${left.x - reach} ${left.y} L${l[0].x} ${l[0].y} M${right.x + reach} ${right.y} L${l[16].x} ${l[16].y}" stroke="#241c22" stroke-width="${(faceWidth * 0.024).toFixed(1)}"/></svg>`;
  return sharp(jpeg)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A red bindi between the brows. */
async function withBindi(jpeg: Buffer): Promise<Buffer> {
  const l = await landmarksOf(jpeg);
  const { width, height } = await sharp(jpeg).metadata();
  const faceWidth = l[16].x - l[0].x;
  const x = (l[21].x + l[22].x) / 2;
  const y = Math.min(l[21].y, l[22].y) - faceWidth * 0.04;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${x}" cy="${y}" r="${faceWidth * 0.035}" fill="#b3122e"/></svg>`;
  return sharp(jpeg)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** The photo squeezed or stretched sideways: the same face rounder, or longer. */
async function reshaped(jpeg: Buffer, widthScale: number): Promise<Buffer> {
  const { width } = await sharp(jpeg).metadata();
  return sharp(jpeg)
    .resize({ width: Math.round(width * widthScale), height: undefined, fit: 'fill' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Faces the project's own photos start from: clear, front-facing, without glasses. */
const MADE_FROM = ['s3-2', 's6-0', 's6-1', 's6-3', 's1-2'];

/**
 * Every labelled photo: { id, jpeg, labels }, labels holding only what is known of it. The photos the
 * project makes carry the label of what was done to them (and keep their hair and skin labels).
 */
export async function labelledPhotos({ only }: { only?: string[] } = {}): Promise<LabelledPhoto[]> {
  const photos: LabelledPhoto[] = [];
  for (const face of LABELLED.faces.filter((f) => !only || only.includes(f.id))) {
    photos.push({ id: face.id, jpeg: await portrait(face), labels: face.labels });
  }
  if (only) return photos;
  for (const [i, id] of MADE_FROM.entries()) {
    const { jpeg, labels } = photos.find((p) => p.id === id)!;
    const kind = i % 2 === 0 ? 'round' : 'square';
    photos.push({ id: `${id}-glasses`, jpeg: await withGlasses(jpeg, kind), labels: { ...labels, glasses: kind } });
    photos.push({ id: `${id}-bindi`, jpeg: await withBindi(jpeg), labels: { ...labels, bindi: true } });
  }
  // Widened a quarter, a face reads round; narrowed a quarter, long.
  for (const id of MADE_FROM.slice(0, 3)) {
    const { jpeg } = photos.find((p) => p.id === id)!;
    photos.push({ id: `${id}-wide`, jpeg: await reshaped(jpeg, 1.25), labels: { faceShape: 'round' } });
    photos.push({ id: `${id}-narrow`, jpeg: await reshaped(jpeg, 0.75), labels: { faceShape: 'long' } });
  }
  return photos;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder, only] = process.argv.slice(2);
  mkdirSync(folder, { recursive: true });
  const photos = await labelledPhotos({ only: only?.split(',') });
  for (const photo of photos) writeFileSync(path.join(folder, `${photo.id}.jpg`), photo.jpeg);
  writeFileSync(path.join(folder, 'labels.json'), JSON.stringify(photos.map(({ id, labels }) => ({ id, labels }))));
}
