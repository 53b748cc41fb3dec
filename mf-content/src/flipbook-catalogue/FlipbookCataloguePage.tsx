import styled from 'styled-components';
import {
  storyChosen,
  useAppDispatch,
  useLanguage,
  useLocation,
  useMessages,
  useNavigate,
  useSearchParams,
  type RoutePrefetch,
} from 'shared-contracts';
import { Alert, Button, ImageWithFallback, Spinner } from 'ui-kit';
import { CATALOGUE_ORIGIN_KEY, groupFlipbooks, readCatalogueQuery, type CatalogueOrigin } from './flipbookGroups';
import { contentApi, useGetSampleFlipbooksQuery } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 16px 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, 1fr);
  @media (min-width: 700px) {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(4, 1fr);
  }
  button {
    display: block;
    width: 100%;
    padding: 0;
    border: none;
    background: none;
    cursor: pointer;
    border-radius: var(--radius);
    overflow: hidden;
    box-shadow: var(--shadow);
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: var(--color-border);
  }
`;

const Group = styled.section`
  margin-bottom: 32px;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  h2 {
    margin: 0;
  }
`;

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

/** The sample books the address asks for, fetched on the server so the first view lists them. */
export const prefetch: RoutePrefetch = async ({ dispatch, url, language }) =>
  dispatch(contentApi.endpoints.getSampleFlipbooks.initiate({ ...readCatalogueQuery(url.searchParams), language }, { subscribe: false }));

/** /flipbook-catalogue: sample books by story, each opening in the flipbook viewer. */
export default function FlipbookCataloguePage() {
  const t = useMessages(contentMessages);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const query = readCatalogueQuery(params);
  const { language } = useLanguage();
  const { data, isLoading, isError } = useGetSampleFlipbooksQuery({ ...query, language });
  const cameFromHome = (location.state as { from?: string } | null)?.from === 'home';

  const open = (requestUuid: string) => {
    const origin: CatalogueOrigin = { fromCatalogue: true, search: location.search };
    sessionStorage.setItem(CATALOGUE_ORIGIN_KEY, JSON.stringify(origin));
    navigate(`/flipbook?requestUuid=${encodeURIComponent(requestUuid)}`);
  };

  const personalize = (productId: number) => {
    dispatch(storyChosen(productId));
    navigate('/provide-book-details');
  };

  // Back to the products on the home page when the visitor came from there, otherwise to its top.
  const goBack = () => navigate('/', cameFromHome ? { state: { scrollTo: 'products' } } : undefined);

  const groups = data ? groupFlipbooks(data.flipbooks) : [];
  return (
    <section className="page">
      <h1>{t('flipbookCatalogue.title')}</h1>
      <p>{t('flipbookCatalogue.intro')}</p>
      <Button type="button" $variant="secondary" onClick={goBack}>
        {t('flipbookCatalogue.goBack')}
      </Button>
      {isLoading && (
        <p role="status">
          <Spinner />
          {t('flipbookCatalogue.loading')}
        </p>
      )}
      {isError && <Alert tone="danger">{t('flipbookCatalogue.failed')}</Alert>}
      {data && groups.length === 0 && <Alert tone="info">{t('flipbookCatalogue.empty')}</Alert>}
      {groups.map((group) => (
        <Group key={group.productId} aria-labelledby={`flipbooks-${group.productId}`}>
          <header>
            <h2 id={`flipbooks-${group.productId}`}>{group.displayName}</h2>
            <Button type="button" onClick={() => personalize(group.productId)}>
              {t('flipbookCatalogue.personalize')}
            </Button>
          </header>
          <Grid>
            {group.flipbooks.map((flipbook, i) => (
              <li key={flipbook.sampleFlipbookId}>
                <button
                  type="button"
                  onClick={() => open(flipbook.requestUuid)}
                  aria-label={t('flipbookCatalogue.open', { story: group.displayName, number: i + 1 })}
                >
                  <ImageWithFallback
                    src={flipbook.displayImage}
                    fallbackText={t('flipbookCatalogue.imageMissing')}
                    alt=""
                    width={480}
                    height={360}
                    loading="lazy"
                  />
                </button>
              </li>
            ))}
          </Grid>
        </Group>
      ))}
    </section>
  );
}
