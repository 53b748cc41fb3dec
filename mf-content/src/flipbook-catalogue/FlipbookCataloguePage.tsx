import { useLanguage, useMessages, useSearchParams, type RoutePrefetch } from 'shared-contracts';
import { Alert, Button, Spinner } from 'ui-kit';
import { FlipbookGroupSection } from './FlipbookGroupSection';
import { groupFlipbooks, readCatalogueQuery } from './flipbookGroups';
import { useCatalogueNavigation } from './useCatalogueNavigation';
import { contentApi, useGetSampleFlipbooksQuery } from '../api/contentApi';
import { contentMessages } from '../messages/contentMessages';

/** Loaded with the page, so it is drawn (or hydrated) without waiting for its messages. */
export const messages = contentMessages;

/** The sample books the address asks for, fetched on the server so the first view lists them. */
export const prefetch: RoutePrefetch = async ({ dispatch, url, language }) =>
  dispatch(contentApi.endpoints.getSampleFlipbooks.initiate({ ...readCatalogueQuery(url.searchParams), language }, { subscribe: false }));

/** /flipbook-catalogue: sample books by story, each opening in the flipbook viewer. */
export default function FlipbookCataloguePage() {
  const t = useMessages(contentMessages);
  const [params] = useSearchParams();
  const { language } = useLanguage();
  const { data, isLoading, isError } = useGetSampleFlipbooksQuery({ ...readCatalogueQuery(params), language });
  const go = useCatalogueNavigation();
  const groups = data ? groupFlipbooks(data.flipbooks) : [];
  return (
    <section className="page">
      <h1>{t('flipbookCatalogue.title')}</h1>
      <p>{t('flipbookCatalogue.intro')}</p>
      <Button type="button" $variant="secondary" onClick={go.goBack}>
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
        <FlipbookGroupSection key={group.productId} group={group} onOpen={go.open} onPersonalize={go.personalize} />
      ))}
    </section>
  );
}
