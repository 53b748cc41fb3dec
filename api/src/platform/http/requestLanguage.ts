import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, chooseLanguage, LANGUAGE_PARAM, type Language } from 'contracts/languages';

/**
 * The language a call is answered in: the address's `?lang=` when it names one, else the first
 * language of `Accept-Language` the shop speaks (the storefront sends its page's), else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const param = (request.query as Record<string, unknown> | undefined)?.[LANGUAGE_PARAM];
  return chooseLanguage({
    param: typeof param === 'string' ? param : null,
    accepted: acceptedLanguages(request.headers['accept-language']),
  });
}
