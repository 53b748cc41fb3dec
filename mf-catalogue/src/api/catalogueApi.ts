import {
  catalogueUrl,
  storefrontApi,
  type Language,
  type CheckAbuseRequest,
  type CheckAbuseResponse,
  type ProductsResponse,
  type QuickPreviewResponse,
} from 'shared-contracts';

/** The calls of the home page, the catalogue and the quick preview, on the shared API slice. */
export const catalogueApi = storefrontApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** The catalogue in a language: each language is its own cache entry. */
    getProducts: build.query<ProductsResponse, Language>({
      query: (language) => catalogueUrl('/products', language),
      providesTags: ['Product'],
    }),
    checkAbuse: build.mutation<CheckAbuseResponse, CheckAbuseRequest>({
      query: (body) => ({ url: '/check-abuse/', method: 'POST', body }),
    }),
    /** Multipart: photo, gender, age, usageStats (JSON string), consent. */
    createQuickPreview: build.mutation<QuickPreviewResponse, FormData>({
      query: (body) => ({ url: '/quickpreviews/', method: 'POST', body }),
    }),
  }),
});

export const { useGetProductsQuery, useCheckAbuseMutation, useCreateQuickPreviewMutation } = catalogueApi;
