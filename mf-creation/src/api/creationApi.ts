import {
  catalogueUrl,
  storefrontApi,
  type Language,
  type BookPreviewRequest,
  type BookRequest,
  type CompanionPhotoResponse,
  type DepositOrderRequest,
  type GeneratePagesRequest,
  type HindiNameResponse,
  type PaymentOrderResponse,
  type PersonalPhotoResponse,
  type ProductResponse,
  type UploadOptions,
} from 'shared-contracts';

/** The calls of the creation flow, from the child's details to the deposit, on the shared API slice. */
export const creationApi = storefrontApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getProduct: build.query<ProductResponse, { productId: number; language: Language }>({
      query: ({ productId, language }) => catalogueUrl(`/products/${productId}`, language),
      providesTags: ['Product'],
    }),
    /** Multipart: photo, requestUuid, firstName, gender, age, birthMonth, bookId, character, consent. */
    uploadPersonalPhoto: build.mutation<PersonalPhotoResponse, FormData>({
      query: (body) => ({ url: '/personalphotos/', method: 'POST', body }),
      // The page says 'checking' once the photo has left (onUploadSent), 'uploading' before.
      extraOptions: { reportsUpload: true } satisfies UploadOptions,
    }),
    /** Multipart: photo, requestUuid, ageGroup, consent (and face); answers the person's look, the photo not kept. */
    uploadCompanionPhoto: build.mutation<CompanionPhotoResponse, FormData>({
      query: (body) => ({ url: '/companionphotos/', method: 'POST', body }),
    }),
    startBookPreview: build.mutation<unknown, BookPreviewRequest>({
      query: (body) => ({ url: '/bookpreviews/', method: 'POST', body }),
      invalidatesTags: ['BookPreview'],
    }),
    generatePages: build.mutation<unknown, GeneratePagesRequest>({
      query: (body) => ({ url: `/bookpreviews/${encodeURIComponent(body.requestUuid)}/generate-pages`, method: 'POST', body }),
      invalidatesTags: ['BookPreview'],
    }),
    saveBookRequest: build.mutation<unknown, BookRequest>({
      query: (body) => ({ url: '/books/requests', method: 'POST', body }),
    }),
    /** A Devanagari spelling of the child's name, for a book with Hindi words (an addition). */
    getHindiName: build.query<HindiNameResponse, string>({
      query: (name) => ({ url: '/child-names/hindi', params: { name } }),
    }),
    createDepositOrder: build.mutation<PaymentOrderResponse, DepositOrderRequest>({
      query: (body) => ({ url: '/orders', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetProductQuery,
  useUploadPersonalPhotoMutation,
  useUploadCompanionPhotoMutation,
  useStartBookPreviewMutation,
  useGeneratePagesMutation,
  useSaveBookRequestMutation,
  useCreateDepositOrderMutation,
  useGetHindiNameQuery,
} = creationApi;
