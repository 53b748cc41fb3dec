import { useEffect } from 'react';
import { applyPageMetadata, metadataForPath, readStorefrontConfig, trackPageView, useLocation } from 'shared-contracts';

/** On every route change: back to the top, the page's metadata, and a page view (path plus query). */
export function useRouteEffects() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
    applyPageMetadata(metadataForPath(pathname), readStorefrontConfig().siteOrigin);
    trackPageView(`${pathname}${search}`);
  }, [pathname, search]);
}
