import { storyChosen, useAppDispatch, useLocation, useNavigate, writeJson } from 'shared-contracts';
import { CATALOGUE_ORIGIN_KEY, type CatalogueOrigin } from './flipbookGroups';

/** Where the catalogue leads: a sample book in the viewer (remembering the filters to come back to), a story to personalise, or home. */
export function useCatalogueNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const cameFromHome = (location.state as { from?: string } | null)?.from === 'home';
  return {
    open: (requestUuid: string) => {
      const origin: CatalogueOrigin = { fromCatalogue: true, search: location.search };
      writeJson(sessionStorage, CATALOGUE_ORIGIN_KEY, origin);
      navigate(`/flipbook?requestUuid=${encodeURIComponent(requestUuid)}`);
    },
    personalize: (productId: number) => {
      dispatch(storyChosen(productId));
      navigate('/provide-book-details');
    },
    // Back to the products on the home page when the visitor came from there, otherwise to its top.
    goBack: () => navigate('/', cameFromHome ? { state: { scrollTo: 'products' } } : undefined),
  };
}
