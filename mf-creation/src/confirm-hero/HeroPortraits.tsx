import styled from 'styled-components';
import { useMessages, type HeroLook } from 'shared-contracts';
import { Spinner } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';
import { describeLook } from './heroWords';
import { svgUrl, usePortraitDrawing } from './portraitDrawing';

/** Kept in view under the shop's header (its height published by the shell) while the choices scroll by. */
const Row = styled.div`
  position: sticky;
  top: var(--header-height, 0px);
  z-index: 1;
  display: grid;
  grid-template-columns: 0.8fr 1fr 0.72fr;
  align-items: end;
  gap: 8px;
  padding: 8px 0;
  background: var(--color-surface);
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius);
  }
`;

/** Heard, not seen: a screen reader says the look again when it changes. */
const Spoken = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The child's photo beside the hero drawn from the look, the head close up and the whole figure,
 * drawn again in the browser at every change. Each drawing's text alternative says the look, and a
 * polite live region says it again when it changes.
 */
export function HeroPortraits({ look, photo }: { look: HeroLook; photo: string | null }) {
  const t = useMessages(creationMessages);
  const portrait = usePortraitDrawing();
  const description = describeLook(t, look);
  return (
    <>
      <Row>
        {photo ? (
          <img src={photo} alt={t('hero.photoAlt')} width={160} height={160} style={{ objectFit: 'cover', aspectRatio: '1' }} />
        ) : (
          <span />
        )}
        {portrait ? (
          <>
            <img src={svgUrl(portrait.heroPortrait(look, 'head'))} alt={t('hero.headAlt', { description })} width={360} height={360} />
            <img src={svgUrl(portrait.heroPortrait(look, 'figure'))} alt={t('hero.figureAlt', { description })} width={360} height={520} />
          </>
        ) : (
          <p role="status">
            <Spinner />
            {t('hero.drawing')}
          </p>
        )}
      </Row>
      <Spoken aria-live="polite">{description}</Spoken>
    </>
  );
}
