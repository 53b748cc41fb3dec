import { sameText } from '../security/sameText.js';

/** Whether an Authorization header carries exactly this bearer token, compared in constant time. */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  if (!authorization?.startsWith('Bearer ')) return false;
  return sameText(authorization.slice('Bearer '.length), token);
}
