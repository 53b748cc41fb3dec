import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Language } from 'contracts/languages';
import { CatalogueQuery, ProductResponse, ProductsResponse, type ProductsResponse as Products } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { STORY_NOT_FOUND } from '../../platform/http/commonTexts.js';
import { notFound } from '../../platform/errors/domainError.js';
import { listProducts, productPayload } from './productRepository.js';

/** The catalogue changes only when content is seeded, so its answer is kept for a short while. */
const CATALOGUE_TTL_MS = 30_000;

export const productRoutes: FastifyPluginAsyncTypebox<{ db: Db; review: { hours: number } }> = async (app, { db, review }) => {
  const cached = new Map<Language, { at: number; body: Products }>();

  app.get('/products', { schema: { querystring: CatalogueQuery, response: { 200: ProductsResponse } } }, async (request, reply) => {
    const { lang = 'en' } = request.query;
    let entry = cached.get(lang);
    if (!entry || Date.now() - entry.at > CATALOGUE_TTL_MS) {
      entry = { at: Date.now(), body: { products: await listProducts(db, lang, review) } };
      cached.set(lang, entry);
    }
    reply.header('cache-control', 'public, max-age=60');
    return entry.body;
  });

  app.get(
    '/products/:productId',
    {
      schema: {
        params: Type.Object({ productId: Type.Integer({ minimum: 1 }) }),
        querystring: CatalogueQuery,
        response: { 200: ProductResponse },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const product = await productPayload(db, productId, request.query.lang ?? 'en', review);
      if (!product) throw notFound(STORY_NOT_FOUND);
      return { product };
    },
  );
};
