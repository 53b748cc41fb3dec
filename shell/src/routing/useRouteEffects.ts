import { useEffect, useRef } from 'react';
import { loadPageHead, readStorefrontConfig, useLanguage, useLocation } from 'shared-contracts';

/**
 * On every route change: back to the top; on it and on a change of language, the page's head (the
 * page view is the analytics' own). The page the server sent came with its head, so the first one is
 * left as it is and the metadata is loaded only when another page or language needs it.
 */
export function useRouteEffects() {
  const { pathname, search } = useLocation();
  const { language } = useLanguage();
  const sentWithHead = useRef(`${pathname} ${language}`);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  useEffect(() => {
    if (sentWithHead.current === `${pathname} ${language}`) return undefined;
    sentWithHead.current = '';
    let current = true;
    loadPageHead(language).then(
      (writeHead) => {
        if (current) writeHead(pathname, readStorefrontConfig().siteOrigin);
      },
      // The page is shown either way; only its title and tags stay those of the page before.
      (error: Error) => console.warn("Could not load the pages' titles:", error.message),
    );
    return () => {
      current = false;
    };
  }, [pathname, language]);
}
