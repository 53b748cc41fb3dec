import { createContext, useContext, type ComponentType } from 'react';

/** Pages already loaded, by `remote/exposed`: the browser's for the whole visit, the server's for one request. */
export type PreloadedPages = Map<string, ComponentType>;

const browserPages: PreloadedPages = new Map();

export const PreloadedPagesContext = createContext<PreloadedPages>(browserPages);

export function usePreloadedPages(): PreloadedPages {
  return useContext(PreloadedPagesContext);
}

export function pageKey(route: { remote: string; exposed: string }): string {
  return `${route.remote}/${route.exposed}`;
}

/** Keeps a page the browser loaded before hydrating, so the first render draws what the server drew. */
export function rememberPage(key: string, page: ComponentType): void {
  browserPages.set(key, page);
}
