import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Leaf } from 'contracts/book/leaves';
import type { HeroLook } from 'contracts/hero';
import type { PrintedArea } from 'contracts/schemas';
import { ImageWithFallback } from './ImageWithFallback';

/** A picture in its own proportions (4:3, a cover square), shown whole and centred on its page. */
const Whole = styled.div`
  width: 100%;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    display: block;
    width: auto;
    height: auto;
    max-width: 100%;
    max-height: 100%;
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
  font-size: max(9px, 4.2cqw);
  h2 {
    color: var(--color-primary);
    font-size: max(11px, 6.5cqw);
    margin: 0 0 0.5em;
  }
  p {
    margin: 0 0 0.6em;
  }
  && img {
    max-width: 80%;
    max-height: 55%;
    margin-bottom: 16px;
  }
  position: relative;
  /* A story page's words on the warm paper the book prints them on. */
  &[data-kind='words'],
  &[data-kind='turn'] {
    background: #fdf8ef;
  }
  .story {
    position: relative;
    font-size: max(10px, 4.6cqw);
    line-height: 1.5;
  }
  /* A bilingual page's second language: a little smaller, under a short rule, Devanagari with room for its signs. */
  .story.second {
    font-size: max(9px, 3.8cqw);
    padding-top: 0.8em;
    border-top: 1px solid currentColor;
    border-image: linear-gradient(to right, transparent 42%, #8a8290 42%, #8a8290 58%, transparent 58%) 1;
  }
  .story:lang(hi) {
    line-height: 1.7;
  }
  .second-title {
    font-weight: 600;
    margin-top: 0;
  }
  /* The back: the story's world to the edges, its words on cards of paper over it, as the cover prints them. */
  .art {
    position: absolute;
    inset: 0;
    background-size: cover;
    background-position: center;
  }
  .card {
    position: relative;
    padding: 0.4em 0.8em;
    border-radius: 0.5em;
    background: rgba(255, 255, 255, 0.9);
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
  /* Each field of the keepsake page over a line to write on. */
  .keepsake {
    width: 84%;
    margin: 0.4em 0 0;
    text-align: left;
    dt {
      color: var(--color-muted);
      font-size: max(8px, 3.4cqw);
    }
    dd {
      margin: 0 0 0.9em;
      height: 1.4em;
      border-bottom: 1px solid var(--color-muted);
    }
    /* The giver's note: room for a few lines. */
    div:first-child dd {
      height: 3.4em;
    }
  }
  .stars {
    color: #f5b033;
    font-size: 8cqw;
  }
  .imprint {
    margin-top: auto;
    display: flex;
    flex-direction: column;
    gap: 4px;
    color: var(--color-muted);
  }
`;

/** Holds the picture scaled and shifted so that the part its page keeps (its bleed trimmed) fills the page. */
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

/** A story picture as its page prints it: the part left on the trimmed page. */
function PrintedPicture({ area, ...picture }: { area: PrintedArea; src: string; alt: string; fallbackText: string }) {
  const place = {
    width: `${100 / area.width}%`,
    height: `${100 / area.height}%`,
    left: `${(-100 * area.left) / area.width}%`,
    top: `${(-100 * area.top) / area.height}%`,
  };
  return (
    <Cut>
      <ImageWithFallback {...picture} width={960} height={960} loading="lazy" style={place} />
    </Cut>
  );
}

/** The words of a page the book itself writes (cover, front matter, a story page's words, the back), and the hero on its own pages. */
function leafWords(leaf: Exclude<Leaf, { kind: 'picture' }>, hero: HeroDrawing) {
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
          {leaf.secondTitle && <p className="second-title">{leaf.secondTitle}</p>}
          <p>{leaf.storyFor}</p>
          {leaf.hero && hero(leaf.hero)}
          <p>{leaf.shop}</p>
        </>
      );
    case 'words':
      return (
        <>
          <p className="story">{leaf.text}</p>
          {leaf.second && (
            <p className="story second" lang={leaf.second.language}>
              {leaf.second.text}
            </p>
          )}
          {leaf.theEnd && <h2>{leaf.theEnd}</h2>}
        </>
      );
    case 'turn':
      return leaf.hero && hero(leaf.hero);
    case 'about':
      return (
        <>
          <h2>{leaf.heading}</h2>
          {leaf.hero && hero(leaf.hero)}
          <p>{leaf.line}</p>
          {leaf.company && <p>{leaf.company}</p>}
        </>
      );
    case 'keepsake':
      return (
        <>
          <h2>{leaf.heading}</h2>
          <p>{leaf.madeOn}</p>
          <dl className="keepsake">
            {leaf.fields.map((field) => (
              <div key={field}>
                <dt>{field}</dt>
                <dd />
              </div>
            ))}
          </dl>
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
          {leaf.image && <span className="art" style={{ backgroundImage: `url(${leaf.image})` }} />}
          <p className="card">{leaf.blurb}</p>
          <h2 className="card">{leaf.shop}</h2>
          <p className="card">{leaf.madeFor}</p>
        </>
      );
  }
}

/** The page as a size container: the lettering is measured in shares of its width (cqw). */
const Page = styled.div`
  container-type: size;
  width: 100%;
  height: 100%;
`;

/** Draws the hero for the title and "About" pages (the drawing code is the caller's, fetched when needed). */
type HeroDrawing = (look: HeroLook) => ReactNode;

/**
 * What one page of the book shows, as it is printed: a picture (whole, or the part its print keeps),
 * or the book's own words. Its lettering scales with the page's width, so the same page reads in a
 * thumbnail, a flipbook and over a whole phone screen.
 */
export function BookLeafFace({
  leaf,
  label,
  fallbackText,
  hero = () => null,
}: {
  leaf: Leaf;
  label: string;
  fallbackText: string;
  hero?: HeroDrawing;
}) {
  if (leaf.kind === 'picture') {
    if (leaf.area) return <PrintedPicture area={leaf.area} src={leaf.image} fallbackText={fallbackText} alt={label} />;
    return (
      <Whole>
        <ImageWithFallback src={leaf.image} fallbackText={fallbackText} alt={label} width={960} height={720} loading="lazy" />
      </Whole>
    );
  }
  return (
    <Page>
      <Words aria-label={label} data-kind={leaf.kind}>
        {leafWords(leaf, hero)}
      </Words>
    </Page>
  );
}
