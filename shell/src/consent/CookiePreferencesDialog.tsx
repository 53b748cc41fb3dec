import { lazy, Suspense } from 'react';
import { useAppSelector } from 'shared-contracts';

/** Loaded when first opened: most visitors choose on the banner and never open the preferences. */
const CookiePreferencesPanel = lazy(() => import('./CookiePreferencesPanel'));

export function CookiePreferencesDialog() {
  const open = useAppSelector((state) => state.consent.dialogOpen);
  return open ? (
    <Suspense fallback={null}>
      <CookiePreferencesPanel />
    </Suspense>
  ) : null;
}
