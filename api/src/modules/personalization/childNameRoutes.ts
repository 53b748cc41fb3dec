import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HindiNameQuery, HindiNameResponse } from 'contracts/schemas';
import { suggestedHindiName } from './hindiNameSuggestion.js';

/** GET /child-names/hindi: the Devanagari spelling the child-details page suggests for a book with Hindi words. */
export const childNameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/child-names/hindi', { schema: { querystring: HindiNameQuery, response: { 200: HindiNameResponse } } }, async (request) => ({
    hindiFirstName: suggestedHindiName(request.query.name),
  }));
};
