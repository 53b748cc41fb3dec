import { timingSafeEqual } from 'node:crypto';

/** Equal texts (a secret and what was given for it), compared in a time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
