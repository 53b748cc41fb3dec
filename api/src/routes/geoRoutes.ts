import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { GeoResponse } from 'shared-contracts/schemas';
import type { ServerConfig } from '../config.js';

/**
 * The default geolocation endpoint: the country a trusted proxy put in a header (for example a
 * CDN's country header, named by GEO_COUNTRY_HEADER), else GEO_DEFAULT_COUNTRY, else unknown.
 */
export const geoRoutes: FastifyPluginAsyncTypebox<{ config: ServerConfig }> = async (app, { config }) => {
  app.get('/geo', { schema: { response: { 200: GeoResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const header = config.geoCountryHeader ? request.headers[config.geoCountryHeader] : undefined;
    const fromHeader = typeof header === 'string' ? header.trim().toUpperCase() : '';
    return { country: /^[A-Z]{2}$/.test(fromHeader) && fromHeader !== 'XX' ? fromHeader : config.geoDefaultCountry };
  });
};
