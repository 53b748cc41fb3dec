import { createRequire } from 'node:module';
import path from 'node:path';
import type { RawImage } from './readPhoto.js';

const require = createRequire(import.meta.url);

export interface Point {
  x: number;
  y: number;
}

export interface DetectedFace {
  score: number;
  box: { x: number; y: number; width: number; height: number };
  /** The 68 landmarks (jaw 0-16, brows 17-26, nose 27-35, eyes 36-47, mouth 48-67). */
  landmarks: Point[];
}

/** A face found on the small analysis copy, in the pixels of the stored photo (`scale` times larger). */
export function faceAtScale(face: DetectedFace, scale: number): Pick<DetectedFace, 'box' | 'landmarks'> {
  const { x, y, width, height } = face.box;
  return {
    box: { x: x * scale, y: y * scale, width: width * scale, height: height * scale },
    landmarks: face.landmarks.map((p) => ({ x: p.x * scale, y: p.y * scale })),
  };
}

type FaceApi = typeof import('@vladmandic/face-api');
type Tf = typeof import('@tensorflow/tfjs');

let loading: Promise<{ faceapi: FaceApi; tf: Tf }> | null = null;

/**
 * The face model shipped inside the @vladmandic/face-api package, run on TensorFlow's WebAssembly
 * backend from local files: nothing is fetched, so it works offline. Loaded once, on first use.
 */
function loadModel() {
  loading ??= (async () => {
    const tf = require('@tensorflow/tfjs') as Tf;
    const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(prefix: string, usePlatformFetch?: boolean): void };
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`, false);
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
    await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
    return { faceapi, tf };
  })();
  return loading;
}

/** Weak photos (dim, soft) still find the face at this confidence; which faces count is decided later. */
const MIN_CONFIDENCE = 0.35;

/** Faces found with at least the given confidence, largest first. */
export async function detectFaces(image: RawImage, minConfidence = MIN_CONFIDENCE): Promise<DetectedFace[]> {
  const { faceapi, tf } = await loadModel();
  const tensor = tf.tensor3d(
    new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length),
    [image.height, image.width, 3],
    'int32',
  );
  try {
    const results = await faceapi
      .detectAllFaces(tensor, new faceapi.SsdMobilenetv1Options({ minConfidence, maxResults: 10 }))
      .withFaceLandmarks();
    return results
      .map((result) => ({
        score: result.detection.score,
        box: {
          x: result.detection.box.x,
          y: result.detection.box.y,
          width: result.detection.box.width,
          height: result.detection.box.height,
        },
        landmarks: result.landmarks.positions.map((p) => ({ x: p.x, y: p.y })),
      }))
      .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
  } finally {
    tf.dispose(tensor);
  }
}

/** Loads the model ahead of the first upload, so the first visitor does not wait for it. */
export function warmUpFaceDetector(): Promise<void> {
  return loadModel().then(() => undefined);
}
