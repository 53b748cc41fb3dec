import {
  BOOK_SHARE_HEADER,
  LISTEN_LINK_HEADER,
  RECORD_LINK_HEADER,
  objectUrlResponse,
  storefrontApi,
  type ListenedBookResponse,
  type ListenLink,
  type PageVoice,
  type PageVoicesResponse,
  type RecordLink,
  type RecordLinksResponse,
  type UploadOptions,
} from 'shared-contracts';

/**
 * What opens a book's recordings besides its owner's own session or key: the family's share link, a
 * record link, or the printed book's listen link. Each travels in its own header, never in an address.
 */
export interface VoicePass {
  share?: string | null;
  record?: string | null;
  listen?: string | null;
}

export const passHeaders = ({ share, record, listen }: VoicePass = {}): Record<string, string> => ({
  ...(share ? { [BOOK_SHARE_HEADER]: share } : {}),
  ...(record ? { [RECORD_LINK_HEADER]: record } : {}),
  ...(listen ? { [LISTEN_LINK_HEADER]: listen } : {}),
});

const voicesUrl = (requestUuid: string) => `/books/${encodeURIComponent(requestUuid)}/voices`;

/** The calls of a book read aloud (an addition: see the README's deviations), on the shared API slice. */
export const voicesApi = storefrontApi.enhanceEndpoints({ addTagTypes: ['Voices', 'ReadAloudLinks'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getPageVoices: build.query<PageVoicesResponse, { requestUuid: string; pass?: VoicePass }>({
      query: ({ requestUuid, pass }) => ({ url: voicesUrl(requestUuid), headers: passHeaders(pass) }),
      providesTags: ['Voices'],
    }),
    /**
     * A page's recording as an address the page's <audio> can play: fetched with the pass's header (an
     * <audio src> sends none), kept as an object URL while the cache holds it.
     */
    getVoiceAudio: build.query<string, { requestUuid: string; page: number; version: string; pass?: VoicePass }>({
      query: ({ requestUuid, page, pass }) => ({
        url: `${voicesUrl(requestUuid)}/${page}/audio`,
        headers: passHeaders(pass),
        responseHandler: objectUrlResponse,
      }),
      async onCacheEntryAdded(_, { cacheDataLoaded, cacheEntryRemoved }) {
        const loaded = await cacheDataLoaded.catch(() => null);
        await cacheEntryRemoved;
        if (loaded) URL.revokeObjectURL(loaded.data);
      },
    }),
    /** Multipart: `recording` (the browser's WebM or MP4), `reader`, `language`. */
    recordPageVoice: build.mutation<PageVoice, { requestUuid: string; page: number; form: FormData; pass?: VoicePass }>({
      query: ({ requestUuid, page, form, pass }) => ({
        url: `${voicesUrl(requestUuid)}/${page}`,
        method: 'PUT',
        body: form,
        headers: passHeaders(pass),
      }),
      // 'Making it playable' once the recording has left (onUploadSent), 'sending' before.
      extraOptions: { reportsUpload: true } satisfies UploadOptions,
      invalidatesTags: ['Voices'],
    }),
    deletePageVoice: build.mutation<void, { requestUuid: string; page: number }>({
      query: ({ requestUuid, page }) => ({ url: `${voicesUrl(requestUuid)}/${page}`, method: 'DELETE' }),
      invalidatesTags: ['Voices'],
    }),
    getRecordLinks: build.query<RecordLinksResponse, string>({
      query: (requestUuid) => `/books/${encodeURIComponent(requestUuid)}/record-links`,
      providesTags: ['ReadAloudLinks'],
    }),
    makeRecordLink: build.mutation<RecordLink, { requestUuid: string; reader: string }>({
      query: ({ requestUuid, reader }) => ({
        url: `/books/${encodeURIComponent(requestUuid)}/record-links`,
        method: 'POST',
        body: { reader },
      }),
      invalidatesTags: ['ReadAloudLinks'],
    }),
    stopRecordLink: build.mutation<void, { requestUuid: string; linkId: string }>({
      query: ({ requestUuid, linkId }) => ({
        url: `/books/${encodeURIComponent(requestUuid)}/record-links/${encodeURIComponent(linkId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['ReadAloudLinks'],
    }),
    /** The printed book's listen link: made once, the same ever after. */
    getListenLink: build.mutation<ListenLink, string>({
      query: (requestUuid) => ({ url: `/books/${encodeURIComponent(requestUuid)}/listen-link`, method: 'POST' }),
    }),
    stopListenLink: build.mutation<void, string>({
      query: (requestUuid) => ({ url: `/books/${encodeURIComponent(requestUuid)}/listen-link`, method: 'DELETE' }),
    }),
    /** What the printed book's code opens: whose book, and its recordings. */
    getListenedBook: build.query<ListenedBookResponse, string>({
      query: (listen) => ({ url: '/listened-books', headers: passHeaders({ listen }) }),
    }),
  }),
});

export const {
  useGetPageVoicesQuery,
  useLazyGetVoiceAudioQuery,
  useRecordPageVoiceMutation,
  useDeletePageVoiceMutation,
  useGetRecordLinksQuery,
  useMakeRecordLinkMutation,
  useStopRecordLinkMutation,
  useGetListenLinkMutation,
  useStopListenLinkMutation,
  useGetListenedBookQuery,
} = voicesApi;
