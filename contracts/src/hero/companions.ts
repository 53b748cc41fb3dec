/**
 * The people and pets beside the hero: who they may be, the look each is drawn from before the parent
 * changes it, and what makes one impossible to draw or print. Read by the browser, the server and the
 * drawing alike; the values are in companionChoices.ts.
 */
import type { Language } from '../i18n/languages.js';
import { heroLookProblem } from './heroLook.js';
import { childFirstNameProblem, keptChildFirstName, type ChildFirstNameProblem } from '../helpers/childFirstName.js';
import type { Companion, CompanionLook, PersonCompanion, PetCompanion } from '../schemas/companion.js';
import {
  CLOTHING_FOR,
  CLOTHING_COLOURS,
  COMPANION_HAIR_COLOURS,
  GROWN_UP_HAIR,
  MAX_COMPANIONS,
  PET_COATS,
  RELATION_AGES,
  RELATION_GENDER,
  type AgeGroup,
  type CompanionGender,
  type PetAnimal,
  type Relation,
} from './companionChoices.js';

export type { Companion, CompanionLook, PersonCompanion, PetCompanion };
export * from './companionChoices.js';

/** What a family calls each relation, in each language: the name a companion starts with. */
export const FAMILY_WORDS: Record<Language, Partial<Record<Relation, string>>> = {
  en: { mother: 'Mumma', father: 'Papa', nani: 'Nani', nana: 'Nana', dadi: 'Dadi', dada: 'Dada', grandma: 'Grandma', grandpa: 'Grandpa' },
  hi: { mother: 'मम्मी', father: 'पापा', nani: 'नानी', nana: 'नाना', dadi: 'दादी', dada: 'दादा', grandma: 'ग्रैंडमा', grandpa: 'ग्रैंडपा' },
};

/** A person's gender: the relation's own, else the one said. */
export const companionGender = (person: Pick<PersonCompanion, 'relation' | 'gender'>): CompanionGender | undefined =>
  RELATION_GENDER[person.relation] ?? person.gender;

/** Whether an age group is a grown-up's: a beard, grey hair and respect in the words are theirs. */
export const isGrownUp = (age: AgeGroup) => age === 'adult' || age === 'elder';

/** The look a person is drawn with before the parent changes it: the hero's default, with grey hair for an elder. */
export function defaultCompanionLook(gender: CompanionGender, age: AgeGroup): CompanionLook {
  const woman = gender === 'female';
  const clothes = CLOTHING_FOR[age];
  return {
    skinTone: 'Medium',
    hairColour: age === 'elder' ? 'grey' : 'black',
    hairLength: woman ? 'long' : 'short',
    hairTexture: 'straight',
    hairStyle: woman && isGrownUp(age) ? 'bun' : 'loose',
    glasses: age === 'elder' ? 'round' : 'none',
    bindi: woman && isGrownUp(age),
    facialHair: 'none',
    clothing: woman ? clothes[0] : (clothes[1] ?? clothes[0]),
    clothingColour: woman ? 'marigold' : 'cream',
  };
}

/** A new person of a relation, named as the family says it in `language` (a sibling, cousin or friend starts unnamed). */
export function newPerson(relation: Relation, language: Language, gender: CompanionGender = 'female'): PersonCompanion {
  const said = RELATION_GENDER[relation];
  const ageGroup = RELATION_AGES[relation][0];
  return {
    kind: 'person',
    relation,
    ...(said ? {} : { gender }),
    ageGroup,
    name: FAMILY_WORDS[language][relation] ?? '',
    look: defaultCompanionLook(said ?? gender, ageGroup),
  };
}

/** A new pet of an animal, in its first coat, still to be named. */
export const newPet = (animal: PetAnimal): PetCompanion => ({ kind: 'pet', animal, coat: PET_COATS[animal][0].name, name: '' });

export type CompanionProblem =
  | ChildFirstNameProblem
  | 'genderNeeded'
  | 'ageNotForRelation'
  | 'beardGrownMenOnly'
  | 'greyHairGrownUpsOnly'
  | 'clothingNotForAge'
  | 'tooShortToTie';

/** What makes a person impossible to draw as asked: each rule the picker also keeps (it never offers these). */
function personProblem(person: PersonCompanion): CompanionProblem | null {
  const gender = companionGender(person);
  const { look, ageGroup } = person;
  if (!gender) return 'genderNeeded';
  if (!RELATION_AGES[person.relation].includes(ageGroup)) return 'ageNotForRelation';
  if (look.facialHair !== 'none' && !(gender === 'male' && isGrownUp(ageGroup))) return 'beardGrownMenOnly';
  if (GROWN_UP_HAIR.includes(look.hairColour) && !isGrownUp(ageGroup)) return 'greyHairGrownUpsOnly';
  if (!CLOTHING_FOR[ageGroup].includes(look.clothing)) return 'clothingNotForAge';
  if (heroLookProblem(look)) return 'tooShortToTie';
  return null;
}

/** Why a companion cannot be in the book, or null: its name by the child's name rule, a person's look by the rules above. */
export function companionProblem(companion: Companion): CompanionProblem | null {
  const named = childFirstNameProblem(companion.name);
  if (named) return named;
  return companion.kind === 'person' ? personProblem(companion) : null;
}

export type CompanionsProblem = { problem: 'tooMany' } | { problem: CompanionProblem; index: number };

/** The first reason a list of companions cannot be in the book, or null. */
export function companionsProblem(companions: readonly Companion[]): CompanionsProblem | null {
  if (companions.length > MAX_COMPANIONS) return { problem: 'tooMany' };
  for (const [index, companion] of companions.entries()) {
    const problem = companionProblem(companion);
    if (problem) return { problem, index };
  }
  return null;
}

/** The companions' names as a sentence says them: 'Nani and Bruno', 'नानी और ब्रूनो'. */
export function companyNames(companions: readonly Pick<Companion, 'name'>[], language: Language): string {
  const names = companions.map((companion) => companion.name);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')}${language === 'hi' ? ' और ' : ' and '}${names.at(-1)}` : (names[0] ?? '');
}

/** A value with its objects' keys in order, so the same companions are always written alike. */
const inKeyOrder = <T>(value: T): T =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, inner]) => [key, inKeyOrder(inner)]),
      ) as T)
    : value;

/** The companions as the book keeps them: names trimmed and composed, each written alike however it was sent. */
export const keptCompanions = (companions: readonly Companion[]): Companion[] =>
  companions.map((companion) => inKeyOrder({ ...companion, name: keptChildFirstName(companion.name) }));

const entryOf = <T extends { name: string }>(list: readonly T[], name: string): T => list.find((entry) => entry.name === name) ?? list[0];

/** The colours a person's hair and clothes are painted in. */
export function companionColours(look: Pick<CompanionLook, 'hairColour' | 'clothingColour'>): {
  hair: string;
  cloth: string;
  fold: string;
} {
  const cloth = entryOf(CLOTHING_COLOURS, look.clothingColour);
  return { hair: entryOf(COMPANION_HAIR_COLOURS, look.hairColour).hex, cloth: cloth.hex, fold: cloth.fold };
}

/** A pet's coat as painted. */
export const petColours = (pet: Pick<PetCompanion, 'animal' | 'coat'>): { coat: string; mark: string } => {
  const coat = entryOf<{ name: string; hex: string; mark: string }>(PET_COATS[pet.animal], pet.coat);
  return { coat: coat.hex, mark: coat.mark };
};
