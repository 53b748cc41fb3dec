import { useState } from 'react';
import styled from 'styled-components';
import { MAX_COMPANIONS, newPerson, newPet, PET_ANIMALS, RELATIONS, type Companion } from 'contracts/companions';
import { useMessages, type Language } from 'shared-contracts';
import { Button } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';
import { CompanionCard } from './CompanionCard';
import { usePortraitDrawing } from '../confirm-hero/portraitDrawing';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 14px;
  button {
    min-height: 44px;
    padding: 4px 14px;
    border: 2px solid var(--color-border);
    border-radius: 22px;
    background: var(--color-surface);
    font: inherit;
    cursor: pointer;
  }
`;

/**
 * "Who else is in the story?": up to two people or pets beside the hero, none unless the parent adds
 * them. Each is named as the family calls them (in the book's language) and drawn at every change.
 */
export function CompanionsStep({
  heroName,
  bookLanguage,
  companions,
  onChange,
}: {
  heroName: string;
  bookLanguage: Language;
  companions: readonly Companion[];
  onChange: (companions: Companion[]) => void;
}) {
  const t = useMessages(creationMessages);
  const [adding, setAdding] = useState<'person' | 'pet' | null>(null);
  // The companions are drawn with the hero's drawing code, fetched once someone is added.
  const portrait = usePortraitDrawing(companions.length > 0);
  const add = (companion: Companion) => {
    onChange([...companions, companion]);
    setAdding(null);
  };
  const full = companions.length >= MAX_COMPANIONS;
  return (
    <section aria-labelledby="companions-title" style={{ margin: '20px 0' }}>
      <h2 id="companions-title">{t('companions.title')}</h2>
      <p>{heroName ? t('companions.intro', { name: heroName }) : t('companions.introWithoutName')}</p>
      {companions.map((companion, index) => (
        <CompanionCard
          key={index}
          companion={companion}
          index={index}
          heroName={heroName}
          portrait={portrait}
          onChange={(next) => onChange(companions.map((kept, i) => (i === index ? next : kept)))}
          onRemove={() => onChange(companions.filter((_, i) => i !== index))}
        />
      ))}
      {full ? (
        <p>{t('companions.full')}</p>
      ) : (
        <>
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={adding === 'person'}
            onClick={() => setAdding(adding === 'person' ? null : 'person')}
          >
            {t('companions.addPerson')}
          </Button>{' '}
          <Button
            type="button"
            $variant="secondary"
            aria-expanded={adding === 'pet'}
            onClick={() => setAdding(adding === 'pet' ? null : 'pet')}
          >
            {t('companions.addPet')}
          </Button>
          {adding && (
            <Chips role="group" aria-label={t('companions.who')}>
              {adding === 'person'
                ? RELATIONS.map((relation) => (
                    <button key={relation} type="button" onClick={() => add(newPerson(relation, bookLanguage))}>
                      {t(`companions.relation.${relation}`)}
                    </button>
                  ))
                : PET_ANIMALS.map((animal) => (
                    <button key={animal} type="button" onClick={() => add(newPet(animal))}>
                      {t(`companions.animal.${animal}`)}
                    </button>
                  ))}
            </Chips>
          )}
        </>
      )}
    </section>
  );
}
