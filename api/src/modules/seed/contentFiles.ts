import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAST_UPDATED_LABELS, POLICY_DOCUMENTS, type PolicyDocument } from 'contracts/constants';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from 'contracts/languages';
import type { PrintTypeTexts } from 'contracts/schemas';
import type { StoryPage, StoryTranslation, PrintBinding, PrintRoute } from '../catalogue/index.js';

/** The languages content is translated into, each in files beside the English ones (stories.hi.json). */
const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/**
 * The translations of `<name>.<language>.json` files (each read once), which hold them by an item's
 * key: an item's by language, none for a language whose file does not name it.
 */
function translationsIn<T>(name: string): (key: string) => Record<string, T> {
  const files = TRANSLATED_LANGUAGES.map((language) => [language, readJson<Record<string, T>>(`${name}.${language}.json`)] as const);
  return (key) =>
    Object.fromEntries(files.filter(([, byKey]) => byKey[key] !== undefined).map(([language, byKey]) => [language, byKey[key]]));
}

/** The shop's content as written by its editors, in api/src/seed/content (also read from the build). */
export const CONTENT_DIR = fileURLToPath(new URL('../../../src/modules/seed/content/', import.meta.url));

export interface ProductContent {
  productId: number;
  slug: string;
  displayName: string;
  title: string;
  description: string;
  ageGroup: string;
  minAge: number;
  maxAge: number;
  status: 'live' | 'coming-soon';
  priority: number;
  preview: {
    numberOfPagesPerGenerationBatch: number;
    depositAmount: number;
    depositTakenAfterPage: number;
  };
  story: { pages: StoryPage[] };
  /** The story in other languages, from stories.<language>.json. */
  translations: Record<string, StoryTranslation>;
}

export interface PrintTypeContent {
  printType: string;
  bestChoice: boolean;
  sampleImage: string;
  description: string;
  paperFinishType: string;
  deliveryTimeline: string;
  /** Each size with its price and its routes: which partner makes it for which country, in how many days. */
  printSizeVariations: { size: string; price: number; originalPrice?: number; routes: PrintRoute[] }[];
  /** How its printer binds it, for the print files. */
  binding: PrintBinding;
  /** What each person or pet beside the hero adds to each size's price, in rupees. */
  companionPrice: number;
  /** Its words in other languages, from printTypes.<language>.json. */
  translations: Record<string, PrintTypeTexts>;
}

export interface StateContent {
  code: string;
  name: string;
  /** Its name in other languages, from states.<language>.json (by country, then code). */
  translatedNames: Record<string, string>;
}

export interface CouponContent {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  description: string;
  validFrom: string;
  validUntil: string;
  maxUses: number | null;
  usedCount: number;
  minSubtotal: number;
  /** Its description in other languages, from coupons.<language>.json (by code). */
  translatedDescriptions: Record<string, string>;
}

export interface ShopContent {
  products: ProductContent[];
  printTypes: PrintTypeContent[];
  coupons: CouponContent[];
  /** By language, then by FAQ type. */
  faqs: Record<Language, Record<string, { question: string; answer: string }[]>>;
  states: Record<string, StateContent[]>;
  /** By language, then by document. */
  policies: Record<Language, Record<PolicyDocument, string>>;
}

function readJson<T>(file: string): T {
  const full = path.join(CONTENT_DIR, file);
  try {
    return JSON.parse(readFileSync(full, 'utf8')) as T;
  } catch (error) {
    throw new Error(`Content file ${full} cannot be read: ${(error as Error).message}`);
  }
}

/**
 * A language's policies: `<name>.md` in English, `<name>.<language>.md` in another, each with its
 * 'Last Updated: <date>' line under the label of its language.
 */
function readPolicies(language: Language): Record<PolicyDocument, string> {
  const suffix = language === 'en' ? '' : `.${language}`;
  const policies = Object.fromEntries(
    POLICY_DOCUMENTS.map((name) => [name, readFileSync(path.join(CONTENT_DIR, 'policies', `${name}${suffix}.md`), 'utf8')]),
  ) as Record<PolicyDocument, string>;
  const label = LAST_UPDATED_LABELS[language];
  for (const [name, markdown] of Object.entries(policies)) {
    if (!new RegExp(`^${label}: .+$`, 'm').test(markdown)) throw new Error(`Policy ${name}${suffix} has no '${label}: <date>' line`);
  }
  return policies;
}

/** The states by country, each with its names in other languages (states.<language>.json: by country, then code). */
function statesWithNames(states: Record<string, Omit<StateContent, 'translatedNames'>[]>): Record<string, StateContent[]> {
  const namesIn = translationsIn<Record<string, string>>('states');
  return Object.fromEntries(
    Object.entries(states).map(([country, list]) => {
      const byLanguage = Object.entries(namesIn(country));
      const translatedNames = (code: string) =>
        Object.fromEntries(byLanguage.filter(([, byCode]) => byCode[code]).map(([language, byCode]) => [language, byCode[code]]));
      return [country, list.map((state) => ({ ...state, translatedNames: translatedNames(state.code) }))];
    }),
  );
}

export function loadShopContent(): ShopContent {
  const couponDescriptions = translationsIn<string>('coupons');
  const storyTranslations = translationsIn<StoryTranslation>('stories');
  const printTypeTranslations = translationsIn<PrintTypeTexts>('printTypes');
  const coupons = readJson<Omit<CouponContent, 'translatedDescriptions'>[]>('coupons.json').map((coupon) => ({
    ...coupon,
    translatedDescriptions: couponDescriptions(coupon.code),
  }));
  for (const coupon of coupons) {
    if (!/^[A-Z0-9]{10}$/.test(coupon.code)) throw new Error(`Coupon ${coupon.code} is not 10 letters or digits`);
  }
  return {
    products: readJson<Omit<ProductContent, 'translations'>[]>('products.json').map((product) => ({
      ...product,
      translations: storyTranslations(product.slug),
    })),
    printTypes: readJson<Omit<PrintTypeContent, 'translations'>[]>('printTypes.json').map((printType) => ({
      ...printType,
      translations: printTypeTranslations(printType.printType),
    })),
    coupons,
    faqs: { en: readJson('faqs.json'), hi: readJson('faqs.hi.json') },
    states: statesWithNames(readJson('states.json')),
    policies: { en: readPolicies('en'), hi: readPolicies('hi') },
  };
}
