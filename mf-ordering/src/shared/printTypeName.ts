import type { BookOrderDraft, Language } from 'shared-contracts';

/** The chosen print type as a page in this language names it; an older draft knows only the name it was ordered by. */
/** The ordered size as a page in this language names it, once the server has named it with the totals. */
export function printSizeName(draft: Pick<BookOrderDraft, 'printSize' | 'printSizeNames'>, language: Language): string {
  return draft.printSizeNames?.[language] ?? draft.printSize ?? '';
}

export function printTypeName(draft: Pick<BookOrderDraft, 'printType' | 'printTypeNames' | 'orderSummary'>, language: Language): string {
  return draft.printTypeNames?.[language] ?? draft.printType ?? draft.orderSummary?.printType ?? '';
}
