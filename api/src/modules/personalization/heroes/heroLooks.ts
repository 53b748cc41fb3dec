import { defaultHeroLook, heroLookProblem, type HeroLook } from 'contracts/hero';
import type { BookPreviewRequest, Gender } from 'contracts/schemas';
import { readJsonColumn } from '../../../platform/db/jsonColumns.js';
import { PERSONALIZATION_JSON_COLUMNS } from '../tables.js';
import { badRequest } from '../../../platform/errors/domainError.js';
import { visitorText } from '../../../platform/i18n/visitorText.js';
import { SKIN_TONE_PALETTE, type SkinToneName } from '../../imaging/index.js';

export const readHeroLook = (json: string): HeroLook => readJsonColumn(PERSONALIZATION_JSON_COLUMNS.heroLook, json);

/** The child a look is drawn for, when no look was kept: their gender, age and skin tone. */
interface Child {
  gender: Gender;
  age: number;
  skinTone: string;
}

const isSkinTone = (tone: string): tone is SkinToneName => SKIN_TONE_PALETTE.some((t) => t.skinTone === tone);

/** A look kept as JSON, or, for a photo or preview kept before heroes were, the child's default in their skin tone. */
export function storedLook(json: string | null, child: Child): HeroLook {
  if (json) return readHeroLook(json);
  return { ...defaultHeroLook(child.gender, child.age), skinTone: isSkinTone(child.skinTone) ? child.skinTone : 'Medium' };
}

export const sameLook = (a: HeroLook, b: HeroLook) => (Object.keys(a) as (keyof HeroLook)[]).every((key) => a[key] === b[key]);

/**
 * The hero a preview is to be drawn with: the one sent, else the one already confirmed, else the one
 * proposed from the photo; the preview call's `skinTone`, when sent, is its skin. A skin tone the
 * pictures are not drawn in, a hero whose skin differs from the `skinTone` sent with it, and hair too
 * short for how it is worn are refused.
 */
export function heroToDraw(body: Pick<BookPreviewRequest, 'hero' | 'skinTone'>, confirmed: HeroLook | null, proposed: HeroLook): HeroLook {
  if (body.skinTone !== undefined && !isSkinTone(body.skinTone)) throw badRequest(visitorText('personalization.unknownSkinTone'));
  if (body.hero && body.skinTone !== undefined && body.hero.skinTone !== body.skinTone) {
    throw badRequest(visitorText('personalization.hero.skinToneDiffers'));
  }
  const look = body.hero ?? { ...(confirmed ?? proposed), ...(body.skinTone !== undefined ? { skinTone: body.skinTone } : {}) };
  if (heroLookProblem(look)) throw badRequest(visitorText('personalization.hero.tooShortToTie'));
  return look;
}
