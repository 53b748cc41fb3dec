import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { POLICY_DOCUMENTS } from 'contracts/constants';
import {
  BookResponse,
  FaqsResponse,
  FaqType,
  LanguageCode,
  RequestUuid,
  SampleFlipbooksQuery,
  SampleFlipbooksResponse,
  StatesQuery,
  StatesResponse,
} from 'contracts/schemas';
import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';
import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { notFound } from '../../platform/errors/domainError.js';
import { type RequestAccess, chosenPagesOf } from '../personalization/index.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { CONTENT_JSON_COLUMNS } from './tables.js';
import { stateName, deliveryStatesOf } from '../orders/index.js';
import { bookWords } from './bookWords.js';
import { productsById } from '../catalogue/index.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { visitorBook } from './visitorBook.js';

/** `?lang=hi`: the content in Hindi; without it, in English. */
const InLanguage = Type.Object({ lang: Type.Optional(LanguageCode) });

/** FAQs, reference data, policies, sample flipbooks and books: read-only content from the database. */
export const contentRoutes: FastifyPluginAsyncTypebox<{ db: Db; access: RequestAccess; storage: ObjectStore }> = async (
  app,
  { db, access, storage },
) => {
  app.get(
    '/faqs/:faqType',
    { schema: { params: Type.Object({ faqType: FaqType }), querystring: InLanguage, response: { 200: FaqsResponse } } },
    async (request) => {
      const { faqType } = request.params;
      const faqsIn = (language: Language) =>
        db
          .selectFrom('faqs')
          .select(['question', 'answer'])
          .where('faq_type', '=', faqType)
          .where('language', '=', language)
          .orderBy('position')
          .execute();
      const faqs = await faqsIn(request.query.lang ?? DEFAULT_LANGUAGE);
      // A section not translated yet answers in English, the language that governs.
      return { faqs: faqs.length > 0 ? faqs : await faqsIn(DEFAULT_LANGUAGE) };
    },
  );

  app.get('/referencedata/states', { schema: { querystring: StatesQuery, response: { 200: StatesResponse } } }, async (request) => {
    const { country_code, lang = DEFAULT_LANGUAGE } = request.query;
    const states = await deliveryStatesOf(db, country_code);
    if (states.length === 0) throw notFound(visitorText('content.noDeliveryTo', { country: country_code }));
    return { states: states.map((state) => ({ code: state.code, name: stateName(state, lang) })) };
  });

  app.get(
    '/policies/:document',
    {
      schema: {
        params: Type.Object({ document: Type.Union(POLICY_DOCUMENTS.map((name) => Type.Literal(`${name}.md`))) }),
        querystring: InLanguage,
      },
    },
    async (request, reply) => {
      const name = request.params.document.replace(/\.md$/, '');
      const rows = await db
        .selectFrom('policies')
        .select(['language', 'markdown'])
        .where('name', '=', name)
        .where('language', 'in', [request.query.lang ?? DEFAULT_LANGUAGE, DEFAULT_LANGUAGE])
        .execute();
      // A policy not translated yet answers in English, the language that governs.
      const row =
        rows.find((candidate) => candidate.language === request.query.lang) ??
        rows.find((candidate) => candidate.language === DEFAULT_LANGUAGE);
      if (!row) throw notFound(visitorText('content.policyNotFound'));
      return reply
        .type('text/markdown; charset=utf-8')
        .header('content-language', row.language)
        .header('cache-control', 'public, max-age=300')
        .send(row.markdown);
    },
  );

  app.get(
    '/sample-flipbooks',
    { schema: { querystring: SampleFlipbooksQuery, response: { 200: SampleFlipbooksResponse } } },
    async (request) => {
      const { gender, productId, lang = DEFAULT_LANGUAGE } = request.query;
      let query = db
        .selectFrom('sample_flipbooks')
        .select([
          'product_id as productId',
          'translated_pages as translatedPages',
          'request_uuid as requestUuid',
          'display_image as displayImage',
          'sample_flipbook_id as sampleFlipbookId',
          'priority',
        ]);
      if (gender) query = query.where('gender', '=', gender === 'Girl' || gender === 'girl' ? 'Girl' : 'Boy');
      if (productId !== undefined) query = query.where('product_id', '=', productId);
      const [rows, products] = await Promise.all([query.orderBy('priority').execute(), productsById(db)]);
      const stories = rows.flatMap((row) => {
        const story = products.get(row.productId);
        return story
          ? [{ ...row, displayName: story.displayName, storyTranslations: story.translations, productStatus: story.status }]
          : [];
      });
      return {
        flipbooks: stories.map(({ storyTranslations, translatedPages, ...flipbook }) => ({
          ...flipbook,
          // Its cover titled in the page's language, when the story is told in it.
          displayImage:
            lang !== DEFAULT_LANGUAGE && readJsonColumn(CONTENT_JSON_COLUMNS.pagesByLanguage, translatedPages)[lang]
              ? flipbook.displayImage.replace(`/sample-${DEFAULT_LANGUAGE}-`, `/sample-${lang}-`)
              : flipbook.displayImage,
          displayName: (lang !== DEFAULT_LANGUAGE && storyTranslations[lang]?.displayName) || flipbook.displayName,
        })),
      };
    },
  );

  app.get(
    '/books/:requestUuid',
    { schema: { params: Type.Object({ requestUuid: RequestUuid }), querystring: InLanguage, response: { 200: BookResponse } } },
    async (request, reply) => {
      const { requestUuid } = request.params;
      const { lang = DEFAULT_LANGUAGE } = request.query;
      // Sample flipbooks are public; a visitor's own book is theirs alone.
      const sample = await db
        .selectFrom('sample_flipbooks')
        .select(['translated_pages', 'sample_flipbook_id'])
        .where('request_uuid', '=', requestUuid)
        .executeTakeFirst();
      if (!sample) {
        // Opened with its key or a link on another device, its <img>s need the pictures cookie too.
        access.sharePictures(request, reply, requestUuid, await access.require(request, requestUuid));
        return { book: await visitorBook(db, storage, requestUuid) };
      }
      const book = await chosenPagesOf(db, requestUuid);
      if (!book) throw notFound(visitorText('content.sampleBookNotFound'));
      // A sample is read in the page's language.
      const translated =
        lang !== DEFAULT_LANGUAGE ? readJsonColumn(CONTENT_JSON_COLUMNS.pagesByLanguage, sample.translated_pages)[lang] : undefined;
      const words = await bookWords(
        db,
        { requestUuid, productId: book.productId },
        { sampleFlipbookId: sample.sample_flipbook_id, language: lang },
      );
      return { book: { bookId: book.productId, pages: translated ?? book.pages, ...words, print: null } };
    },
  );
};
