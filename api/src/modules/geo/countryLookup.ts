import { createRequire } from 'node:module';
import { open, type CountryResponse } from 'maxmind';

const require = createRequire(import.meta.url);
/** ip-location-db's country database (from registries' whois and ASN data, CC0), IPv4 and IPv6. */
const DATABASE = require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb');

/** The country (ISO 3166 alpha-2) of an internet address, or null where the database has none (a private address). */
export type CountryLookup = (address: string) => string | null;

export async function openCountryLookup(file = DATABASE): Promise<CountryLookup> {
  const reader = await open<CountryResponse>(file);
  return (address) => {
    try {
      const record: unknown = reader.get(address);
      const code = record && typeof record === 'object' && 'country_code' in record ? record.country_code : null;
      return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
    } catch {
      // Not an address the database can read.
      return null;
    }
  };
}
