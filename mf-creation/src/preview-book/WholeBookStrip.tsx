import styled from 'styled-components';
import { useLanguage, useMessages } from 'shared-contracts';
import { bookPages, bookWord } from 'shared-contracts/book';
import { creationMessages } from '../messages/creationMessages';

const Strip = styled.ol`
  list-style: none;
  margin: 12px 0 24px;
  padding: 0 0 8px;
  display: flex;
  gap: 10px;
  overflow-x: auto;
  li {
    flex: 0 0 120px;
    text-align: center;
    font-size: 0.8rem;
    color: var(--color-muted);
  }
  .leaf {
    height: 90px;
    border: 1px solid var(--color-border);
    border-radius: 6px;
    background: #fff;
    display: grid;
    place-items: center;
    padding: 6px;
    margin-bottom: 4px;
    overflow: hidden;
    color: var(--color-primary);
    font-weight: 600;
    font-size: 0.75rem;
    line-height: 1.2;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

interface Props {
  title: string;
  /** The book's own cover, once drawn. */
  cover: string | null;
  childFirstName: string;
  /** The picture chosen for each story page, by page number. */
  chosen: Record<string, string>;
}

/**
 * The whole book as it will be printed, once every page has its picture: the same page list as the
 * print files and the flipbook (cover, title page, the story, the end, the back cover).
 */
export function WholeBookStrip({ title, cover, childFirstName, chosen }: Props) {
  const t = useMessages(creationMessages);
  const { language } = useLanguage();
  const numbers = Object.keys(chosen)
    .map(Number)
    .sort((a, b) => a - b);
  const word = (key: Parameters<typeof bookWord>[1]) => bookWord(language, key, childFirstName);
  return (
    <section aria-labelledby="whole-book-title">
      <h2 id="whole-book-title">{t('preview.wholeBook.title')}</h2>
      <p>{t('preview.wholeBook.intro')}</p>
      <Strip>
        {bookPages(numbers, { dedication: false }).map((page) => {
          const [face, caption] = (() => {
            switch (page.kind) {
              case 'front-cover':
                return [cover ? <img key="cover" src={cover} alt="" /> : title, t('preview.wholeBook.cover')];
              case 'title':
                return [word('storyFor'), t('preview.wholeBook.titlePage')];
              case 'story':
                return [
                  <img key="picture" src={chosen[String(page.pageNumber)]} alt="" />,
                  t('preview.wholeBook.page', { number: page.pageNumber }),
                ];
              case 'end':
                return [word('theEnd'), t('preview.wholeBook.end')];
              default:
                return [word('shop'), t('preview.wholeBook.back')];
            }
          })();
          return (
            <li key={page.kind === 'story' ? `story-${page.pageNumber}` : page.kind}>
              <div className="leaf">{face}</div>
              {caption}
            </li>
          );
        })}
      </Strip>
    </section>
  );
}
