/**
 * Six families the art is checked and shown with: each a hero and up to two companions, between them
 * every skin tone, a Nani in a saree with white hair and glasses, a Dada with a beard and a patka, a
 * baby sister, a big brother, parents, and each of the pets.
 */
import { defaultHeroLook, type HeroLook } from 'contracts/hero';
import { newPerson, type Companion, type CompanionLook, type PersonCompanion, type Relation } from 'contracts/companions';

export interface SampleFamily {
  /** The hero's name in each language, and whether a girl or a boy (the words agree with it). */
  child: { en: string; hi: string; gender: 'Girl' | 'Boy' };
  hero: HeroLook;
  companions: Companion[];
}

const person = (
  relation: Relation,
  name: string,
  changes: Partial<CompanionLook>,
  more: Partial<PersonCompanion> = {},
): PersonCompanion => {
  const made = { ...newPerson(relation, 'en', more.gender ?? 'female'), ...more, name };
  return { ...made, look: { ...made.look, ...changes } };
};

export const SAMPLE_FAMILIES: Record<string, SampleFamily> = {
  'nani-and-bruno': {
    child: { en: 'Anaya', hi: 'अनाया', gender: 'Girl' },
    hero: { ...defaultHeroLook('Girl', 5), skinTone: 'Light' },
    companions: [
      person('nani', 'Nani', { skinTone: 'Light', hairColour: 'white', glasses: 'round', clothing: 'saree', clothingColour: 'marigold' }),
      { kind: 'pet', animal: 'dog', coat: 'golden', name: 'Bruno' },
    ],
  },
  'dada-and-mau': {
    child: { en: 'Jaspreet', hi: 'जसप्रीत', gender: 'Boy' },
    hero: { ...defaultHeroLook('Boy', 6), skinTone: 'Tan', hairStyle: 'patka', patkaColour: 'navy' },
    companions: [
      person('dada', 'Dada', {
        skinTone: 'Tan',
        hairColour: 'white',
        facialHair: 'beard',
        hairStyle: 'patka',
        patkaColour: 'saffron',
        clothing: 'kurta',
        clothingColour: 'white',
      }),
      { kind: 'pet', animal: 'cat', coat: 'ginger', name: 'Mau' },
    ],
  },
  'baby-pari': {
    child: { en: 'Zara', hi: 'ज़ारा', gender: 'Girl' },
    hero: { ...defaultHeroLook('Girl', 4), skinTone: 'Brown', hairTexture: 'curly' },
    companions: [
      person(
        'sibling',
        'Pari',
        { skinTone: 'Brown', hairLength: 'cropped', hairTexture: 'curly', clothing: 'romper', clothingColour: 'pink' },
        { ageGroup: 'baby', gender: 'female' },
      ),
      person('mother', 'Mumma', {
        skinTone: 'Brown',
        hairTexture: 'curly',
        hairStyle: 'plaits',
        clothing: 'salwar-kameez',
        clothingColour: 'purple',
      }),
    ],
  },
  'bhaiya-and-mithu': {
    child: { en: 'Dev', hi: 'देव', gender: 'Boy' },
    hero: { ...defaultHeroLook('Boy', 5), skinTone: 'Deep', hairTexture: 'coily', hairLength: 'cropped' },
    companions: [
      person(
        'sibling',
        'Kabir',
        { skinTone: 'Deep', hairTexture: 'coily', hairLength: 'short', clothing: 't-shirt', clothingColour: 'green' },
        { ageGroup: 'child', gender: 'male' },
      ),
      { kind: 'pet', animal: 'parrot', coat: 'green', name: 'Mithu' },
    ],
  },
  'papa-and-chiku': {
    child: { en: 'Ira', hi: 'इरा', gender: 'Girl' },
    hero: { ...defaultHeroLook('Girl', 7), skinTone: 'Fair', hairColour: 'light-brown', glasses: 'square' },
    companions: [
      person(
        'father',
        'Papa',
        { skinTone: 'Fair', hairColour: 'brown', facialHair: 'moustache', glasses: 'square', clothing: 'shirt', clothingColour: 'blue' },
        { gender: 'male' },
      ),
      { kind: 'pet', animal: 'rabbit', coat: 'white', name: 'Chiku' },
    ],
  },
  'grandma-and-tiger': {
    child: { en: 'Rohan', hi: 'रोहन', gender: 'Boy' },
    hero: { ...defaultHeroLook('Boy', 8), skinTone: 'Medium', hairTexture: 'wavy' },
    companions: [
      person('grandma', 'Grandma', {
        skinTone: 'Medium',
        hairColour: 'grey',
        hairLength: 'short',
        hairStyle: 'loose',
        bindi: false,
        clothing: 'dress',
        clothingColour: 'green',
      }),
      { kind: 'pet', animal: 'dog', coat: 'spotted', name: 'Tiger' },
    ],
  },
};
