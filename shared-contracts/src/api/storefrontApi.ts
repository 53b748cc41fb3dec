import { createApi } from '@reduxjs/toolkit/query/react';
import { API_BASE_PATH, TIMINGS } from 'contracts/constants';
import type { PaymentConfirmationRequest, PaymentConfirmationResponse } from 'contracts/schemas';
import type { BookPreviewResponse } from 'contracts/schemas';
import type { BookShareResponse } from 'contracts/schemas';
import { createCsrfBaseQuery } from './csrfBaseQuery.js';

/**
 * The one API slice of the storefront: one cache, one reducer path and the anti-forgery base query,
 * shared by the shell and every remote (shared-contracts is a federation singleton). It defines the
 * calls more than one stage makes; every other call is injected by the remote that makes it
 * (`storefrontApi.injectEndpoints` in the remote's `src/api/`), so a remote adds a call without a
 * new shell. The payload types still come from shared-contracts.
 */
export const storefrontApi = createApi({
  reducerPath: 'storefrontApi',
  baseQuery: createCsrfBaseQuery(API_BASE_PATH),
  tagTypes: ['Product', 'BookPreview', 'Order', 'Content'],
  endpoints: (build) => ({
    /** The creation flow polls it; the ordering flow checks the book it orders. */
    getBookPreview: build.query<BookPreviewResponse, string>({
      query: (requestUuid) => ({
        url: `/bookpreviews/${encodeURIComponent(requestUuid)}`,
        timeout: TIMINGS.previewAnswerTimeoutMs,
      }),
      providesTags: ['BookPreview'],
    }),
    /** The deposit (creation) and the order (ordering) are both confirmed through it. */
    confirmPayment: build.mutation<PaymentConfirmationResponse, PaymentConfirmationRequest>({
      query: (body) => ({ url: `/orders/${encodeURIComponent(body.requestUuid)}/payment_confirmation`, method: 'PATCH', body }),
      invalidatesTags: ['BookPreview', 'Order'],
    }),
    /** A link for the family to read the book (the flipbook makes it; an addition). */
    shareBook: build.mutation<BookShareResponse, string>({
      query: (requestUuid) => ({ url: `/books/${encodeURIComponent(requestUuid)}/share`, method: 'POST' }),
      // The order page offers 'Stop sharing' once a link is out.
      invalidatesTags: ['Order'],
    }),
    /** Ends every family link of the book (the order page stops it). */
    stopSharingBook: build.mutation<void, string>({
      query: (requestUuid) => ({ url: `/books/${encodeURIComponent(requestUuid)}/share`, method: 'DELETE' }),
      invalidatesTags: ['Order'],
    }),
  }),
});

export const { useGetBookPreviewQuery, useConfirmPaymentMutation, useShareBookMutation, useStopSharingBookMutation } = storefrontApi;
