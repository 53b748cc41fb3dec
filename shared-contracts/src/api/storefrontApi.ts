import { createApi } from '@reduxjs/toolkit/query/react';
import type { ProductResponse, ProductsResponse } from '../schemas/catalogue.js';
import type { HealthResponse } from '../schemas/common.js';
import type { BookResponse, ContactCaseRequest, FaqsResponse, SampleFlipbooksResponse, StatesResponse } from '../schemas/content.js';
import type { PolicyDocument } from '../constants.js';
import type {
  CheckoutRequest,
  CheckoutResponse,
  DepositOrderRequest,
  DiscountResponse,
  OrderDetailsResponse,
  PaymentConfirmationRequest,
  PaymentConfirmationResponse,
  PaymentOrderResponse,
  PlaceOrderRequest,
  ProductOrderRequest,
} from '../schemas/orders.js';
import type {
  BookPreviewRequest,
  BookPreviewResponse,
  BookRequest,
  GeneratePagesRequest,
  PersonalPhotoResponse,
  QuickPreviewResponse,
} from '../schemas/personalization.js';
import type { CheckAbuseRequest, CheckAbuseResponse } from '../schemas/usage.js';
import { API_BASE_PATH } from '../constants.js';
import { createCsrfBaseQuery } from './csrfBaseQuery.js';

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

    createDepositOrder: build.mutation<PaymentOrderResponse, DepositOrderRequest>({
      query: (body) => ({ url: '/orders', method: 'POST', body }),
    }),
    /** The pricing step: the product order with its print options. */
    createProductOrder: build.mutation<OrderDetailsResponse, ProductOrderRequest>({
      query: (body) => ({ url: '/orders', method: 'POST', body }),
    }),
    placeOrder: build.mutation<unknown, PlaceOrderRequest & { requestUuid: string }>({
      query: ({ requestUuid, ...body }) => ({ url: `/orders/${encodeURIComponent(requestUuid)}/place`, method: 'PATCH', body }),
    }),
    checkoutOrder: build.mutation<CheckoutResponse, CheckoutRequest & { requestUuid: string }>({
      query: ({ requestUuid, ...body }) => ({ url: `/orders/${encodeURIComponent(requestUuid)}/checkout`, method: 'PATCH', body }),
    }),
    applyCoupon: build.mutation<DiscountResponse, { requestUuid: string; couponCode: string }>({
      query: ({ requestUuid, couponCode }) => ({ url: `/orders/${encodeURIComponent(requestUuid)}/discount`, method: 'PATCH', body: { couponCode } }),
    }),
    initiatePayment: build.mutation<PaymentOrderResponse, { requestUuid: string }>({
      query: ({ requestUuid }) => ({ url: `/orders/${encodeURIComponent(requestUuid)}/payment_initiation`, method: 'PATCH', body: { paymentFor: 'product' } }),
    }),
    confirmPayment: build.mutation<PaymentConfirmationResponse, PaymentConfirmationRequest>({
      query: (body) => ({ url: `/orders/${encodeURIComponent(body.requestUuid)}/payment_confirmation`, method: 'PATCH', body }),
      invalidatesTags: ['BookPreview', 'Order'],
    }),

    getStates: build.query<StatesResponse, string>({
      query: (countryCode) => `/referencedata/states?country_code=${encodeURIComponent(countryCode)}`,
      providesTags: ['Content'],
    }),
    getFaqs: build.query<FaqsResponse, string>({ query: (faqType) => `/faqs/${encodeURIComponent(faqType)}`, providesTags: ['Content'] }),
    getSampleFlipbooks: build.query<SampleFlipbooksResponse, { gender?: string; productId?: number }>({
      query: ({ gender, productId }) => ({
        url: '/sample-flipbooks',
        params: { ...(gender ? { gender } : {}), ...(productId !== undefined ? { productId } : {}) },
      }),
      providesTags: ['Content'],
    }),
    getBook: build.query<BookResponse, string>({ query: (requestUuid) => `/books/${encodeURIComponent(requestUuid)}` }),
    /** A policy's Markdown text. */
    getPolicy: build.query<string, PolicyDocument>({
      query: (document) => ({ url: `/policies/${document}.md`, responseHandler: 'text' }),
      providesTags: ['Content'],
    }),
    createCase: build.mutation<unknown, ContactCaseRequest>({ query: (body) => ({ url: '/cases', method: 'POST', body }) }),
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
  useCreateDepositOrderMutation,
  useCreateProductOrderMutation,
  usePlaceOrderMutation,
  useCheckoutOrderMutation,
  useApplyCouponMutation,
  useInitiatePaymentMutation,
  useConfirmPaymentMutation,
  useGetStatesQuery,
  useGetFaqsQuery,
  useGetSampleFlipbooksQuery,
  useGetBookQuery,
  useGetPolicyQuery,
  useCreateCaseMutation,
} = storefrontApi;
