import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { GeoResponse } from 'contracts/schemas';
import type { GeoSettings } from './settings.js';
import type { CountryLookup } from './countryLookup.js';

/**
 * The default geolocation endpoint: the country a trusted proxy put in a header (a CDN's country
 * header, named by GEO_COUNTRY_HEADER), else the country of the visitor's address in the shipped
 * database, else GEO_DEFAULT_COUNTRY, else unknown (and the browser shows the cookie banner).
 */
export const geoRoutes: FastifyPluginAsyncTypebox<{ config: GeoSettings; countryOf: CountryLookup }> = async (
  app,
  { config, countryOf },
) => {
  app.get('/geo', { schema: { response: { 200: GeoResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { country: visitorCountry(config, countryOf, request) };
  });
};

/** The visitor's country: a trusted proxy's header, else the address's country, else the configured default. */
export function visitorCountry(config: GeoSettings, countryOf: CountryLookup, request: FastifyRequest): string | null {
  const header = config.geoCountryHeader ? request.headers[config.geoCountryHeader] : undefined;
  const fromHeader = typeof header === 'string' ? header.trim().toUpperCase() : '';
  if (/^[A-Z]{2}$/.test(fromHeader) && fromHeader !== 'XX') return fromHeader;
  return countryOf(request.ip) ?? config.geoDefaultCountry;
}
