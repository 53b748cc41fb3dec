import { forwardRef, useImperativeHandle, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import HTMLFlipBook from 'react-pageflip';
import styled from 'styled-components';
import { useMessages } from 'shared-contracts';
import { BookLeafFace, Button } from 'ui-kit';
import type { Leaf } from './bookLeaves';
import { HeroFigure } from './HeroFigure';
import { viewerSettingsFor } from './viewerSettings';
import { contentMessages } from '../messages/contentMessages';

// The page box has the viewer's proportions (a printed book's own). The viewer sets its display, so what is
// centred on it is laid out by a box of its own (BookLeafFace's).
const PageFace = styled.div`
  background: #fff;
  overflow: hidden;
`;

/** On one line even on a 360 px phone: a word wrapped under its arrow reads as another button. */
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  margin-top: 12px;
  white-space: nowrap;
  button {
    padding: 10px 14px;
  }
`;

const Stage = styled.div`
  display: flex;
  justify-content: center;
  border-radius: var(--radius);
  &:focus-visible {
    outline: 3px solid var(--color-accent);
    outline-offset: 4px;
  }
`;

/** The viewer needs each page as an element it can hold a reference to. `label` counts pages as the visitor does, from 1. */
const BookPage = forwardRef<HTMLDivElement, { label: string; fallbackText: string; leaf: Leaf }>(({ label, fallbackText, leaf }, ref) => (
  <PageFace ref={ref}>
    <BookLeafFace leaf={leaf} label={label} fallbackText={fallbackText} hero={(look) => <HeroFigure look={look} />} />
  </PageFace>
));
BookPage.displayName = 'BookPage';

interface FlipApi {
  pageFlip(): { flipNext(): void; flipPrev(): void; flip(page: number): void } | undefined;
}

/** What a page around the viewer may ask of it: to turn to a page (by index, from 0), as a reader would. */
export interface FlipbookHandle {
  turnTo(index: number): void;
}

interface FlipbookViewerProps {
  pages: Leaf[];
  pageAspect: number | null;
  /** Told the page (by index, from 0) the book is open at, each time it turns. */
  onPageChange?: (index: number) => void;
}

/**
 * The page-turning book: click or swipe, the arrow keys, or the buttons under it. Drawn in the browser
 * only (a book's pages are fetched there), so it sizes itself to the window it opens in.
 */
export const FlipbookViewer = forwardRef<FlipbookHandle, FlipbookViewerProps>(function FlipbookViewer(
  { pages, pageAspect, onPageChange },
  handle,
) {
  const t = useMessages(contentMessages);
  const settings = useMemo(() => viewerSettingsFor(window.innerWidth, pageAspect), [pageAspect]);
  const book = useRef<FlipApi>(null);
  const [current, setCurrent] = useState(0);
  useImperativeHandle(handle, () => ({ turnTo: (index) => book.current?.pageFlip()?.flip(index) }), []);
  const next = () => book.current?.pageFlip()?.flipNext();
  const previous = () => book.current?.pageFlip()?.flipPrev();
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };

  return (
    <div>
      <Stage tabIndex={0} role="region" aria-label={t('flipbook.viewer.label')} onKeyDown={onKey}>
        <HTMLFlipBook
          ref={book}
          className="flipbook"
          style={{}}
          {...settings}
          startZIndex={0}
          autoSize
          mobileScrollSupport
          clickEventForward
          useMouseEvents
          onFlip={(event: { data: number }) => {
            setCurrent(event.data);
            onPageChange?.(event.data);
          }}
        >
          {pages.map((page, index) => (
            <BookPage
              key={page.key}
              label={t('flipbook.viewer.page', { number: index + 1 })}
              fallbackText={t('flipbook.viewer.imageMissing')}
              leaf={page}
            />
          ))}
        </HTMLFlipBook>
      </Stage>
      <Controls>
        <Button
          type="button"
          $variant="secondary"
          onClick={previous}
          disabled={current === 0}
          aria-label={t('flipbook.viewer.previousLabel')}
        >
          {t('flipbook.viewer.previous')}
        </Button>
        <span aria-live="polite">{t('flipbook.viewer.position', { number: current + 1, count: pages.length })}</span>
        <Button
          type="button"
          $variant="secondary"
          onClick={next}
          disabled={current >= pages.length - 1}
          aria-label={t('flipbook.viewer.nextLabel')}
        >
          {t('flipbook.viewer.next')}
        </Button>
      </Controls>
    </div>
  );
});
