/**
 * What the likeness benchmark measures on a face: whether the face model finds it, its face-recognition
 * descriptor (face-api's 128 numbers; under 0.6 apart is the same person, by face-api's own convention),
 * and its photo grain. Everything runs on the face model shipped in @vladmandic/face-api, offline.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@vladmandic/face-api/package.json'));
export const DEMO_DIR = path.join(packageDir, 'demo');

let loading = null;
function model() {
  loading ??= (async () => {
    const tf = require('@tensorflow/tfjs');
    const wasm = require('@tensorflow/tfjs-backend-wasm');
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
    wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`, false);
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(packageDir, 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
    return { tf, faceapi };
  })();
  return loading;
}

const mean = (points) => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

/** How far a face is turned or leans: 0 for a face looking straight at the camera, eyes level. */
function offFront(landmarks) {
  const left = mean(landmarks.slice(36, 42));
  const right = mean(landmarks.slice(42, 48));
  const eyes = Math.hypot(right.x - left.x, right.y - left.y);
  const turn = Math.abs(landmarks[30].x - (left.x + right.x) / 2) / eyes;
  const lean = Math.abs(Math.atan2(right.y - left.y, right.x - left.x));
  return turn + lean;
}

/** Every face the model finds in an image (any format sharp reads), largest first, with its descriptor. */
export async function facesIn(image, minConfidence = 0.5) {
  const { tf, faceapi } = await model();
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const tensor = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    return found
      .map((f) => ({
        score: f.detection.score,
        box: { x: f.detection.box.x, y: f.detection.box.y, width: f.detection.box.width, height: f.detection.box.height },
        landmarks: f.landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
        descriptor: Array.from(f.descriptor),
      }))
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
  } finally {
    tf.dispose(tensor);
  }
}

export const distance = (a, b) => Math.sqrt(a.reduce((sum, v, i) => sum + (v - b[i]) ** 2, 0));

/**
 * A portrait of one person from each of face-api's six demo photos (groups of friends): the face that
 * looks most straight at the camera, framed head and shoulders, as a parent's photo of a child would be.
 */
export async function demoPortraits() {
  const portraits = [];
  for (let i = 1; i <= 6; i += 1) {
    const file = path.join(DEMO_DIR, `sample${i}.jpg`);
    const meta = await sharp(file).metadata();
    const faces = (await facesIn(file, 0.6)).sort((a, b) => offFront(a.landmarks) - offFront(b.landmarks));
    const { box } = faces[0];
    const width = Math.round(box.width * 2);
    const height = Math.round(width * 1.3);
    const left = Math.max(0, Math.min(meta.width - width, Math.round(box.x + box.width / 2 - width / 2)));
    const top = Math.max(0, Math.min(meta.height - height, Math.round(box.y + box.height * 0.45 - height / 2)));
    const jpeg = await sharp(file).extract({ left, top, width, height }).jpeg({ quality: 92 }).toBuffer();
    portraits.push({ name: `sample${i}`, jpeg });
  }
  return portraits;
}

/**
 * Photo grain in a face box: the box resized to 128 px grey; over the pixels that are not edges (Sobel
 * magnitude of a 3x3-median copy below 24), the mean absolute difference between each pixel and its
 * 3x3 median. Ink lines are edges, so they do not count; sensor noise and pores do.
 */
export async function grain(image, box) {
  const meta = await sharp(image).metadata();
  const left = Math.max(0, Math.round(box.x));
  const top = Math.max(0, Math.round(box.y));
  const region = {
    left,
    top,
    width: Math.max(3, Math.min(meta.width - left, Math.round(box.width))),
    height: Math.max(3, Math.min(meta.height - top, Math.round(box.height))),
  };
  const size = 128;
  const grey = await sharp(image).extract(region).resize({ width: size, height: size, fit: 'fill' }).greyscale().raw().toBuffer();
  const median = await sharp(grey, { raw: { width: size, height: size, channels: 1 } })
    .median(3)
    .extractChannel(0)
    .raw()
    .toBuffer();
  let sum = 0;
  let count = 0;
  for (let y = 1; y < size - 1; y += 1) {
    for (let x = 1; x < size - 1; x += 1) {
      const m = (dx, dy) => median[(y + dy) * size + x + dx];
      const gx = m(1, -1) + 2 * m(1, 0) + m(1, 1) - m(-1, -1) - 2 * m(-1, 0) - m(-1, 1);
      const gy = m(-1, 1) + 2 * m(0, 1) + m(1, 1) - m(-1, -1) - 2 * m(0, -1) - m(1, -1);
      if (Math.hypot(gx, gy) >= 24) continue;
      sum += Math.abs(grey[y * size + x] - median[y * size + x]);
      count += 1;
    }
  }
  return count ? sum / count : 0;
}
