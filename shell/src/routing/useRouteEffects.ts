import { useEffect } from 'react';
import {
  applyPageMetadata,
  loadTranslatedMetadata,
  metadataForPath,
  readStorefrontConfig,
  useLanguage,
  useLocation,
} from 'shared-contracts';

/** On every route change: back to the top; on it and on a change of language, the page's metadata (the page view is the analytics' own). */
export function useRouteEffects() {
  const { pathname, search } = useLocation();
  const { language } = useLanguage();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  useEffect(() => {
    let current = true;
    void loadTranslatedMetadata(language).then((translation) => {
      if (current) applyPageMetadata(metadataForPath(pathname, translation), readStorefrontConfig().siteOrigin);
    });
    return () => {
      current = false;
    };
  }, [pathname, language]);
}
