import { createContext, useContext } from 'react';
import { fetchLiveRoutes, type RouteTable, type StorefrontConfig } from 'shared-contracts';

const RouteTableContext = createContext<RouteTable>([]);

/** The live pages the shell routes to: the browser's from its page, the server's from the request. */
export const RouteTableProvider = RouteTableContext.Provider;

export function useRouteTable(): RouteTable {
  return useContext(RouteTableContext);
}

/**
 * The live pages in the browser: inlined by the server into the page, or fetched from /routes.json
 * when the page came from a dev server; none when that fails (the not-found page shows, in the shell).
 */
export async function browserRouteTable(config: StorefrontConfig): Promise<RouteTable> {
  return config.routes.length ? config.routes : fetchLiveRoutes().catch(() => []);
}
