import { forwardRef, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import HTMLFlipBook from 'react-pageflip';
import styled from 'styled-components';
import { useMessages, type PrintedArea } from 'shared-contracts';
import { Button, ImageWithFallback } from 'ui-kit';
import type { Leaf } from './bookLeaves';
import { HeroFigure } from './HeroFigure';
import { viewerSettingsFor } from './viewerSettings';
import { contentMessages } from '../messages/contentMessages';

// The page box has the viewer's proportions (a printed book's own). The viewer sets its display, so what is
// centred on it is laid out by a box of its own (Whole).
const PageFace = styled.div`
  background: #fff;
  overflow: hidden;
  img {
    display: block;
    width: auto;
    height: auto;
    max-width: 100%;
    max-height: 100%;
  }
`;

/** A picture in its own proportions (4:3, a cover square), shown whole and centred on its page. */
const Whole = styled.div`
  width: 100%;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
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

const Words = styled.div`
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  padding: 8%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  color: var(--color-text);
  white-space: pre-line;
  h2 {
    color: var(--color-primary);
    font-size: clamp(1.1rem, 4vw, 1.8rem);
    margin: 0 0 12px;
  }
  p {
    margin: 0 0 10px;
  }
  && img {
    max-width: 80%;
    max-height: 55%;
    margin-bottom: 16px;
  }
  position: relative;
  /* A story page's words over its picture, blurred and washed almost to white, as the book prints them. */
  .ground {
    position: absolute;
    inset: -24px;
    background-size: cover;
    background-position: center;
    filter: blur(12px);
    opacity: 0.3;
  }
  .story {
    position: relative;
    font-size: clamp(0.95rem, 2.6vw, 1.2rem);
    line-height: 1.5;
  }
  .frame {
    width: 60%;
    aspect-ratio: 1;
    border: 2px solid var(--color-primary);
    border-radius: 12px;
    background: #f5eefc;
  }
  /* The hero stands in the frame in the portrait's own proportions. */
  .frame.hero {
    width: auto;
    height: 45%;
    aspect-ratio: 360 / 520;
    display: grid;
    place-items: end center;
    margin-bottom: 10px;
    overflow: hidden;
  }
  && .frame.hero img {
    max-width: 100%;
    max-height: 100%;
    margin: 0;
  }
  .stars {
    color: #f5b033;
    font-size: 2rem;
  }
  .imprint {
    margin-top: auto;
    display: flex;
    flex-direction: column;
    gap: 4px;
    color: var(--color-muted);
  }
`;

/** Holds the picture scaled and shifted so that the part its page keeps fills the page. */
const Cut = styled.div`
  position: relative;
  width: 100%;
  height: 100%;
  overflow: hidden;
  && img {
    position: absolute;
    max-width: none;
    max-height: none;
    object-fit: cover;
  }
`;

/** A story picture as its page prints it: the part left once the sheet is cut round the hero's face and trimmed. */
function PrintedPicture({ area, ...picture }: { area: PrintedArea; src: string; alt: string; fallbackText: string }) {
  const place = {
    width: `${100 / area.width}%`,
    height: `${100 / area.height}%`,
    left: `${(-100 * area.left) / area.width}%`,
    top: `${(-100 * area.top) / area.height}%`,
  };
  return (
    <Cut>
      <ImageWithFallback {...picture} width={960} height={720} loading="lazy" style={place} />
    </Cut>
  );
}

/** The words of a page the book itself writes (cover, front matter, a story page's words, the end, the back). */
function leafWords(leaf: Exclude<Leaf, { kind: 'picture' }>, fallbackText: string) {
  switch (leaf.kind) {
    case 'cover':
      return <h2>{leaf.title}</h2>;
    case 'belongs-to':
      return (
        <>
          <h2>{leaf.text}</h2>
          <span className="frame" />
        </>
      );
    case 'drawing':
      return (
        <>
          {leaf.heading && <h2>{leaf.heading}</h2>}
          <span className="frame" />
        </>
      );
    case 'dedication':
      return leaf.text ? (
        <p>{leaf.text}</p>
      ) : (
        <span className="stars" aria-hidden="true">
          ✦ ✦ ✦
        </span>
      );
    case 'title':
      return (
        <>
          <h2>{leaf.title}</h2>
          <p>{leaf.storyFor}</p>
          <p>{leaf.shop}</p>
        </>
      );
    case 'words':
      return (
        <>
          {leaf.ground && <span className="ground" style={{ backgroundImage: `url(${leaf.ground})` }} />}
          <p className="story">{leaf.text}</p>
        </>
      );
    case 'end':
      return (
        <>
          {leaf.image && <ImageWithFallback src={leaf.image} fallbackText={fallbackText} alt="" width={960} height={720} loading="lazy" />}
          <h2>{leaf.theEnd}</h2>
        </>
      );
    case 'about':
      return (
        <>
          <h2>{leaf.heading}</h2>
          {leaf.hero && <HeroFigure look={leaf.hero} />}
          <p>{leaf.line}</p>
        </>
      );
    case 'imprint':
      return (
        <small className="imprint">
          {leaf.lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </small>
      );
    case 'back':
      return (
        <>
          <p>{leaf.blurb}</p>
          <h2>{leaf.shop}</h2>
          <p>{leaf.madeFor}</p>
        </>
      );
  }
}

/** What one page shows: a picture (whole, or as printed), or the book's own words. */
function LeafFace({ leaf, label, fallbackText }: { leaf: Leaf; label: string; fallbackText: string }) {
  if (leaf.kind === 'picture') {
    if (leaf.area) return <PrintedPicture area={leaf.area} src={leaf.image} fallbackText={fallbackText} alt={label} />;
    return (
      <Whole>
        <ImageWithFallback src={leaf.image} fallbackText={fallbackText} alt={label} width={960} height={720} loading="lazy" />
      </Whole>
    );
  }
  return <Words aria-label={label}>{leafWords(leaf, fallbackText)}</Words>;
}

/** The viewer needs each page as an element it can hold a reference to. `label` counts pages as the visitor does, from 1. */
const BookPage = forwardRef<HTMLDivElement, { label: string; fallbackText: string; leaf: Leaf }>(({ label, fallbackText, leaf }, ref) => (
  <PageFace ref={ref}>
    <LeafFace leaf={leaf} label={label} fallbackText={fallbackText} />
  </PageFace>
));
BookPage.displayName = 'BookPage';

interface FlipApi {
  pageFlip(): { flipNext(): void; flipPrev(): void } | undefined;
}

/** The page-turning book: click or swipe, the arrow keys, or the buttons under it. */
/** Drawn in the browser only (a book's pages are fetched there), so it sizes itself to the window it opens in. */
export function FlipbookViewer({ pages, pageAspect }: { pages: Leaf[]; pageAspect: number | null }) {
  const t = useMessages(contentMessages);
  const settings = useMemo(() => viewerSettingsFor(window.innerWidth, pageAspect), [pageAspect]);
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
          onFlip={(event: { data: number }) => setCurrent(event.data)}
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
}
