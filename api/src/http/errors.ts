import type { Language } from 'shared-contracts/languages';

/** A message for the visitor in each of the shop's languages; the English one is the specification's. */
export type VisitorText = Readonly<Record<Language, string>>;

/** An error that answers with its status and a message for the visitor, in the language the call asked for. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: VisitorText,
  ) {
    super(text.en);
  }
}

/** A request the schema or a form's rules refuse, with what is wrong in the checker's words. */
export const invalidRequest = (problems: string) =>
  new HttpError(400, { en: `Invalid request: ${problems}`, hi: `अनुरोध सही नहीं है: ${problems}` });

export const notFound = (text: VisitorText) => new HttpError(404, text);
export const conflict = (text: VisitorText) => new HttpError(409, text);
export const badRequest = (text: VisitorText) => new HttpError(400, text);
