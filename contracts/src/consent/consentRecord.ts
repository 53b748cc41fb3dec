export interface ConsentChoices {
  analytics: boolean;
  advertising: boolean;
  functional: boolean;
}

/** The stored record under `cookie_consent`. Essential cookies are always on and not stored. */
export interface CookieConsent extends ConsentChoices {
  timestamp: string;
}

/** The visitor's cookie choice as the store holds it: the server draws the page from it and the browser starts from it. */
export interface ConsentState {
  consent: CookieConsent | null;
  /** The detected country code, null when unknown or the lookup failed. */
  country: string | null;
  countryResolved: boolean;
  dialogOpen: boolean;
}

export function restoreConsent(stored: unknown): CookieConsent | null {
  if (!stored || typeof stored !== 'object') return null;
  const record = stored as Record<string, unknown>;
  const flags = ['analytics', 'advertising', 'functional'] as const;
  if (!flags.every((flag) => typeof record[flag] === 'boolean') || typeof record.timestamp !== 'string') return null;
  return {
    analytics: record.analytics as boolean,
    advertising: record.advertising as boolean,
    functional: record.functional as boolean,
    timestamp: record.timestamp,
  };
}
