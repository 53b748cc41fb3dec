import { useEffect } from 'react';
import { applyPageMetadata, metadataForPath, readStorefrontConfig, useLocation } from 'shared-contracts';

/** On every route change: back to the top and the page's metadata (the page view is the analytics' own). */
export function useRouteEffects() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    applyPageMetadata(metadataForPath(pathname), readStorefrontConfig().siteOrigin);
  }, [pathname, search]);
}
