import { Fragment } from 'react';
import {
  EYE_COLOURS,
  HAIR_COLOURS,
  HERO_CHOICES,
  HERO_DETAILS,
  PATKA_COLOURS,
  stylesFor,
  useMessages,
  type HeroChoice,
  type HeroLook,
  type PatkaColour,
  type SkinTone,
} from 'shared-contracts';
import { Checkbox } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { CHOICE_ORDER, patkaColourOf, patkaWord, valueWord } from './heroWords';

const colourOf = (list: readonly { name: string; hex: string }[], name: string) => list.find((entry) => entry.name === name)?.hex;

/**
 * A group of choices for every attribute of the hero, and the little details as ticks. The skin tones
 * are those the server offers, the one it estimated marked as its suggestion; hair that is cropped
 * cannot be tied, so those ways of wearing it are offered disabled; a patka's colour is asked once
 * the hair is worn under one.
 */
export function HeroChoices({
  look,
  tones,
  onChoose,
}: {
  look: HeroLook;
  tones: readonly SkinTone[];
  onChoose: <K extends keyof HeroLook>(key: K, value: HeroLook[K]) => void;
}) {
  const t = useMessages(creationMessages);
  const choicesOf = (key: HeroChoice): Choice[] => {
    if (key === 'skinTone')
      return tones.map((tone) => ({
        value: tone.skinTone,
        label: valueWord(t, tone.skinTone),
        colour: tone.hexColor,
        note: tone.chosen ? t('uploadPhoto.skinTone.suggested') : undefined,
      }));
    const allowed = key === 'hairStyle' ? stylesFor(look.hairLength) : null;
    return HERO_CHOICES[key].map((value) => ({
      value,
      label: valueWord(t, value),
      colour: key === 'hairColour' ? colourOf(HAIR_COLOURS, value) : key === 'eyeColour' ? colourOf(EYE_COLOURS, value) : undefined,
      disabled: allowed ? !allowed.includes(value as HeroLook['hairStyle']) : false,
    }));
  };
  return (
    <div>
      {CHOICE_ORDER.map((key) => (
        <Fragment key={key}>
          <ChoiceGroup
            name={`hero-${key}`}
            legend={key === 'skinTone' ? t('uploadPhoto.skinTone.legend') : t(`hero.${key}`)}
            choices={choicesOf(key)}
            value={look[key]}
            onChange={(value) => onChoose(key, value as HeroLook[typeof key])}
            hint={key === 'hairStyle' && look.hairLength === 'cropped' ? t('hero.styleNeedsLength') : undefined}
          />
          {key === 'hairStyle' && look.hairStyle === 'patka' && (
            <ChoiceGroup
              name="hero-patkaColour"
              legend={t('hero.patkaColour')}
              choices={PATKA_COLOURS.map((colour) => ({ value: colour.name, label: patkaWord(t, colour.name), colour: colour.hex }))}
              value={patkaColourOf(look)}
              onChange={(value) => onChoose('patkaColour', value as PatkaColour)}
            />
          )}
        </Fragment>
      ))}
      <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 700 }}>{t('hero.details')}</legend>
        {HERO_DETAILS.map((detail) => (
          <Checkbox key={detail} checked={look[detail]} onChange={(checked) => onChoose(detail, checked)}>
            {valueWord(t, detail)}
          </Checkbox>
        ))}
      </fieldset>
    </div>
  );
}
