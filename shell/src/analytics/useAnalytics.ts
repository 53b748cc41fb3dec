import { useEffect } from 'react';
import { effectiveConsent, readStorefrontConfig, shallowEqual, trackPageView, useAppSelector, useLocation } from 'shared-contracts';
import { startAllowedTrackers } from './trackers';

/**
 * The trackers the visitor allows, then a page view on every route change (path plus query). In this
 * order, so the view of the page a visitor who chose earlier lands on reaches their trackers too.
 */
export function useAnalytics() {
  const consent = useAppSelector((state) => effectiveConsent(state.consent), shallowEqual);
  const { pathname, search } = useLocation();
  useEffect(() => startAllowedTrackers(readStorefrontConfig(), consent), [consent]);
  useEffect(() => trackPageView(`${pathname}${search}`), [pathname, search]);
}
