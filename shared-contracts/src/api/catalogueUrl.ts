import { DEFAULT_LANGUAGE, type Language } from 'contracts/languages';

/** A catalogue call's address in a language (`?lang=hi`): the English one without a parameter (docs/product.md#calls). */
export const catalogueUrl = (path: string, language: Language) => (language === DEFAULT_LANGUAGE ? path : `${path}?lang=${language}`);
