import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { Spinner } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';

const Figure = styled.figure`
  margin: 16px 0 8px;
  width: min(100%, 260px);
  img,
  .drawing {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    border-radius: 4px 10px 10px 4px;
    box-shadow: var(--shadow);
  }
  .drawing {
    display: grid;
    place-items: center;
    text-align: center;
    padding: 16px;
    background: var(--color-bg);
    color: var(--color-muted);
  }
  figcaption {
    margin-top: 8px;
    font-weight: 600;
  }
`;

/** The book's own cover at the top of the preview, with the hero the parent confirmed; a note while it is drawn. */
export function PreviewCover({ title, image }: { title: string; image: string | null }) {
  const t = useMessages(creationMessages);
  return (
    <Figure>
      {image ? (
        <img src={image} alt={t('preview.cover.alt', { title })} width={260} height={260} />
      ) : (
        <div className="drawing" role="status">
          <span>
            <Spinner />
            {t('preview.cover.drawing')}
          </span>
        </div>
      )}
      <figcaption>{t('preview.cover.caption')}</figcaption>
    </Figure>
  );
}
