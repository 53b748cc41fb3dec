import { timingSafeEqual } from 'node:crypto';

/** Whether an Authorization header carries exactly this bearer token, compared in constant time. */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  const given = Buffer.from(authorization.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
