import { PrintRefused } from './printPartner.js';

/**
 * A print partner's answer to one call, read as JSON: a refusal of what was sent (4xx but 429) is
 * final (PrintRefused); a server's trouble, or an answer that is not JSON, is an Error the job engine
 * tries again later.
 */
export async function partnerAnswer<T>(partner: string, method: string, path: string, response: Response): Promise<T> {
  const text = await response.text();
  if (response.status >= 400 && response.status < 500 && response.status !== 429)
    throw new PrintRefused(`${partner} answered ${method} ${path} with ${response.status}: ${text.slice(0, 400)}`);
  if (!response.ok) throw new Error(`${partner} answered ${method} ${path} with ${response.status}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${partner} answered ${method} ${path} with something other than JSON`);
  }
}

/** A webhook's body as the object it must be; null when it is not JSON, or JSON but not an object. */
export function jsonObject(rawBody: Buffer): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(rawBody.toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
