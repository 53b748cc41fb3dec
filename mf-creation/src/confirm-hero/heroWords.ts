import { HERO_CHOICES, HERO_DETAILS, PATKA_COLOURS, type HeroChoice, type HeroLook, type PatkaColour } from 'shared-contracts';
import type { CreationMessage } from '../messages/creationMessages';

type Translate = (key: CreationMessage, values?: Record<string, string>) => string;

/** The words for an attribute's value ('Curly', 'घुँघराले'), from the creation catalog. */
export const valueWord = (t: Translate, value: string) => t(`hero.value.${value}` as CreationMessage);

/** A patka's colour in words ('Saffron', 'केसरिया'): a patka's own words, as Hindi's colours agree with what they colour. */
export const patkaWord = (t: Translate, colour: string) => t(`hero.patka.${colour}` as CreationMessage);

/** The patka's colour of a look: blue when it has none. */
export const patkaColourOf = (look: HeroLook): PatkaColour => look.patkaColour ?? PATKA_COLOURS[0].name;

/** The attributes a parent chooses one value of, in the order they meet them. */
export const CHOICE_ORDER = Object.keys(HERO_CHOICES) as HeroChoice[];

/**
 * The look in words, attribute by attribute ('Skin tone: Medium; Hair colour: Black; ...'), for the
 * drawings' text alternative and for a screen reader to hear what changed.
 */
export function describeLook(t: Translate, look: HeroLook): string {
  const chosen = CHOICE_ORDER.flatMap((key) => [
    `${t(`hero.${key}`)}: ${valueWord(t, look[key])}`,
    ...(key === 'hairStyle' && look.hairStyle === 'patka' ? [`${t('hero.patkaColour')}: ${patkaWord(t, patkaColourOf(look))}`] : []),
  ]);
  const details = HERO_DETAILS.filter((detail) => look[detail]).map((detail) => valueWord(t, detail));
  return [...chosen, ...(details.length ? [`${t('hero.details')}: ${details.join(', ')}`] : [])].join('; ');
}
