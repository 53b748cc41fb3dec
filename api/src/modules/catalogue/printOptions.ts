import { DEFAULT_LANGUAGE, inEachLanguage, type Language } from 'contracts/languages';
import type { OrderDetailsResponse, PrintTypeTexts } from 'contracts/schemas';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { CATALOGUE_JSON_COLUMNS } from './tables.js';
import type { Db } from '../../platform/db/database.js';
import type { PrintTypesTable } from './tables.js';
import { toRupees } from './money.js';
import { priceWithCompanions } from './bookPrices.js';

type PrintTypeRow = Pick<PrintTypesTable, 'print_type' | 'description' | 'paper_finish' | 'delivery_timeline'> & { translations: string };

/** A print type's words in every language: the English ones as written, the others from its translations (English where one is missing). */
function textsOf(type: PrintTypeRow, sizes: string[]): Record<Language, PrintTypeTexts> {
  const english: PrintTypeTexts = {
    printType: type.print_type,
    description: type.description,
    paperFinishType: type.paper_finish,
    deliveryTimeline: type.delivery_timeline,
    sizes: Object.fromEntries(sizes.map((size) => [size, size])),
  };
  const translations = readJsonColumn(CATALOGUE_JSON_COLUMNS.printTypeTranslations, type.translations);
  const inLanguage = (language: Language): PrintTypeTexts => {
    const translation = language === DEFAULT_LANGUAGE ? undefined : translations[language];
    return translation ? { ...translation, sizes: { ...english.sizes, ...translation.sizes } } : english;
  };
  return inEachLanguage(inLanguage);
}

/**
 * The print options of the quote: the values an order is placed with, in English, and each one's
 * words in every language; each size at its price with the book's companions.
 */
export async function printTypeDetails(db: Db, companions: number): Promise<OrderDetailsResponse['printTypeDetails']> {
  const [types, sizes] = await Promise.all([
    db.selectFrom('print_types').selectAll().orderBy('position').execute(),
    db.selectFrom('print_sizes').selectAll().orderBy('position').execute(),
  ]);
  return types.map((type) => {
    const ownSizes = sizes.filter((size) => size.print_type === type.print_type);
    const priced = (paise: number) => toRupees(priceWithCompanions(paise, type.companion_price_paise, companions));
    return {
      printType: type.print_type,
      bestChoice: type.best_choice === 1,
      sampleImageURL: type.sample_image_url,
      description: type.description,
      paperFinishType: type.paper_finish,
      deliveryTimeline: type.delivery_timeline,
      printSizeVariations: ownSizes.map((size) => ({
        size: size.size,
        price: priced(size.price_paise),
        ...(size.original_price_paise === null ? {} : { originalPrice: priced(size.original_price_paise) }),
      })),
      texts: textsOf(
        type,
        ownSizes.map((size) => size.size),
      ),
      ...(companions > 0 && type.companion_price_paise > 0
        ? { companionPrice: { each: toRupees(type.companion_price_paise), count: companions } }
        : {}),
    };
  });
}

/** A print type's and a size's names in every language, as the checkout, the confirmation and the emails show them. */
export async function printOptionNames(
  db: Db,
  printType: string,
  size: string,
): Promise<Record<Language, { printType: string; size: string }>> {
  const type = await db.selectFrom('print_types').selectAll().where('print_type', '=', printType).executeTakeFirst();
  // An order keeps its option's English names when the option is no longer offered.
  const texts = type ? textsOf(type, [size]) : undefined;
  return inEachLanguage((language) => ({
    printType: texts?.[language].printType ?? printType,
    size: texts?.[language].sizes[size] ?? size,
  }));
}
