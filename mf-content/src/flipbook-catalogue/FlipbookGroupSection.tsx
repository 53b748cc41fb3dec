import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { Button, ImageWithFallback } from 'ui-kit';
import type { FlipbookGroup } from './flipbookGroups';
import { contentMessages } from '../messages/contentMessages';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, 1fr);
  @media (min-width: 700px) {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, 1fr);
  }
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: none;
    background: none;
    cursor: pointer;
    border-radius: var(--radius);
    overflow: hidden;
    box-shadow: var(--shadow);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1;
    object-fit: cover;
    background: var(--color-border);
  }
`;

const ComingSoon = styled.span`
  padding: 6px 14px;
  border-radius: 999px;
  background: var(--color-accent);
  color: var(--color-text);
  font-weight: 700;
`;

const Group = styled.section`
  margin-bottom: 32px;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  h2 {
    margin: 0;
  }
`;

interface Props {
  group: FlipbookGroup;
  onOpen: (requestUuid: string) => void;
  onPersonalize: (productId: number) => void;
}

/** One story's sample books as covers that open the viewer, and the button to make one's own (once the story can be made). */
export function FlipbookGroupSection({ group, onOpen, onPersonalize }: Props) {
  const t = useMessages(contentMessages);
  return (
    <Group aria-labelledby={`flipbooks-${group.productId}`}>
      <header>
        <h2 id={`flipbooks-${group.productId}`}>{group.displayName}</h2>
        {group.personalisable ? (
          <Button type="button" onClick={() => onPersonalize(group.productId)}>
            {t('flipbookCatalogue.personalize')}
          </Button>
        ) : (
          <ComingSoon>{t('flipbookCatalogue.comingSoon')}</ComingSoon>
        )}
      </header>
      <Grid>
        {group.flipbooks.map((flipbook, i) => (
          <li key={flipbook.sampleFlipbookId}>
            <button
              type="button"
              onClick={() => onOpen(flipbook.requestUuid)}
              aria-label={t('flipbookCatalogue.open', { story: group.displayName, number: i + 1 })}
            >
              <ImageWithFallback
                src={flipbook.displayImage}
                fallbackText={t('flipbookCatalogue.imageMissing')}
                alt=""
                width={360}
                height={360}
                // The first covers are the page's largest picture: loaded at once, the rest as they come near.
                loading={i < 2 ? 'eager' : 'lazy'}
              />
            </button>
          </li>
        ))}
      </Grid>
    </Group>
  );
}
