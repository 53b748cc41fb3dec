import { useEffect, useMemo } from 'react';
import { storyChosen, trackEvent, useAppDispatch, useLocation, useNavigate, useSearchParams } from 'shared-contracts';
import { Alert, Button, ButtonRow, Spinner } from 'ui-kit';
import { CATALOGUE_ORIGIN_KEY, type CatalogueOrigin } from '../flipbook-catalogue/flipbookGroups';
import { FlipbookViewer } from './FlipbookViewer';
import { orderedPages } from './viewerSettings';
import { useGetBookQuery } from '../api/contentApi';

export const FLIPBOOK_MESSAGES = {
  loading: 'Loading your magical book...',
  empty: 'No pages found for this book.',
  failed: 'Failed to load book. Please try again later.',
} as const;

function readOrigin(): CatalogueOrigin | null {
  try {
    const origin = JSON.parse(sessionStorage.getItem(CATALOGUE_ORIGIN_KEY) ?? 'null') as CatalogueOrigin | null;
    return origin?.fromCatalogue ? origin : null;
  } catch {
    return null;
  }
}

/** /flipbook: a book, sample or ordered, to flip through. */
export default function FlipbookPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const requestUuid = params.get('requestUuid') ?? '';
  const { data, isLoading, isError } = useGetBookQuery(requestUuid, { skip: !requestUuid });
  const pages = useMemo(() => orderedPages(data?.book.pages), [data]);

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
      <h1>Your Magical Flipbook</h1>
      <p>Your magical flipbook is ready to be flipped and enjoyed!</p>
      <p>Click or swipe on right to flip forward and left to flip back.</p>
      <ButtonRow style={{ margin: '16px 0' }}>
        <Button type="button" $variant="secondary" onClick={goBack}>
          Go Back
        </Button>
        <Button type="button" onClick={personalize} disabled={!data}>
          Personalize This Story
        </Button>
      </ButtonRow>
      {(isLoading || (!data && !isError && requestUuid)) && (
        <p role="status">
          <Spinner />
          {FLIPBOOK_MESSAGES.loading}
        </p>
      )}
      {(isError || !requestUuid) && <Alert tone="danger">{FLIPBOOK_MESSAGES.failed}</Alert>}
      {data && pages.length === 0 && <Alert tone="warning">{FLIPBOOK_MESSAGES.empty}</Alert>}
      {pages.length > 0 && <FlipbookViewer pages={pages} />}
    </section>
  );
}
