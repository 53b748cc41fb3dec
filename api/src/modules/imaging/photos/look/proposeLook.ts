import { defaultHeroLook, type HeroLook } from 'contracts/hero';
import type { Gender } from 'contracts/schemas';
import type { DetectedFace } from '../faceDetector.js';
import type { RawImage } from '../readPhoto.js';
import type { SkinToneName } from '../skinTone.js';
import { hasBindi } from './bindi.js';
import { eyebrowsOf } from './eyebrows.js';
import { eyeColourOf, irisColour } from './eyeColour.js';
import { faceShapeOf } from './faceShape.js';
import { glassesOf } from './glasses.js';
import { hairSample } from './hairColour.js';
import { hairLengthOf, hairReach } from './hairLength.js';
import { faceFrame } from './photoRegions.js';

/** What the photo tells of the child's look; what it cannot tell is left out. */
export type LookFromPhoto = Partial<HeroLook>;

/**
 * Reads the look off the photo: the skin tone (estimated before), the hair's colour and how far it
 * falls, the face's shape from the jaw, the brows, the eyes' colour, glasses and a bindi. The hair's
 * texture and the way it is worn are not read: the parent says.
 */
export function lookFromPhoto(image: RawImage, face: DetectedFace, skinTone: SkinToneName): LookFromPhoto {
  if (face.landmarks.length !== 68) return { skinTone };
  const frame = faceFrame(face);
  const hair = hairSample(image, frame);
  const reach = hair ? hairReach(image, frame, hair.lab) : null;
  const iris = irisColour(image, frame);
  return {
    skinTone,
    ...(hair ? { hairColour: hair.name } : {}),
    ...(reach !== null ? { hairLength: hairLengthOf(reach) } : {}),
    faceShape: faceShapeOf(frame),
    eyebrows: eyebrowsOf(image, frame),
    ...(iris ? { eyeColour: eyeColourOf(iris) } : {}),
    glasses: glassesOf(image, frame),
    bindi: hasBindi(image, frame),
  };
}

/**
 * The hero proposed to the parent: what the photo tells over the look of the chosen gender and age.
 * A girl whose hair does not show beside her face most likely wears it tied back: she is proposed
 * with her hair in a ponytail rather than cut short.
 */
export function proposeLook(fromPhoto: LookFromPhoto, gender: Gender, age: number): HeroLook {
  const look = { ...defaultHeroLook(gender, age), ...fromPhoto };
  if (gender === 'Girl' && fromPhoto.hairLength === 'short') return { ...look, hairLength: 'shoulder', hairStyle: 'ponytail' };
  return look;
}
