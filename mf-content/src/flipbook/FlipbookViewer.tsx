import { forwardRef, useRef, useState, type KeyboardEvent } from 'react';
import HTMLFlipBook from 'react-pageflip';
import styled from 'styled-components';
import { Button, ImageWithFallback } from 'ui-kit';
import type { ViewerSettings } from './viewerSettings';

const PageFace = styled.div`
  background: #fff;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 16px;
  margin-top: 12px;
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

/** The viewer needs each page as an element it can hold a reference to. */
const BookPage = forwardRef<HTMLDivElement, { pageNumber: number; image: string }>(({ pageNumber, image }, ref) => (
  <PageFace ref={ref}>
    <ImageWithFallback src={image} fallbackText="Image Not Available" alt={`Page ${pageNumber}`} width={960} height={720} loading="lazy" />
  </PageFace>
));
BookPage.displayName = 'BookPage';

interface FlipApi {
  pageFlip(): { flipNext(): void; flipPrev(): void } | undefined;
}

/** The page-turning book: click or swipe, the arrow keys, or the buttons under it. */
export function FlipbookViewer({ pages, settings }: { pages: { pageNumber: number; image: string }[]; settings: ViewerSettings }) {
  const book = useRef<FlipApi>(null);
  const [current, setCurrent] = useState(0);
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
      <Stage tabIndex={0} role="region" aria-label="Flipbook: use the left and right arrow keys to turn pages" onKeyDown={onKey}>
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
          onFlip={(event: { data: number }) => setCurrent(event.data)}
        >
          {pages.map((page) => (
            <BookPage key={page.pageNumber} pageNumber={page.pageNumber} image={page.image} />
          ))}
        </HTMLFlipBook>
      </Stage>
      <Controls>
        <Button type="button" $variant="secondary" onClick={previous} disabled={current === 0} aria-label="Previous page">
          ‹ Previous
        </Button>
        <span aria-live="polite">
          Page {current + 1} of {pages.length}
        </span>
        <Button type="button" $variant="secondary" onClick={next} disabled={current >= pages.length - 1} aria-label="Next page">
          Next ›
        </Button>
      </Controls>
    </div>
  );
}
