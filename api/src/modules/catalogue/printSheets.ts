import { SHEET_KEY_PATTERN, type BookPrint, type PrintedArea } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { gutterMmOf, MM_PER_INCH, PrintBinding, SOFTCOVER } from './printBinding.js';
import { trimSizeInches } from './pageShapes.js';
import { storedBindingOf } from './printSizes.js';

/** A story page's printed sheet: the size it is trimmed to and how it is bound, with the key its pictures are kept under. */
export interface PrintSheet {
  /** e.g. '800x800g191': the trim in hundredths of an inch and the gutter in tenths of a millimetre. */
  key: string;
  printSize: string;
  binding: PrintBinding;
}

/** The key of a sheet (SHEET_KEY_PATTERN): what its pictures are drawn for, the shape and the gutter they keep clear of. */
export function sheetKey(printSize: string, binding: PrintBinding): string {
  const trim = trimSizeInches(printSize);
  return `${Math.round(trim.width * 100)}x${Math.round(trim.height * 100)}g${Math.round(gutterMmOf(binding) * 10)}`;
}

export const SHEET_KEY = new RegExp(`^${SHEET_KEY_PATTERN}$`);

const sheetOf = (printSize: string, binding: PrintBinding): PrintSheet => ({ key: sheetKey(printSize, binding), printSize, binding });

/** Every sheet the shop sells, each print type's binding with each of its sizes, in the order they are offered. */
export async function offeredSheets(db: Db): Promise<PrintSheet[]> {
  const [types, sizes] = await Promise.all([
    db.selectFrom('print_types').select(['print_type', 'binding']).orderBy('position').execute(),
    db.selectFrom('print_sizes').select(['print_type', 'size']).orderBy('position').execute(),
  ]);
  return types.flatMap((type) => {
    const binding = readJsonColumn(PrintBinding, type.binding);
    return sizes.filter((size) => size.print_type === type.print_type).map((size) => sheetOf(size.size, binding));
  });
}

/** A print size ordered: its print type and size, as the order keeps them. */
export interface PrintChoice {
  printType: string;
  printSize: string;
}

/**
 * The sheet a book is shown on: the size and binding ordered (`choice`), else the first one offered
 * (the shop's first print type in its first size), so what the parent approves is what prints.
 */
export async function shownSheet(db: Db, choice: PrintChoice | null): Promise<(PrintSheet & { ordered: boolean }) | null> {
  if (choice) {
    // As the print file binds it: an order whose print type is no longer offered is bound as a softcover.
    return { ...sheetOf(choice.printSize, (await storedBindingOf(db, choice.printType)) ?? SOFTCOVER), ordered: true };
  }
  const [first] = await offeredSheets(db);
  return first ? { ...first, ordered: false } : null;
}

/**
 * How a book prints, for every view of it (BookPrint): its sheet, and the part of a page's printed
 * picture (or the climax's, two pages wide) left once the bleed is trimmed.
 */
export function printOfSheet(sheet: PrintSheet & { ordered: boolean }): BookPrint {
  const trim = trimSizeInches(sheet.printSize);
  const bleed = sheet.binding.bleedMm / MM_PER_INCH;
  const [width, height] = [trim.width + 2 * bleed, trim.height + 2 * bleed];
  const page: PrintedArea = { left: bleed / width, top: bleed / height, width: trim.width / width, height: trim.height / height };
  // Two sheets side by side: the bleed is trimmed at the outer edges only, as the reader sees the spread.
  const spread: PrintedArea = { ...page, left: bleed / (2 * width), width: (2 * width - 2 * bleed) / (2 * width) };
  return { trimAspect: trim.width / trim.height, sheet: sheet.key, ordered: sheet.ordered, page, spread };
}
