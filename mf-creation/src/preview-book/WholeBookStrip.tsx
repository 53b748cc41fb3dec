import styled from 'styled-components';
import { useLanguage, useMessages } from 'shared-contracts';
import { bookPages, bookWord, pictureAloneUrl, type BookPage } from 'contracts/book';
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
  /* The words' page: its picture washed almost to white. */
  .ground {
    object-fit: cover;
    filter: blur(3px);
    opacity: 0.3;
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
 * print files and the flipbook (the cover, each page inside by its number, the back cover). A story
 * page's words are printed facing its picture, over the picture washed almost to white.
 */
export function WholeBookStrip({ title, cover, childFirstName, chosen }: Props) {
  const t = useMessages(creationMessages);
  const { language } = useLanguage();
  const numbers = Object.keys(chosen)
    .map(Number)
    .sort((a, b) => a - b);
  const word = (key: Parameters<typeof bookWord>[1]) => bookWord(language, key, childFirstName);
  const face = (page: BookPage) => {
    switch (page.kind) {
      case 'front-cover':
        return cover ? <img src={cover} alt="" /> : title;
      case 'belongs-to':
        return word('belongsTo');
      case 'dedication':
        return t('preview.wholeBook.dedication');
      case 'title':
        return word('storyFor');
      case 'words':
        return <img className="ground" src={pictureAloneUrl(chosen[String(page.pageNumber)])} alt="" />;
      case 'story':
        return <img src={pictureAloneUrl(chosen[String(page.pageNumber)])} alt="" />;
      case 'end':
        return word('theEnd');
      case 'about':
        return word('about');
      case 'drawing':
        return page.first ? word('nextAdventure') : null;
      case 'imprint':
        return word('shop');
      default:
        return null;
    }
  };
  const caption = (page: BookPage, index: number) => {
    if (page.kind === 'front-cover') return t('preview.wholeBook.cover');
    if (page.kind === 'back-cover') return t('preview.wholeBook.back');
    return t('preview.wholeBook.page', { number: index });
  };
  return (
    <section aria-labelledby="whole-book-title">
      <h2 id="whole-book-title">{t('preview.wholeBook.title')}</h2>
      <p>{t('preview.wholeBook.intro')}</p>
      <Strip>
        {bookPages(numbers).map((page, index) => (
          <li key={index}>
            <div className="leaf">{face(page)}</div>
            {caption(page, index)}
          </li>
        ))}
      </Strip>
    </section>
  );
}
