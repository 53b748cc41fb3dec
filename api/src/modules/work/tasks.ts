/**
 * The CPU-heavy work of the shop, run in the worker threads of the work pool (workPool.ts) so the
 * server's event loop keeps answering while photos are checked, pages drawn and books printed.
 * Every task takes and answers plain data (structured clone): no functions, no class instances.
 */
import { setPriority } from 'node:os';
import sharp from 'sharp';
import { DomainError, type DomainErrorKind, type VisitorText } from '../../platform/errors/domainError.js';
import { buildPrintFiles, type BookContent, type PrintSettings } from '../printing/index.js';
import {
  comfyuiGenerator,
  embeddedGenerator,
  type DrawnOption,
  type PageRequest,
  assessPhoto,
  detectFaces,
  faceAtScale,
  normalisePhoto,
  lookFromPhoto,
  greyingHair,
  faceFrame,
  estimateSkinTone,
  chosenFace,
  faceBoxes,
  portraitAround,
} from '../imaging/index.js';
import type { PhotoAnalysis } from '../personalization/index.js';
import { MAX_FACES_TO_CHOOSE, type FaceBox } from 'contracts/schemas';
import { visitorText } from '../../platform/i18n/visitorText.js';

// One thread per image operation (a setting of the whole process, where the work is all in the pool):
// a task takes about one core, and the pool's size says how many run at once.
sharp.concurrency(1);
// On Linux a thread has its own niceness: this one yields to the thread that answers visitors.
setPriority(0, 10);

/** A refusal meant for the visitor: errors lose their class between threads, so it travels as data. */
export interface Refusal {
  refused: { kind: DomainErrorKind; text: VisitorText };
}

async function refusable<T>(work: () => Promise<T>): Promise<T | Refusal> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) return { refused: { kind: error.kind, text: error.text } };
    throw error;
  }
}

/** A photo to check, and when it has several faces, which is the child's (a box the check listed). */
export interface PhotoTask {
  bytes: Uint8Array;
  face?: FaceBox;
  /** A grown-up's photo: their hair may be read as grey or white. */
  grownUp?: boolean;
}

/**
 * Reads an uploaded photo, finds the one clear face, and reads the skin tone and the rest of the
 * child's look off it. With a chosen face, only the portrait around it is checked and kept.
 */
export function analysePhoto({ bytes, face: chosen, grownUp }: PhotoTask): Promise<PhotoAnalysis | Refusal> {
  return refusable(async () => {
    let photo = await normalisePhoto(Buffer.from(bytes));
    let detected = await detectFaces(photo.analysis);
    if (chosen) {
      const picked = chosenFace(photo.analysis, detected, chosen);
      if (!picked) return refused(visitorText('personalization.photo.noChosenFace'));
      const [box] = faceBoxes(photo.analysis, [picked]);
      const portrait = await portraitAround(photo.jpeg, photo, box);
      photo = await normalisePhoto(portrait.jpeg);
      const inPortrait = chosenFace(photo.analysis, await detectFaces(photo.analysis), portrait.face);
      if (!inPortrait) return refused(visitorText('personalization.photo.noChosenFace'));
      detected = [inPortrait];
    }
    const assessment = assessPhoto(photo.analysis, detected);
    if (assessment.status === 'error' || !assessment.face)
      return { ...refused(assessment.message), faces: faceBoxes(photo.analysis, assessment.faces ?? []).slice(0, MAX_FACES_TO_CHOOSE) };
    const skinTone = estimateSkinTone(photo.analysis, assessment.face);
    return {
      status: assessment.status,
      message: assessment.message,
      photo: {
        jpeg: photo.jpeg,
        width: photo.width,
        height: photo.height,
        face: faceAtScale(assessment.face, photo.width / photo.analysis.width),
      },
      skinTone,
      look: lookFromPhoto(photo.analysis, assessment.face, skinTone),
      ...(grownUp ? { greyingHair: greyingHair(photo.analysis, faceFrame(assessment.face)) } : {}),
    };
  });
}

/** The answer for a photo that cannot be used, with why. */
const refused = (message: VisitorText): PhotoAnalysis => ({ status: 'error', message, photo: null, skinTone: null, look: {} });

/** Draws a page's options with the embedded generator, at the given width. */
export function drawPage({ request, width }: { request: PageRequest; width: number }): Promise<DrawnOption[]> {
  return embeddedGenerator(width).generate(request);
}

/** Builds the book's print files, its pages drawn by ComfyUI when one is configured, else here. */
export function printBook({
  content,
  print,
  width,
  comfyuiUrl,
}: {
  content: BookContent;
  print: PrintSettings;
  width: number;
  comfyuiUrl: string | null;
}) {
  return buildPrintFiles(content, comfyuiUrl ? comfyuiGenerator(comfyuiUrl) : embeddedGenerator(width), print);
}
