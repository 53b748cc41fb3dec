import { useEffect, useMemo } from 'react';
import {
  storyChosen,
  trackEvent,
  useAppDispatch,
  useLanguage,
  useLocation,
  useMessages,
  useNavigate,
  useSearchParams,
} from 'shared-contracts';
import { Alert, Button, ButtonRow, Spinner } from 'ui-kit';
import { CATALOGUE_ORIGIN_KEY, type CatalogueOrigin } from '../flipbook-catalogue/flipbookGroups';
import { FlipbookViewer } from './FlipbookViewer';
import { bookLeaves } from './bookLeaves';
import { useGetBookQuery } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';

function readOrigin(): CatalogueOrigin | null {
  try {
    const origin = JSON.parse(sessionStorage.getItem(CATALOGUE_ORIGIN_KEY) ?? 'null') as CatalogueOrigin | null;
    return origin?.fromCatalogue ? origin : null;
  } catch {
    return null;
  }
}

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

/** /flipbook: a book, sample or ordered, to flip through. */
export default function FlipbookPage() {
  const t = useMessages(contentMessages);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const requestUuid = params.get('requestUuid') ?? '';
  const { language } = useLanguage();
  const { data, isLoading, isError } = useGetBookQuery({ requestUuid, language }, { skip: !requestUuid });
  const pages = useMemo(() => (data ? bookLeaves(data.book, language) : []), [data, language]);

  useEffect(() => {
    if (!data) return;
    trackEvent('flipbook_view', { book_id: data.book.bookId });
    trackEvent('view_item', { items: [{ item_id: String(data.book.bookId) }] });
  }, [data]);

  const goBack = () => {
    const origin = readOrigin();
    sessionStorage.removeItem(CATALOGUE_ORIGIN_KEY);
    navigate(`/flipbook-catalogue${origin ? origin.search : location.search}`);
  };

  const personalize = () => {
    if (!data) return;
    dispatch(storyChosen(data.book.bookId));
    navigate('/provide-book-details');
  };

  return (
    <section className="page">
      <h1>{t('flipbook.title')}</h1>
      <p>{t('flipbook.intro')}</p>
      <p>{t('flipbook.howTo')}</p>
      <ButtonRow style={{ margin: '16px 0' }}>
        <Button type="button" $variant="secondary" onClick={goBack}>
          {t('flipbook.goBack')}
        </Button>
        <Button type="button" onClick={personalize} disabled={!data}>
          {t('flipbook.personalize')}
        </Button>
      </ButtonRow>
      {(isLoading || (!data && !isError && requestUuid)) && (
        <p role="status">
          <Spinner />
          {t('flipbook.loading')}
        </p>
      )}
      {(isError || !requestUuid) && <Alert tone="danger">{t('flipbook.failed')}</Alert>}
      {data && pages.length === 0 && <Alert tone="warning">{t('flipbook.empty')}</Alert>}
      {pages.length > 0 && <FlipbookViewer pages={pages} />}
    </section>
  );
}
