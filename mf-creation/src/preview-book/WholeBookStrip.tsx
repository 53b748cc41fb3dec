import { useState } from 'react';
import styled from 'styled-components';
import { useLanguage, useMessages, type BookPrint, type SecondLanguageWords } from 'shared-contracts';
import { pictureAloneUrl } from 'contracts/book';
import { bookLeaves, type Leaf } from 'contracts/book/leaves';
import { BookLeafFace } from 'ui-kit';
import { BookLeafViewer } from './BookLeafViewer';
import { creationMessages } from '../messages/creationMessages';

const Strip = styled.ol`
  list-style: none;
  margin: 12px 0 24px;
  padding: 0 0 8px;
  display: flex;
  gap: 12px;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  li {
    /* Large enough on a phone for a page's words to be read where they are. */
    flex: 0 0 min(64vw, 260px);
    scroll-snap-align: start;
    text-align: center;
    font-size: 0.8rem;
    color: var(--color-muted);
  }
  button {
    display: block;
    width: 100%;
    aspect-ratio: var(--page-aspect, 1);
    padding: 0;
    margin-bottom: 4px;
    border: 1px solid var(--color-border);
    border-radius: 6px;
    background: #fff;
    overflow: hidden;
    font: inherit;
    cursor: zoom-in;
  }
`;

interface Props {
  title: string;
  /** The book's own cover, once drawn. */
  cover: string | null;
  childFirstName: string;
  /** The picture chosen for each story page, by page number. */
  chosen: Record<string, string>;
  /** Each story page's words, by page number. */
  words: Record<string, string>;
  /** The back cover's words. */
  blurb: string;
  /** How the book prints: each story page is then shown as its printed page draws it. */
  print: BookPrint | null;
  /** A bilingual book's second language, set after the first on each page. */
  second?: SecondLanguageWords;
}

/**
 * The whole book as it will be printed, once every page has its picture: the same pages as the print
 * files and the flipbook, each drawn as it prints (the words of a story page, the back with its blurb,
 * the pages to draw on), and any of them opened over the whole screen with a tap.
 */
export function WholeBookStrip({ title, cover, childFirstName, chosen, words, blurb, print, second }: Props) {
  const t = useMessages(creationMessages);
  const { language } = useLanguage();
  const [open, setOpen] = useState<number | null>(null);
  const pageAspect = print?.trimAspect ?? 1;
  const pictures = Object.fromEntries(Object.entries(chosen).map(([page, image]) => [page, pictureAloneUrl(image)]));
  // The dedication is written at the print option: until then its page is the one printed without one.
  const leaves: Leaf[] = bookLeaves(
    { title, childFirstName, cover, pictures, words, dedication: null, blurb, hero: null, print, second },
    language,
  );
  const captions = leaves.map((leaf, index) => {
    if (index === 0) return t('preview.wholeBook.cover');
    if (leaf.kind === 'back') return t('preview.wholeBook.back');
    return t('preview.wholeBook.page', { number: index });
  });
  return (
    <section aria-labelledby="whole-book-title">
      <h2 id="whole-book-title">{t('preview.wholeBook.title')}</h2>
      <p>{t('preview.wholeBook.intro')}</p>
      <Strip style={{ '--page-aspect': pageAspect }}>
        {leaves.map((leaf, index) => (
          <li key={leaf.key}>
            <button type="button" onClick={() => setOpen(index)} aria-label={t('preview.wholeBook.open', { page: captions[index] })}>
              <BookLeafFace leaf={leaf} label={captions[index]} fallbackText={t('preview.wholeBook.missing')} />
            </button>
            {captions[index]}
          </li>
        ))}
      </Strip>
      {open !== null && (
        <BookLeafViewer
          leaves={leaves}
          captions={captions}
          index={open}
          pageAspect={pageAspect}
          onMove={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
