import type { ReactNode } from 'react';
import { useHydrated, type LiveRoute } from 'shared-contracts';
import { RemoteLoading } from '../federation/RemoteLoading';

/**
 * A page that shows a visitor's own book or order is masked for session replay (text and images),
 * where a visitor allowed replay at all. Its content comes from the visitor's browser storage, so
 * the server draws its frame and loading state only and the browser fills it in after hydrating.
 */
export function PersonalPage({ route, children }: { route: LiveRoute; children: ReactNode }) {
  const hydrated = useHydrated();
  if (!route.personal) return children;
  return <div data-clarity-mask="true">{hydrated ? children : <RemoteLoading />}</div>;
}
