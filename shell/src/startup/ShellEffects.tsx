import { useAnalytics } from '../analytics/useAnalytics';
import { useCountryDetection } from '../consent/useCountryDetection';
import { useStoredConsent } from '../consent/useStoredConsent';
import { useRouteEffects } from '../routing/useRouteEffects';

/**
 * The shell's effects that follow the store and the address, in a leaf of their own: a change they
 * read (the country found after hydration, a stored cookie choice) re-renders this leaf, not the
 * whole page under the App. Rendered last, so its effects run after the page's, as the App's did.
 */
export function ShellEffects() {
  useRouteEffects();
  useStoredConsent();
  useCountryDetection();
  useAnalytics();
  return null;
}
