import type { FaceBox, PhotoCheckStatus } from 'contracts/schemas';
import type { VisitorText } from '../../../platform/errors/domainError.js';
import type { ChildPhoto, PageGenerator, LookFromPhoto, SkinToneName, GreyingHair } from '../../imaging/index.js';

export interface PhotoAnalysis {
  status: PhotoCheckStatus;
  message: VisitorText;
  /** The photo to keep (upright, metadata removed) with its face in its own pixels; none when it cannot be used. */
  photo: { jpeg: Uint8Array; width: number; height: number; face: ChildPhoto['face'] } | null;
  skinTone: SkinToneName | null;
  /** What the photo tells of the child's look (skin, hair, face, eyes, glasses); empty when it cannot be used. */
  look: LookFromPhoto;
  /** A photo with several faces: where they are, for the parent to choose the child's. */
  faces?: FaceBox[];
  /** A grown-up's photo only: their hair when it is grey or white (which `look` has no name for), else null. */
  greyingHair?: GreyingHair | null;
}

/** What the photo routes ask of the threads that do heavy work (the work module's pool answers it). */
export interface PhotoWork {
  /** Checks an uploaded photo (a grown-up's, when said); refusals come back as the visitor's DomainError. */
  analysePhoto(bytes: Buffer, face?: FaceBox, options?: { grownUp?: boolean }): Promise<PhotoAnalysis>;
  /** The embedded generator, drawing in the pool, at a width. */
  generator(width?: number): PageGenerator;
}
