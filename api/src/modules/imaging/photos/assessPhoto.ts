import type { PhotoCheckStatus } from 'contracts/schemas';
import type { VisitorText } from '../../../platform/errors/domainError.js';
import type { DetectedFace, Point } from './faceDetector.js';
import type { RawImage } from './readPhoto.js';
import { joinTexts, visitorText } from '../../../platform/i18n/visitorText.js';

/** Limits of a usable photo; beyond them the visitor is told what to improve. */
export const QUALITY = {
  /** Face width as a share of the picture's shorter side. */
  minFaceShare: 0.14,
  /** Distance of the face centre from the picture centre, as a share of each side. */
  maxCentreOffset: 0.3,
  /** Mean brightness (0-255) of the face. */
  minBrightness: 75,
  /** Variance of the Laplacian over the face scaled to 128 px: lower is blurrier. */
  minSharpness: 60,
  /** Nose offset from the eyes' midpoint, as a share of the distance between the eyes. */
  maxTurn: 0.3,
};

export interface PhotoAssessment {
  status: PhotoCheckStatus;
  message: VisitorText;
  face: DetectedFace | null;
  /** Several faces: those that count, largest first, for the parent to say which is the child's. */
  faces?: DetectedFace[];
  measures?: { faceShare: number; centreOffset: number; brightness: number; sharpness: number; turn: number };
}

const mean = (points: Point[]): Point => ({
  x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
  y: points.reduce((sum, p) => sum + p.y, 0) / points.length,
});

function luma(image: RawImage, x: number, y: number): number {
  const i = (y * image.width + x) * 3;
  return 0.299 * image.data[i] + 0.587 * image.data[i + 1] + 0.114 * image.data[i + 2];
}

/** Mean brightness and sharpness (variance of the Laplacian) of the face, sampled on a 128 px grid. */
function faceLight(image: RawImage, box: DetectedFace['box']): { brightness: number; sharpness: number } {
  const size = 128;
  const grid: number[] = [];
  for (let gy = 0; gy < size; gy += 1) {
    for (let gx = 0; gx < size; gx += 1) {
      const x = Math.min(image.width - 1, Math.max(0, Math.round(box.x + (gx / (size - 1)) * box.width)));
      const y = Math.min(image.height - 1, Math.max(0, Math.round(box.y + (gy / (size - 1)) * box.height)));
      grid.push(luma(image, x, y));
    }
  }
  const brightness = grid.reduce((a, b) => a + b, 0) / grid.length;
  // Sharpness is measured at a common exposure, so a dark photo is not also called blurry.
  const gain = 128 / Math.max(brightness, 1);
  for (let i = 0; i < grid.length; i += 1) grid[i] *= gain;
  const laplacian: number[] = [];
  for (let y = 1; y < size - 1; y += 1) {
    for (let x = 1; x < size - 1; x += 1) {
      const c = grid[y * size + x];
      laplacian.push(grid[(y - 1) * size + x] + grid[(y + 1) * size + x] + grid[y * size + x - 1] + grid[y * size + x + 1] - 4 * c);
    }
  }
  const lapMean = laplacian.reduce((a, b) => a + b, 0) / laplacian.length;
  const sharpness = laplacian.reduce((sum, v) => sum + (v - lapMean) ** 2, 0) / laplacian.length;
  return { brightness, sharpness };
}

/** How far the face is turned: the nose tip's offset from the eyes' midpoint, relative to the eyes' distance. */
function turnOf(landmarks: Point[]): number {
  const leftEye = mean(landmarks.slice(36, 42));
  const rightEye = mean(landmarks.slice(42, 48));
  const eyeDistance = Math.hypot(rightEye.x - leftEye.x, rightEye.y - leftEye.y);
  const noseTip = landmarks[30];
  return Math.abs(noseTip.x - (leftEye.x + rightEye.x) / 2) / eyeDistance;
}

const ADVICE: Record<string, VisitorText> = {
  small: visitorText('personalization.photo.advice.small'),
  offCentre: visitorText('personalization.photo.advice.offCentre'),
  dim: visitorText('personalization.photo.advice.dim'),
  blurry: visitorText('personalization.photo.advice.blurry'),
  turned: visitorText('personalization.photo.advice.turned'),
};

/** A second face counts when it is clearly a face and not a small one far behind the child. */
const COUNTED_FACE = { minScore: 0.5, minWidthOfLargest: 0.35 };

/** The faces that count, largest first: the largest always, others when clear and near in size. */
export function countedFaces(faces: DetectedFace[]): DetectedFace[] {
  const [largest, ...others] = faces;
  if (!largest) return [];
  return [
    largest,
    ...others.filter((f) => f.score >= COUNTED_FACE.minScore && f.box.width >= largest.box.width * COUNTED_FACE.minWidthOfLargest),
  ];
}

/**
 * One clear face is 'ok'; a usable but weak photo is a 'warning' that says what to improve; no face
 * or several faces is an 'error' that says why. `detected` is what the detector found, largest first.
 */
export function assessPhoto(image: RawImage, detected: DetectedFace[]): PhotoAssessment {
  const faces = countedFaces(detected);
  if (faces.length === 0) {
    return {
      status: 'error',
      message: visitorText('personalization.photo.noFace'),
      face: null,
    };
  }
  if (faces.length > 1) {
    return {
      status: 'error',
      message: visitorText('personalization.photo.severalFaces', { count: faces.length }),
      face: null,
      faces,
    };
  }
  const [face] = faces;
  const faceShare = face.box.width / Math.min(image.width, image.height);
  const centre = { x: face.box.x + face.box.width / 2, y: face.box.y + face.box.height / 2 };
  const centreOffset = Math.max(Math.abs(centre.x / image.width - 0.5), Math.abs(centre.y / image.height - 0.5));
  const { brightness, sharpness } = faceLight(image, face.box);
  const turn = turnOf(face.landmarks);
  const measures = { faceShare, centreOffset, brightness, sharpness, turn };

  const problems = [
    faceShare < QUALITY.minFaceShare && ADVICE.small,
    centreOffset > QUALITY.maxCentreOffset && ADVICE.offCentre,
    brightness < QUALITY.minBrightness && ADVICE.dim,
    sharpness < QUALITY.minSharpness && ADVICE.blurry,
    turn > QUALITY.maxTurn && ADVICE.turned,
  ].filter((problem): problem is VisitorText => Boolean(problem));

  if (problems.length === 0) {
    const message = visitorText('personalization.photo.good');
    return { status: 'ok', message, face, measures };
  }
  const message = visitorText('personalization.photo.usableBut', { problems: joinTexts(problems, '; ') });
  return { status: 'warning', message, face, measures };
}
