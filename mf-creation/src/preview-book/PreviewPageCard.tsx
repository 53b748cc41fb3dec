import { useState } from 'react';
import styled from 'styled-components';
import { useCarouselControls, useMessages, type BookPreviewPage, type Language, type PageStatus } from 'shared-contracts';
import { Button, ImageCarousel, NARROW_SCREEN, PictureViewer, Spinner } from 'ui-kit';
import { creationMessages } from '../messages/creationMessages';
import { pageStatusMessage } from './previewRules';

const Card = styled.article<{ $selected: boolean }>`
  background: var(--color-surface);
  border-radius: var(--radius);
  box-shadow: var(--shadow);
  padding: 16px;
  outline: ${({ $selected }) => ($selected ? '3px solid var(--color-success)' : 'none')};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 12px;
  }
`;

const Placeholder = styled.div<{ $error: boolean }>`
  aspect-ratio: 4 / 3;
  border-radius: var(--radius);
  background: ${({ $error }) => ($error ? '#fdecea' : 'var(--color-bg)')};
  color: ${({ $error }) => ($error ? 'var(--color-danger)' : 'var(--color-muted)')};
  display: grid;
  place-items: center;
  text-align: center;
  padding: 16px;
`;

/** The page's words as text, where the picture is shown without them: on a narrow screen. */
const Words = styled.p`
  display: none;
  margin: 12px 0 0;
  font-size: 1.05rem;
  line-height: 1.55;
  @media ${NARROW_SCREEN} {
    display: block;
  }
`;

/** A bilingual book's second language: the pictures carry the first's words only, so it is shown as text on every screen. */
const SecondWords = styled.p`
  margin: 12px 0 0;
  font-size: 1rem;
  line-height: 1.55;
  &:lang(hi) {
    line-height: 1.75;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-top: 12px;
  flex-wrap: wrap;
`;

interface Props {
  page: BookPreviewPage;
  /** A bilingual book's words of this page in its second language. */
  second?: { text: string; language: Language };
  status: PageStatus;
  selected: string | null;
  onToggle: (image: string) => void;
}

/**
 * One preview page: its pictures to browse (on a phone without the words on them, the words as text
 * under them; a tap shows a picture full screen) and a select/lock toggle, or what is happening to it.
 */
export function PreviewPageCard({ page, second, status, selected, onToggle }: Props) {
  const t = useMessages(creationMessages);
  const controls = useCarouselControls();
  const [index, setIndex] = useState(() => Math.max(0, page.imageFileURL.indexOf(selected ?? '')));
  const [fullScreen, setFullScreen] = useState<number | null>(null);
  const images = page.imageFileURL;
  const available = status === 'available' && images.length > 0;
  const locked = selected !== null;
  const shown = locked ? images.indexOf(selected) : index;
  const statusMessage = pageStatusMessage(status);
  const shownImages = (locked ? [selected] : images).map((src) => {
    const option = images.indexOf(src);
    return {
      src,
      narrowSrc: page.pictureFileURL?.[option],
      alt: t('preview.page.optionAlt', { number: page.pageNumber, title: page.pageTitle, option: option + 1, count: images.length }),
    };
  });

  return (
    <Card $selected={locked} aria-labelledby={`page-${page.pageNumber}-title`}>
      <h2 id={`page-${page.pageNumber}-title`}>{t('preview.page.title', { number: page.pageNumber, title: page.pageTitle })}</h2>
      {available ? (
        <>
          <ImageCarousel
            label={t('preview.page.options', { number: page.pageNumber })}
            images={shownImages}
            width={960}
            height={720}
            controls={controls}
            showCounter={!locked}
            index={locked ? 0 : index}
            onIndexChange={setIndex}
            open={{ label: t('preview.page.openFullScreen'), onOpen: setFullScreen }}
          />
          {page.text && <Words>{page.text}</Words>}
          {second && <SecondWords lang={second.language}>{second.text}</SecondWords>}
          {fullScreen !== null && shownImages[fullScreen] && (
            <PictureViewer
              image={shownImages[fullScreen]}
              closeLabel={t('preview.page.closeFullScreen')}
              onClose={() => setFullScreen(null)}
            />
          )}
          <Footer>
            <span>
              {locked ? t('preview.page.optionSelected', { option: shown + 1 }) : t('preview.page.optionCount', { count: images.length })}
            </span>
            {images.length > 1 || !locked ? (
              <Button
                type="button"
                $variant={locked ? 'secondary' : 'primary'}
                aria-pressed={locked}
                onClick={() => onToggle(locked ? selected : images[index])}
              >
                {locked ? t('preview.page.change') : t('preview.page.select')}
              </Button>
            ) : (
              <span>{t('preview.page.selectedAutomatically')}</span>
            )}
          </Footer>
        </>
      ) : (
        <Placeholder $error={status === 'error'} role={status === 'error' ? 'alert' : undefined}>
          <span>
            {(status === 'queued' || status === 'processing' || status === 'completed') && <Spinner />}
            {statusMessage && t(statusMessage)}
          </span>
        </Placeholder>
      )}
    </Card>
  );
}
