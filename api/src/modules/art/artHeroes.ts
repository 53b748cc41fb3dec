import { defaultHeroLook, type HeroLook } from 'contracts/hero';
import type { Gender } from 'contracts/schemas';

/** A child the art is drawn for in review: a name in each language, a gender and a look. */
export interface ArtHero {
  firstName: string;
  firstNameHi: string;
  gender: Gender;
  look: HeroLook;
}

/**
 * Six children unlike each other in every attribute (light, medium and dark skin; glasses round and
 * square; coily, curly, wavy and straight hair; plaits, a ponytail, a bun, a patka; every face shape),
 * so a change to the art shows on all of them.
 */
export const ART_HEROES: ArtHero[] = [
  {
    firstName: 'Anaya',
    firstNameHi: 'अनाया',
    gender: 'Girl',
    look: { ...defaultHeroLook('Girl', 6), skinTone: 'Light', hairStyle: 'plaits', dimples: true, bindi: true },
  },
  {
    firstName: 'Arjun',
    firstNameHi: 'अर्जुन',
    gender: 'Boy',
    look: { ...defaultHeroLook('Boy', 7), skinTone: 'Brown', glasses: 'round', faceShape: 'round', eyebrows: 'thick' },
  },
  {
    firstName: 'Meera',
    firstNameHi: 'मीरा',
    gender: 'Girl',
    look: {
      ...defaultHeroLook('Girl', 5),
      skinTone: 'Deep',
      hairLength: 'shoulder',
      hairTexture: 'coily',
      hairColour: 'dark-brown',
      faceShape: 'round',
    },
  },
  {
    firstName: 'Gurpreet',
    firstNameHi: 'गुरप्रीत',
    gender: 'Boy',
    look: {
      ...defaultHeroLook('Boy', 8),
      skinTone: 'Medium',
      hairStyle: 'patka',
      hairLength: 'long',
      eyebrows: 'thick',
      faceShape: 'long',
    },
  },
  {
    firstName: 'Kabir',
    firstNameHi: 'कबीर',
    gender: 'Boy',
    look: {
      ...defaultHeroLook('Boy', 6),
      skinTone: 'Fair',
      hairColour: 'light-brown',
      hairTexture: 'wavy',
      eyeColour: 'hazel',
      glasses: 'square',
      freckles: true,
      eyebrows: 'fine',
    },
  },
  {
    firstName: 'Zoya',
    firstNameHi: 'ज़ोया',
    gender: 'Girl',
    look: {
      ...defaultHeroLook('Girl', 7),
      skinTone: 'Tan',
      hairColour: 'brown',
      hairTexture: 'curly',
      hairStyle: 'ponytail',
      eyeColour: 'brown',
    },
  },
];
