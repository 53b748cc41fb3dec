import { createApi } from '@reduxjs/toolkit/query/react';
import type { ProductResponse, ProductsResponse } from '../schemas/catalogue.js';
import type { HealthResponse } from '../schemas/common.js';
import type { CreateOrderRequest, PaymentConfirmationRequest, PaymentConfirmationResponse, PaymentOrderResponse } from '../schemas/orders.js';
import type {
  BookPreviewRequest,
  BookPreviewResponse,
  BookRequest,
  GeneratePagesRequest,
  PersonalPhotoResponse,
  QuickPreviewResponse,
} from '../schemas/personalization.js';
import type { CheckAbuseRequest, CheckAbuseResponse } from '../schemas/usage.js';
import { createCsrfBaseQuery } from './csrfBaseQuery.js';

export const API_BASE_PATH = '/api';

/**
 * The one API slice of the storefront, with every call of the specification. The shell and all
 * remotes share this instance (shared-contracts is a federation singleton), so a cached product
 * list or preview fetched by one stage is reused by the next.
 */
export const storefrontApi = createApi({
  reducerPath: 'storefrontApi',
  baseQuery: createCsrfBaseQuery(API_BASE_PATH),
  tagTypes: ['Product', 'BookPreview', 'Order', 'Content'],
  endpoints: (build) => ({
    getHealth: build.query<HealthResponse, void>({ query: () => '/health' }),

    getProducts: build.query<ProductsResponse, void>({ query: () => '/products', providesTags: ['Product'] }),
    getProduct: build.query<ProductResponse, number>({ query: (id) => `/products/${id}`, providesTags: ['Product'] }),

    checkAbuse: build.mutation<CheckAbuseResponse, CheckAbuseRequest>({
      query: (body) => ({ url: '/check-abuse/', method: 'POST', body }),
    }),

    /** Multipart: photo, gender, age, usageStats (JSON string). */
    createQuickPreview: build.mutation<QuickPreviewResponse, FormData>({
      query: (body) => ({ url: '/quickpreviews/', method: 'POST', body }),
    }),
    /** Multipart: photo, requestUuid, firstName, gender, age, birthMonth, bookId, character. */
    uploadPersonalPhoto: build.mutation<PersonalPhotoResponse, FormData>({
      query: (body) => ({ url: '/personalphotos/', method: 'POST', body }),
    }),

    startBookPreview: build.mutation<unknown, BookPreviewRequest>({
      query: (body) => ({ url: '/bookpreviews/', method: 'POST', body }),
      invalidatesTags: ['BookPreview'],
    }),
    getBookPreview: build.query<BookPreviewResponse, string>({
      query: (requestUuid) => `/bookpreviews/${encodeURIComponent(requestUuid)}`,
      providesTags: ['BookPreview'],
    }),
    generatePages: build.mutation<unknown, GeneratePagesRequest>({
      query: (body) => ({ url: `/bookpreviews/${encodeURIComponent(body.requestUuid)}/generate-pages`, method: 'POST', body }),
      invalidatesTags: ['BookPreview'],
    }),
    saveBookRequest: build.mutation<unknown, BookRequest>({
      query: (body) => ({ url: '/books/requests', method: 'POST', body }),
    }),

    createPaymentOrder: build.mutation<PaymentOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: '/orders', method: 'POST', body }),
    }),
    confirmPayment: build.mutation<PaymentConfirmationResponse, PaymentConfirmationRequest>({
      query: (body) => ({ url: `/orders/${encodeURIComponent(body.requestUuid)}/payment_confirmation`, method: 'PATCH', body }),
      invalidatesTags: ['BookPreview', 'Order'],
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetProductQuery,
  useCheckAbuseMutation,
  useCreateQuickPreviewMutation,
  useUploadPersonalPhotoMutation,
  useStartBookPreviewMutation,
  useGetBookPreviewQuery,
  useGeneratePagesMutation,
  useSaveBookRequestMutation,
  useCreatePaymentOrderMutation,
  useConfirmPaymentMutation,
} = storefrontApi;
