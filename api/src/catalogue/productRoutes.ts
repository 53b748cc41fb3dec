import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ProductResponse, ProductsResponse, type ProductsResponse as Products } from 'shared-contracts/schemas';
import type { Db } from '../db/openDatabase.js';
import { notFound } from '../http/errors.js';
import { findProduct, listProducts, toProductPayload } from './productRepository.js';

/** The catalogue changes only when content is seeded, so its answer is kept for a short while. */
const CATALOGUE_TTL_MS = 30_000;

export const productRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  let cached: { at: number; body: Products } | null = null;

  app.get('/products', { schema: { response: { 200: ProductsResponse } } }, async (_request, reply) => {
    if (!cached || Date.now() - cached.at > CATALOGUE_TTL_MS) cached = { at: Date.now(), body: { products: await listProducts(db) } };
    reply.header('cache-control', 'public, max-age=60');
    return cached.body;
  });

  app.get(
    '/products/:productId',
    { schema: { params: Type.Object({ productId: Type.Integer({ minimum: 1 }) }), response: { 200: ProductResponse } } },
    async (request) => {
      const { productId } = request.params;
      const row = await findProduct(db, productId);
      if (!row) throw notFound('We could not find that story.');
      return { product: toProductPayload(row) };
    },
  );
};
