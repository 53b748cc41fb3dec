import {
  CLOTHING_FOR,
  companionGender,
  defaultCompanionLook,
  GROWN_UP_HAIR,
  isGrownUp,
  RELATION_AGES,
  type AgeGroup,
  type CompanionGender,
  type CompanionLook,
  type PersonCompanion,
} from 'contracts/companions';
import { heroLookProblem } from 'contracts/hero';

/**
 * A person kept drawable after any change, as the picker offers only what can be drawn: a beard only
 * on a grown man, grey or white hair only on a grown-up, clothes of their age, tied hair long enough.
 */
export function drawable(person: PersonCompanion): PersonCompanion {
  const gender = companionGender(person) ?? 'female';
  const ages = RELATION_AGES[person.relation];
  const ageGroup = ages.includes(person.ageGroup) ? person.ageGroup : ages[0];
  const look = { ...person.look };
  if (!(gender === 'male' && isGrownUp(ageGroup))) look.facialHair = 'none';
  if (!isGrownUp(ageGroup) && GROWN_UP_HAIR.includes(look.hairColour)) look.hairColour = 'black';
  if (!CLOTHING_FOR[ageGroup].includes(look.clothing)) look.clothing = defaultCompanionLook(gender, ageGroup).clothing;
  if (heroLookProblem(look)) look.hairStyle = 'loose';
  return { ...person, ageGroup, look };
}

/** A person with one attribute of their look changed, kept drawable. */
export const withLook = <K extends keyof CompanionLook>(person: PersonCompanion, key: K, value: CompanionLook[K]): PersonCompanion =>
  drawable({ ...person, look: { ...person.look, [key]: value } });

/** A person of another age: drawn as that age usually is (a baby in a romper, an elder's grey hair), their skin and name kept. */
export function withAge(person: PersonCompanion, ageGroup: AgeGroup): PersonCompanion {
  const usual = defaultCompanionLook(companionGender(person) ?? 'female', ageGroup);
  return drawable({ ...person, ageGroup, look: { ...usual, skinTone: person.look.skinTone } });
}

/** A brother rather than a sister (or the other way): drawn as one usually is, their skin, age and name kept. */
export function withGender(person: PersonCompanion, gender: CompanionGender): PersonCompanion {
  return drawable({ ...person, gender, look: { ...defaultCompanionLook(gender, person.ageGroup), skinTone: person.look.skinTone } });
}

/** A person with what their photo told of their look (skin, hair colour, glasses, bindi), kept drawable. */
export const withPhotoLook = (person: PersonCompanion, fromPhoto: Partial<CompanionLook>): PersonCompanion =>
  drawable({ ...person, look: { ...person.look, ...fromPhoto } });
