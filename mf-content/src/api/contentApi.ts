import {
  storefrontApi,
  type BookResponse,
  type ContactCaseRequest,
  type FaqsResponse,
  type PolicyDocument,
  type SampleFlipbooksResponse,
} from 'shared-contracts';

/** The calls of the flipbooks and the content pages, on the shared API slice. */
export const contentApi = storefrontApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
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
      // Markdown as text; a refusal's JSON parsed, so its reason can be shown.
      query: (document) => ({ url: `/policies/${document}.md`, responseHandler: 'content-type' }),
      providesTags: ['Content'],
    }),
    createCase: build.mutation<unknown, ContactCaseRequest>({ query: (body) => ({ url: '/cases', method: 'POST', body }) }),
  }),
});

export const { useGetFaqsQuery, useGetSampleFlipbooksQuery, useGetBookQuery, useGetPolicyQuery, useCreateCaseMutation } = contentApi;
