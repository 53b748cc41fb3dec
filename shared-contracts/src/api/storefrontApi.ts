import { createApi } from '@reduxjs/toolkit/query/react';
import type { HealthResponse } from '../schemas/common.js';
import { createCsrfBaseQuery } from './csrfBaseQuery.js';

export const API_BASE_PATH = '/api';

/**
 * The one API slice of the storefront. Remotes add their endpoints with
 * `storefrontApi.injectEndpoints({ endpoints, overrideExisting: 'throw' })`.
 */
export const storefrontApi = createApi({
  reducerPath: 'storefrontApi',
  baseQuery: createCsrfBaseQuery(API_BASE_PATH),
  tagTypes: ['Product', 'BookPreview', 'Order', 'Content'],
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({ query: () => '/health' }),
  }),
});
