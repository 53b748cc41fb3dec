import { Type, type Static } from '@sinclair/typebox';
import { REQUEST_UUID_PATTERN } from '../constants.js';

/** The one error shape every API failure answers with. */
export const ErrorResponse = Type.Object({
  detail: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

export const RequestUuid = Type.String({ pattern: REQUEST_UUID_PATTERN });

export const Gender = Type.Union([Type.Literal('Boy'), Type.Literal('Girl')]);
export type Gender = Static<typeof Gender>;

export const Email = Type.String({ format: 'email', maxLength: 254 });

export const Money = Type.Number({ minimum: 0 });

export const CsrfTokenResponse = Type.Object({ csrf_token: Type.String() });
export type CsrfTokenResponse = Static<typeof CsrfTokenResponse>;

export const HealthResponse = Type.Object({ status: Type.Literal('ok'), uptimeSeconds: Type.Number() });
export type HealthResponse = Static<typeof HealthResponse>;

export const GeoResponse = Type.Object({ country: Type.Union([Type.String(), Type.Null()]) });
export type GeoResponse = Static<typeof GeoResponse>;
