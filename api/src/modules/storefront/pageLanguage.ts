import type { FastifyRequest } from 'fastify';
import { acceptedLanguages, chooseLanguage, isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM, type Language } from 'contracts/languages';

/** The language a page request is drawn in (see chooseLanguage), and whether its address chose one to remember. */
export function pageLanguage(request: FastifyRequest): { language: Language; chosenByAddress: boolean } {
  const param = new URL(request.url, 'http://storefront').searchParams.get(LANGUAGE_PARAM);
  const cookie = request.cookies[LANGUAGE_COOKIE] ?? null;
  const language = chooseLanguage({ param, cookie, accepted: acceptedLanguages(request.headers['accept-language']) });
  return { language, chosenByAddress: isLanguage(param) && param !== cookie };
}
