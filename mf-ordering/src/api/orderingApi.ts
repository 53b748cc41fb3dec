import {
  DEFAULT_LANGUAGE,
  objectUrlResponse,
  storefrontApi,
  type BookRevisionRequest,
  type BookRevisionResponse,
  type CheckoutRequest,
  type CheckoutResponse,
  type DiscountResponse,
  type Language,
  type OrderDetailsResponse,
  type OrderProgressResponse,
  type PaymentOrderResponse,
  type PlaceOrderRequest,
  type ProductOrderRequest,
  type StatesResponse,
} from 'shared-contracts';

/** The calls of the ordering funnel, from the price to the payment, on the shared API slice. */
export const orderingApi = storefrontApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Everything the shop keeps for a book, as one JSON file to save (an addition): answered as an object URL of it. */
    exportPersonalData: build.mutation<string, string>({
      query: (requestUuid) => ({
        url: `/books/${encodeURIComponent(requestUuid)}/personal-data`,
        responseHandler: objectUrlResponse,
      }),
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
      query: ({ requestUuid, couponCode }) => ({
        url: `/orders/${encodeURIComponent(requestUuid)}/discount`,
        method: 'PATCH',
        body: { couponCode },
      }),
    }),
    initiatePayment: build.mutation<PaymentOrderResponse, { requestUuid: string }>({
      query: ({ requestUuid }) => ({
        url: `/orders/${encodeURIComponent(requestUuid)}/payment_initiation`,
        method: 'PATCH',
        body: { paymentFor: 'product' },
      }),
    }),
    /** Where a paid book is on its way; asked afresh on each visit (staff move it along). */
    getOrderProgress: build.query<OrderProgressResponse, string>({
      query: (requestUuid) => `/orders/${encodeURIComponent(requestUuid)}/progress`,
      keepUnusedDataFor: 0,
      providesTags: ['Order'],
    }),
    /** A paid book's name and dedication changed in its review window: its pages and progress are asked afresh. */
    reviseBook: build.mutation<BookRevisionResponse, BookRevisionRequest & { requestUuid: string }>({
      query: ({ requestUuid, ...body }) => ({ url: `/orders/${encodeURIComponent(requestUuid)}/book`, method: 'PATCH', body }),
      invalidatesTags: ['Order', 'BookPreview'],
    }),
    getStates: build.query<StatesResponse, { countryCode: string; language: Language }>({
      query: ({ countryCode, language }) =>
        `/referencedata/states?country_code=${encodeURIComponent(countryCode)}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`,
      providesTags: ['Content'],
    }),
  }),
});

export const {
  useCreateProductOrderMutation,
  usePlaceOrderMutation,
  useCheckoutOrderMutation,
  useApplyCouponMutation,
  useInitiatePaymentMutation,
  useGetStatesQuery,
  useGetOrderProgressQuery,
  useReviseBookMutation,
  useExportPersonalDataMutation,
} = orderingApi;
