import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
const require = createRequire('/work/main/api/package.json');
const tf = require('@tensorflow/tfjs');
const wasm = require('@tensorflow/tfjs-backend-wasm');
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json'))}/dist/`, false);
await tf.setBackend('wasm');
await tf.ready();
const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
await faceapi.nets.ssdMobilenetv1.loadFromDisk(modelDir);
await faceapi.nets.faceLandmark68Net.loadFromDisk(modelDir);
await faceapi.nets.faceRecognitionNet.loadFromDisk(modelDir);
const demo = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
for (let i = 1; i <= 6; i++) {
  const { data, info } = await sharp(path.join(demo, `sample${i}.jpg`))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const t = tf.tensor3d(new Uint8Array(data), [info.height, info.width, 3], 'int32');
  const faces = await faceapi.detectAllFaces(t, new faceapi.SsdMobilenetv1Options({ minConfidence: 0.35 })).withFaceLandmarks();
  t.dispose();
  for (const f of faces) {
    const l = f.landmarks.positions;
    const mean = (a) => ({ x: a.reduce((s, p) => s + p.x, 0) / a.length, y: a.reduce((s, p) => s + p.y, 0) / a.length });
    const le = mean(l.slice(36, 42)),
      re = mean(l.slice(42, 48));
    const turn = Math.abs(l[30].x - (le.x + re.x) / 2) / Math.hypot(re.x - le.x, re.y - le.y);
    const lean = (Math.atan2(re.y - le.y, re.x - le.x) * 180) / Math.PI;
    const b = f.detection.box;
    console.log(
      i,
      b.x | 0,
      b.y | 0,
      b.width | 0,
      b.height | 0,
      f.detection.score.toFixed(2),
      'turn',
      turn.toFixed(2),
      'lean',
      lean.toFixed(0),
    );
  }
}
