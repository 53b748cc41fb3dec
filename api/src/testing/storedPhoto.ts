import type { ChildPhoto } from '../modules/imaging/generators/pageGenerator.js';
import { detectFaces, faceAtScale } from '../modules/imaging/photos/faceDetector.js';
import { normalisePhoto } from '../modules/imaging/photos/readPhoto.js';
import { singleFacePhoto } from './photoFixtures.js';

/** A photo as the upload keeps it for the generators: the stored JPEG and its face in that JPEG's pixels. */
export async function storedPhoto(bytes?: Buffer): Promise<ChildPhoto> {
  const photo = await normalisePhoto(bytes ?? (await singleFacePhoto()));
  const [face] = await detectFaces(photo.analysis);
  return { image: photo.jpeg, face: faceAtScale(face, photo.width / photo.analysis.width) };
}
