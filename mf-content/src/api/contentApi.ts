import {
  BOOK_SHARE_HEADER,
  DEFAULT_LANGUAGE,
  storefrontApi,
  type BookResponse,
  type ContactCaseRequest,
  type FaqsResponse,
  type Language,
  type PolicyDocument,
  type SampleFlipbooksResponse,
} from 'shared-contracts';

/** English is asked for without a parameter; another language adds `?lang=` (docs/product.md#calls). */
const inLanguage = (url: string, language: Language) => (language === DEFAULT_LANGUAGE ? url : `${url}?lang=${language}`);

/** The calls of the flipbooks and the content pages, on the shared API slice. */
export const contentApi = storefrontApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getFaqs: build.query<FaqsResponse, { faqType: string; language: Language }>({
      query: ({ faqType, language }) => inLanguage(`/faqs/${encodeURIComponent(faqType)}`, language),
      providesTags: ['Content'],
    }),
    /** The sample books, their stories named in the language asked for. */
    getSampleFlipbooks: build.query<SampleFlipbooksResponse, { gender?: string; productId?: number; language: Language }>({
      query: ({ gender, productId, language }) => ({
        url: '/sample-flipbooks',
        params: {
          ...(gender ? { gender } : {}),
          ...(productId !== undefined ? { productId } : {}),
          ...(language === DEFAULT_LANGUAGE ? {} : { lang: language }),
        },
      }),
      providesTags: ['Content'],
    }),
    /** A book's pages: a sample's with its words in the language asked for, a visitor's as it was made. */
    getBook: build.query<BookResponse, { requestUuid: string; language: Language }>({
      query: ({ requestUuid, language }) => inLanguage(`/books/${encodeURIComponent(requestUuid)}`, language),
    }),
    /** A book shown to the family, by the value of its share link (sent in a header, never in an address). */
    getSharedBook: build.query<BookResponse, string>({
      query: (share) => ({ url: '/shared-books', headers: { [BOOK_SHARE_HEADER]: share } }),
    }),
    /** A policy's Markdown text, in the language asked for (English where it has no translation). */
    getPolicy: build.query<string, { document: PolicyDocument; language: Language }>({
      // Markdown as text; a refusal's JSON parsed, so its reason can be shown.
      query: ({ document, language }) => ({ url: inLanguage(`/policies/${document}.md`, language), responseHandler: 'content-type' }),
      providesTags: ['Content'],
    }),
    createCase: build.mutation<unknown, ContactCaseRequest>({ query: (body) => ({ url: '/cases', method: 'POST', body }) }),
  }),
});

export const {
  useGetFaqsQuery,
  useGetSampleFlipbooksQuery,
  useGetBookQuery,
  useGetSharedBookQuery,
  useGetPolicyQuery,
  useCreateCaseMutation,
} = contentApi;
