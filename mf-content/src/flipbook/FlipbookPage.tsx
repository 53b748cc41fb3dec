import { useEffect, useMemo, useRef, useState } from 'react';
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
import { FlipbookViewer, type FlipbookHandle } from './FlipbookViewer';
import { ShareWithFamily } from './ShareWithFamily';
import { bookLeaves } from './bookLeaves';
import { useGetBookQuery, useGetSharedBookQuery } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';
import { useGetPageVoicesQuery } from '../api/voicesApi';
import { InviteReaders } from '../read-aloud/InviteReaders';
import { ListenedBook } from '../read-aloud/ListenedBook';
import { ReadAloud } from '../read-aloud/ReadAloud';

function readOrigin(): CatalogueOrigin | null {
  const origin = readJson(sessionStorage, CATALOGUE_ORIGIN_KEY) as CatalogueOrigin | null;
  return origin?.fromCatalogue ? origin : null;
}

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

/**
 * /flipbook: a book to flip through: a sample, the visitor's own (with a link to share it, and its pages
 * read aloud), or one shared with them (`#share=`, read-only, with `&record=` when they are asked to read
 * it aloud); or the printed book's recordings (`#listen=`). A fragment never reaches a server or a log.
 */
export default function FlipbookPage() {
  const t = useMessages(contentMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // The server never sees the fragment: the share is read once the page is hydrated, so both draw the same first.
  const hydrated = useHydrated();
  const fragment = new URLSearchParams(hydrated ? location.hash.slice(1) : '');
  const [share, record, listen] = [fragment.get('share'), fragment.get('record'), fragment.get('listen')];
  const requestUuid = useBookRequestId() ?? '';
  const draftRequestUuid = useAppSelector((s) => s.orderDraft.requestUuid);
  // The draft is the browser's: whose book it is is known once hydrated, so the server's HTML and the first draw agree.
  const own = hydrated && !share && !listen && requestUuid !== '' && requestUuid === draftRequestUuid;
  const { language } = useLanguage();
  const ownOrSample = useGetBookQuery({ requestUuid, language }, { skip: Boolean(share || listen) || !requestUuid });
  const shared = useGetSharedBookQuery(share ?? '', { skip: !share });
  // A shared book's id is its share's first part; its recordings open with the share, or the record link.
  const bookUuid = share ? share.slice(0, share.indexOf('.')) : requestUuid;
  const pass = useMemo(() => (share ? { share, record } : undefined), [share, record]);

  const viewer = useRef<FlipbookHandle>(null);
  const [current, setCurrent] = useState(0);
  const { data, isLoading, isError, error } = share ? shared : ownOrSample;
  const pages = useMemo(() => (data ? bookLeaves(data.book, language) : []), [data, language]);
  // Asked once the book has opened: a book that did not has nothing to hear.
  const voices = useGetPageVoicesQuery({ requestUuid: bookUuid, pass }, { skip: !(own || share) || !data });

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

  if (listen) return <ListenedBook listen={listen} />;
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
          {voices.data?.reader && <p>{t('flipbook.record.intro', { reader: voices.data.reader, name })}</p>}
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
      {pages.length > 0 && (
        <FlipbookViewer ref={viewer} pages={pages} pageAspect={data?.book.print?.trimAspect ?? null} onPageChange={setCurrent} />
      )}
      {pages.length > 0 && voices.data && (
        <ReadAloud
          requestUuid={bookUuid}
          leaves={pages}
          current={current}
          turnTo={(index) => viewer.current?.turnTo(index)}
          voices={voices.data.voices}
          canRecord={voices.data.canRecord}
          linkReader={voices.data.reader}
          pass={pass}
        />
      )}
      {own && data && voices.data?.canRecord && <InviteReaders requestUuid={requestUuid} childFirstName={name} />}
      {own && data && <ShareWithFamily requestUuid={requestUuid} childFirstName={name} />}
    </section>
  );
}
