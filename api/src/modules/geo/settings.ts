import { Type } from '@sinclair/typebox';
import { setting, type SectionValues, type SettingsSection } from '../../platform/config/settingKinds.js';

/** The geo section of the configuration: how a visitor's country is told. */
export const GEO_SETTINGS = {
  geoCountryHeader: setting(
    'GEO_COUNTRY_HEADER',
    Type.String({ minLength: 1 }),
    {
      meaning:
        "request header a trusted proxy or CDN fills with the visitor's country, read by `/api/geo` before anything else; without it the country of the visitor's address comes from ip-location-db's country database shipped in npm (`@ip-location-db/geo-whois-asn-country-mmdb`, CC0, read with `maxmind`), so visitors in India get no banner out of the box",
      unset: 'unset',
      expected: 'some text',
    },
    // Headers arrive lower-cased.
    (value) => value?.toLowerCase() ?? null,
  ),
  geoDefaultCountry: setting(
    'GEO_DEFAULT_COUNTRY',
    Type.String({ pattern: '^[A-Za-z]{2}$' }),
    {
      meaning: 'country `/api/geo` answers when neither the header nor the address tells it (a private address)',
      unset: 'unset (unknown: the cookie banner is shown)',
      expected: 'a two-letter code',
    },
    (value) => value?.toUpperCase() ?? null,
  ),
} satisfies SettingsSection;

export type GeoSettings = SectionValues<typeof GEO_SETTINGS>;
