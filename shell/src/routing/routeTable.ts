import { createContext, useContext } from 'react';
import { LIVE_ROUTES_URL, type RouteTable, type StorefrontConfig } from 'shared-contracts';

const RouteTableContext = createContext<RouteTable>([]);

/** The live pages the shell routes to: the browser's from its page, the server's from the request. */
export const RouteTableProvider = RouteTableContext.Provider;

export function useRouteTable(): RouteTable {
  return useContext(RouteTableContext);
}

/**
 * The live pages in the browser: inlined by the server into the page, or fetched from /routes.json
 * when the page came from a dev server (none then: the not-found page shows, with the header and footer).
 */
export async function browserRouteTable(config: StorefrontConfig): Promise<RouteTable> {
  if (config.routes.length) return config.routes;
  try {
    const answer = await fetch(LIVE_ROUTES_URL, { cache: 'no-cache' });
    return answer.ok ? ((await answer.json()) as RouteTable) : [];
  } catch {
    return [];
  }
}
