import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  CLOTHING_COLOURS,
  CLOTHING_FOR,
  COMPANION_GENDERS,
  COMPANION_HAIR_COLOURS,
  companionGender,
  companionProblem,
  FACIAL_HAIR,
  GROWN_UP_HAIR,
  isGrownUp,
  PET_COATS,
  RELATION_AGES,
  RELATION_GENDER,
  type Companion,
  type CompanionLook,
  type PersonCompanion,
} from 'contracts/companions';
import { HERO_CHOICES, LIMITS, PATKA_COLOURS, SKIN_TONES, stylesFor, useMessages, type PatkaColour } from 'shared-contracts';
import { Button, Checkbox, Field, Input } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';
import { ChoiceGroup } from '../confirm-hero/ChoiceGroup';
import { patkaWord, valueWord } from '../confirm-hero/heroWords';
import { svgUrl, type Portrait } from '../confirm-hero/portraitDrawing';
import { withAge, withGender, withLook, withPhotoLook } from './companionEdits';
import { CompanionPhoto } from './CompanionPhoto';
import { choiceWord, kindWord, nameError } from './companionWords';

const Card = styled.fieldset`
  border: 2px solid var(--color-border);
  border-radius: var(--radius);
  padding: 12px;
  margin: 0 0 16px;
  legend {
    font-weight: 700;
    padding: 0 6px;
  }
`;

/** Kept in view while the card's choices scroll by, as the hero's drawing is. */
const Drawn = styled.div`
  position: sticky;
  top: var(--header-height, 0px);
  z-index: 1;
  display: flex;
  align-items: end;
  justify-content: space-between;
  gap: 12px;
  padding: 6px 0;
  background: var(--color-surface);
  img {
    width: 40%;
    max-width: 180px;
    height: auto;
    border-radius: var(--radius);
  }
`;

/** The look choices of a person, each drawn at once: the hero's own, with grey and white hair, a beard and clothes. */
function PersonChoices({ person, id, onChange }: { person: PersonCompanion; id: string; onChange: (next: PersonCompanion) => void }) {
  const t = useMessages(creationMessages);
  const look = person.look;
  const choose =
    <K extends keyof CompanionLook>(key: K) =>
    (value: string) =>
      onChange(withLook(person, key, value as CompanionLook[K]));
  const hairColours = COMPANION_HAIR_COLOURS.filter((colour) => isGrownUp(person.ageGroup) || !GROWN_UP_HAIR.includes(colour.name));
  const hairWord = (name: string) =>
    GROWN_UP_HAIR.includes(name as never) ? t(`companions.hair.${name as 'grey' | 'white'}`) : valueWord(t, name);
  const styles = stylesFor(look.hairLength);
  const man = companionGender(person) === 'male' && isGrownUp(person.ageGroup);
  return (
    <>
      {!RELATION_GENDER[person.relation] && (
        <ChoiceGroup
          name={`${id}-gender`}
          legend={t('companions.gender')}
          choices={COMPANION_GENDERS.map((gender) => ({ value: gender, label: choiceWord(t, 'gender', gender) }))}
          value={person.gender ?? ''}
          onChange={(gender) => onChange(withGender(person, gender as 'female' | 'male'))}
        />
      )}
      {RELATION_AGES[person.relation].length > 1 && (
        <ChoiceGroup
          name={`${id}-age`}
          legend={t('companions.ageGroup')}
          choices={RELATION_AGES[person.relation].map((age) => ({ value: age, label: choiceWord(t, 'age', age) }))}
          value={person.ageGroup}
          onChange={(age) => onChange(withAge(person, age as PersonCompanion['ageGroup']))}
        />
      )}
      <ChoiceGroup
        name={`${id}-skinTone`}
        legend={t('hero.skinTone')}
        choices={SKIN_TONES.map((tone) => ({ value: tone.name, label: valueWord(t, tone.name), colour: tone.hex }))}
        value={look.skinTone}
        onChange={choose('skinTone')}
      />
      <ChoiceGroup
        name={`${id}-hairColour`}
        legend={t('hero.hairColour')}
        choices={hairColours.map((colour) => ({ value: colour.name, label: hairWord(colour.name), colour: colour.hex }))}
        value={look.hairColour}
        onChange={choose('hairColour')}
      />
      {(['hairLength', 'hairTexture'] as const).map((key) => (
        <ChoiceGroup
          key={key}
          name={`${id}-${key}`}
          legend={t(`hero.${key}`)}
          choices={HERO_CHOICES[key].map((value) => ({ value, label: valueWord(t, value) }))}
          value={look[key]}
          onChange={choose(key)}
        />
      ))}
      <ChoiceGroup
        name={`${id}-hairStyle`}
        legend={t('hero.hairStyle')}
        choices={HERO_CHOICES.hairStyle.map((value) => ({ value, label: valueWord(t, value), disabled: !styles.includes(value) }))}
        value={look.hairStyle}
        onChange={choose('hairStyle')}
      />
      {look.hairStyle === 'patka' && (
        <ChoiceGroup
          name={`${id}-patkaColour`}
          legend={t('hero.patkaColour')}
          choices={PATKA_COLOURS.map((colour) => ({ value: colour.name, label: patkaWord(t, colour.name), colour: colour.hex }))}
          value={look.patkaColour ?? PATKA_COLOURS[0].name}
          onChange={(value) => onChange(withLook(person, 'patkaColour', value as PatkaColour))}
        />
      )}
      {man && (
        <ChoiceGroup
          name={`${id}-facialHair`}
          legend={t('companions.facialHair')}
          choices={FACIAL_HAIR.map((value) => ({ value, label: choiceWord(t, 'facialHair', value) }))}
          value={look.facialHair}
          onChange={choose('facialHair')}
        />
      )}
      <ChoiceGroup
        name={`${id}-glasses`}
        legend={t('hero.glasses')}
        choices={HERO_CHOICES.glasses.map((value) => ({ value, label: valueWord(t, value) }))}
        value={look.glasses}
        onChange={choose('glasses')}
      />
      <ChoiceGroup
        name={`${id}-clothing`}
        legend={t('companions.clothing')}
        choices={CLOTHING_FOR[person.ageGroup].map((value) => ({ value, label: choiceWord(t, 'clothing', value) }))}
        value={look.clothing}
        onChange={choose('clothing')}
      />
      <ChoiceGroup
        name={`${id}-clothingColour`}
        legend={t('companions.clothingColour')}
        choices={CLOTHING_COLOURS.map((colour) => ({
          value: colour.name,
          label: choiceWord(t, 'colour', colour.name),
          colour: colour.hex,
        }))}
        value={look.clothingColour}
        onChange={choose('clothingColour')}
      />
      <Checkbox checked={look.bindi} onChange={(checked) => onChange(withLook(person, 'bindi', checked))}>
        {valueWord(t, 'bindi')}
      </Checkbox>
    </>
  );
}

