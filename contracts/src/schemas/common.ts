import { Type, type Static, type StringOptions } from '@sinclair/typebox';
import { REQUEST_UUID_PATTERN } from '../requestPatterns.js';
import { LANGUAGES } from '../i18n/languages.js';

/**
 * Every string the API takes or answers has a maximum length, so no field can carry an unbounded
 * payload; these are the usual bounds.
 */
export const MAX_LENGTH = { code: 40, id: 100, label: 200, sentence: 500, text: 2000, url: 2048, document: 10_000 } as const;

/** A string of at most `maxLength` characters. */
export const Text = (maxLength: number, options: StringOptions = {}) => Type.String({ maxLength, ...options });

/** The one error shape every API failure answers with. */
export const ErrorResponse = Type.Object({
  detail: Text(MAX_LENGTH.text),
  errors: Type.Optional(Type.Array(Type.Object({ field: Text(MAX_LENGTH.label), message: Text(MAX_LENGTH.sentence) }))),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const RequestUuid = Text(45, { pattern: REQUEST_UUID_PATTERN });

export const Gender = Type.Union([Type.Literal('Boy'), Type.Literal('Girl')]);

/** One of the shop's languages: 'en' or 'hi'. */
export const LanguageCode = Type.Union(LANGUAGES.map((language) => Type.Literal(language)));
export type Gender = Static<typeof Gender>;

export const Email = Type.String({ format: 'email', maxLength: 254 });

export const Money = Type.Number({ minimum: 0 });

export const CsrfTokenResponse = Type.Object({ csrf_token: Text(MAX_LENGTH.label) });
export type CsrfTokenResponse = Static<typeof CsrfTokenResponse>;

export const HealthResponse = Type.Object({ status: Type.Literal('ok'), uptimeSeconds: Type.Number() });
export type HealthResponse = Static<typeof HealthResponse>;

/** Whether this instance can take traffic: each check's 'ok' or a short reason it failed. */
export const ReadyResponse = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('unready')]),
  checks: Type.Record(Text(MAX_LENGTH.code), Text(MAX_LENGTH.sentence)),
});
export type ReadyResponse = Static<typeof ReadyResponse>;

export const GeoResponse = Type.Object({ country: Type.Union([Text(2), Type.Null()]) });
export type GeoResponse = Static<typeof GeoResponse>;

/** A calendar day, 'YYYY-MM-DD' (India's calendar). */
const IsoDay = Type.String({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** The day a book arrives by at the latest, its review window and its route's making and carrying counted (an addition; see the README's deviations); null once delivered or when it has no route. */
export const ArrivesBy = Type.Union([IsoDay, Type.Null()]);
