import type { ReactNode } from 'react';
import type { AppRoute } from 'shared-contracts';

/**
 * A page that shows a visitor's own book or order is masked for session replay (text and images),
 * where a visitor allowed replay at all.
 */
export function PersonalPage({ route, children }: { route: AppRoute; children: ReactNode }) {
  return route.personal ? <div data-clarity-mask="true">{children}</div> : children;
}
