import type { Language } from '../i18n/languages.js';

/** Writes a page's title, description, links, social card and structured data into the document's head. */
export type PageHeadWriter = (pathname: string, origin: string) => void;

/**
 * The browser's writer of page heads in a language, loaded when a page first needs it: the server
 * writes the head of the page it sends, so only a later page or a change of language loads the
 * metadata (and, in Hindi, its translation).
 */
export async function loadPageHead(language: Language): Promise<PageHeadWriter> {
  const [{ metadataForPath }, { applyPageMetadata }, translation] = await Promise.all([
    import(/* webpackChunkName: "metadata" */ './pageMetadata.js'),
    import(/* webpackChunkName: "metadata" */ './applyPageMetadata.js'),
    language === 'hi' ? import(/* webpackChunkName: "metadata-hi" */ './hindiPageMetadata.js') : null,
  ]);
  const translated = translation ? { language, metadata: translation.HINDI_PAGE_METADATA } : undefined;
  return (pathname, origin) => applyPageMetadata(metadataForPath(pathname, translated), origin);
}
