import { useEffect, useMemo } from 'react';
import {
  failureOf,
  readJson,
  removeKey,
  storyChosen,
  trackEvent,
  useAppDispatch,
  useAppSelector,
  useBookRequestId,
  useLanguage,
  useLocation,
  useMessages,
  useHydrated,
  useNavigate,
} from 'shared-contracts';
import { Alert, Button, ButtonRow, FailureAlert, Spinner } from 'ui-kit';
import { CATALOGUE_ORIGIN_KEY, type CatalogueOrigin } from '../flipbook-catalogue/flipbookGroups';
import { FlipbookViewer } from './FlipbookViewer';
import { ShareWithFamily } from './ShareWithFamily';
import { bookLeaves } from './bookLeaves';
import { useGetBookQuery, useGetSharedBookQuery } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';

function readOrigin(): CatalogueOrigin | null {
  const origin = readJson(sessionStorage, CATALOGUE_ORIGIN_KEY) as CatalogueOrigin | null;
  return origin?.fromCatalogue ? origin : null;
}

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

/**
 * /flipbook: a book to flip through: a sample, the visitor's own (with a link to share it), or one
 * shared with them (`#share=`, read-only: the fragment never reaches a server or a log).
 */
export default function FlipbookPage() {
  const t = useMessages(contentMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // The server never sees the fragment: the share is read once the page is hydrated, so both draw the same first.
  const hydrated = useHydrated();
  const share = hydrated ? new URLSearchParams(location.hash.slice(1)).get('share') : null;
  const requestUuid = useBookRequestId() ?? '';
  const draftRequestUuid = useAppSelector((s) => s.orderDraft.requestUuid);
  // The draft is the browser's: whose book it is is known once hydrated, so the server's HTML and the first draw agree.
  const own = hydrated && !share && requestUuid !== '' && requestUuid === draftRequestUuid;
  const { language } = useLanguage();
  const ownOrSample = useGetBookQuery({ requestUuid, language }, { skip: Boolean(share) || !requestUuid });
  const shared = useGetSharedBookQuery(share ?? '', { skip: !share });
  const { data, isLoading, isError, error } = share ? shared : ownOrSample;
  const pages = useMemo(() => (data ? bookLeaves(data.book, language) : []), [data, language]);

  useEffect(() => {
    if (!data) return;
    trackEvent('flipbook_view', { book_id: data.book.bookId });
    trackEvent('view_item', { items: [{ item_id: String(data.book.bookId) }] });
  }, [data]);

  const goBack = () => {
    // Their own book is opened from their order: back is where they came from.
    if (own && location.key !== 'default') return window.history.back();
    const origin = readOrigin();
    removeKey(sessionStorage, CATALOGUE_ORIGIN_KEY);
    navigate(`/flipbook-catalogue${origin ? origin.search : location.search}`);
  };

  const personalize = () => {
    if (!data) return;
    dispatch(storyChosen(data.book.bookId));
    navigate('/provide-book-details');
  };

  const name = data?.book.childFirstName ?? '';
  const failure = isError || (hydrated && !requestUuid && !share) ? failureOf(error, t('flipbook.failed')) : null;
  // A shared link the server refused says why in its one sentence: 'Failed to load' would invite trying again.
  const shownFailure = share && failure?.reason ? { message: failure.reason } : failure;
  return (
    <section className="page">
      <h1>{share && data ? t('flipbook.shared.title', { name }) : t('flipbook.title')}</h1>
      {!failure && (
        <>
          <p>{share && data ? t('flipbook.shared.intro', { name }) : t('flipbook.intro')}</p>
          <p>{t('flipbook.howTo')}</p>
        </>
      )}
      <ButtonRow style={{ margin: '16px 0' }}>
        {!share && (
          <Button type="button" $variant="secondary" onClick={goBack}>
            {t('flipbook.goBack')}
          </Button>
        )}
        {/* Their own book is made already: making another starts from the catalogue, not over this one's draft. */}
        {!own && (
          <Button type="button" onClick={personalize} disabled={!data}>
            {t('flipbook.personalize')}
          </Button>
        )}
      </ButtonRow>
      {(isLoading || (!data && !isError && (requestUuid || share || !hydrated))) && (
        <p role="status">
          <Spinner />
          {t('flipbook.loading')}
        </p>
      )}
      {shownFailure && <FailureAlert {...shownFailure} />}
      {data && pages.length === 0 && <Alert tone="warning">{t('flipbook.empty')}</Alert>}
      {pages.length > 0 && <FlipbookViewer pages={pages} pageAspect={data?.book.print?.trimAspect ?? null} />}
      {own && data && <ShareWithFamily requestUuid={requestUuid} childFirstName={name} />}
    </section>
  );
}
