/** What other parts of the server may use of a visitor's country. */
export { openCountryLookup } from './countryLookup.js';
export type { CountryLookup } from './countryLookup.js';
export { geoRoutes, visitorCountry } from './geoRoutes.js';
export { GEO_SETTINGS } from './settings.js';
export type { GeoSettings } from './settings.js';