/** One person or pet beside the hero: drawn as the book draws them, named, and every choice of their look. */
export function CompanionCard({
  companion,
  index,
  heroName,
  portrait,
  onChange,
  onRemove,
}: {
  companion: Companion;
  index: number;
  heroName: string;
  portrait: Portrait | null;
  onChange: (next: Companion) => void;
  onRemove: () => void;
}) {
  const t = useMessages(creationMessages);
  const id = `companion-${index}`;
  const name = companion.name.trim();
  // A name still to type is asked for once the parent has been in the field, not the moment the card opens.
  const [visited, setVisited] = useState(false);
  const problem = companionProblem(companion);
  const error = problem === 'required' && !visited ? undefined : nameError(t, problem, LIMITS.childFirstNameMax);
  // A pet or a brother arrives unnamed: the name is what to type first.
  const nameField = useRef<HTMLInputElement>(null);
  const [arrivedUnnamed] = useState(companion.name === '');
  useEffect(() => {
    if (arrivedUnnamed) nameField.current?.focus();
  }, [arrivedUnnamed]);
  return (
    <Card aria-labelledby={`${id}-kind`}>
      <legend id={`${id}-kind`}>{kindWord(t, companion)}</legend>
      <Drawn>
        {portrait ? (
          <img
            src={svgUrl(portrait.companionPortrait(companion))}
            alt={name ? t('companions.portraitAlt', { name }) : t('companions.portraitAltUnnamed')}
            width={360}
            height={520}
          />
        ) : (
          <p role="status">{t('companions.drawing')}</p>
        )}
        <Button type="button" $variant="secondary" onClick={onRemove}>
          {name ? t('companions.remove', { name }) : t('companions.removeUnnamed')}
        </Button>
      </Drawn>
      <Field
        id={`${id}-name`}
        label={t('companions.name')}
        hint={heroName ? t('companions.nameHint', { name: heroName }) : t('companions.nameHintWithoutName')}
        error={error}
      >
        <Input
          ref={nameField}
          id={`${id}-name`}
          value={companion.name}
          onBlur={() => setVisited(true)}
          maxLength={LIMITS.childFirstNameMaxCodeUnits}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={[`${id}-name-hint`, error && `${id}-name-error`].filter(Boolean).join(' ')}
          onChange={(event) => onChange({ ...companion, name: event.target.value })}
        />
      </Field>
      {companion.kind === 'pet' ? (
        <ChoiceGroup
          name={`${id}-coat`}
          legend={t('companions.coat')}
          choices={PET_COATS[companion.animal].map((coat) => ({
            value: coat.name,
            label: choiceWord(t, 'coat', coat.name),
            colour: coat.hex,
          }))}
          value={companion.coat}
          onChange={(coat) => onChange({ ...companion, coat } as Companion)}
        />
      ) : (
        <>
          <CompanionPhoto person={companion} id={id} onLook={(look) => onChange(withPhotoLook(companion, look))} />
          <PersonChoices person={companion} id={id} onChange={onChange} />
        </>
      )}
    </Card>
  );
}
