import { readText, STORAGE_KEYS, writeText } from 'shared-contracts';

const COUNTRY_CODE = /^[A-Z]{2}$/;

export function readCachedCountry(local: Storage): string | null {
  const cached = readText(local, STORAGE_KEYS.userCountry);
  return cached && COUNTRY_CODE.test(cached) ? cached : null;
}

/**
 * The visitor's country from the configured geolocation service, cached under `user_country`.
 * A failed lookup is only logged and answers null: the visitor is treated as outside India.
 */
export async function detectCountry(url: string, local: Storage): Promise<string | null> {
  const cached = readCachedCountry(local);
  if (cached) return cached;
  try {
    const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
    if (!response.ok) throw new Error(`answered ${response.status}`);
    const { country } = (await response.json()) as { country?: unknown };
    if (typeof country !== 'string' || !COUNTRY_CODE.test(country.toUpperCase())) return null;
    const code = country.toUpperCase();
    writeText(local, STORAGE_KEYS.userCountry, code);
    return code;
  } catch (error) {
    console.info('Country lookup failed; asking for cookie consent.', (error as Error).message);
    return null;
  }
}
