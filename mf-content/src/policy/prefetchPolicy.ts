import type { PolicyDocument, RoutePrefetch } from 'shared-contracts';
import { contentApi } from '../api/contentApi';

/** A policy page's text, fetched on the server so the page's first view has it. */
export const prefetchPolicy =
  (document: PolicyDocument): RoutePrefetch =>
  async ({ dispatch, language }) =>
    dispatch(contentApi.endpoints.getPolicy.initiate({ document, language }, { subscribe: false }));
