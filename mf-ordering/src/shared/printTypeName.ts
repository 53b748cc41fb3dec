import type { BookOrderDraft, Language } from 'shared-contracts';

/** The chosen print type as a page in this language names it; an older draft knows only the name it was ordered by. */
export function printTypeName(draft: Pick<BookOrderDraft, 'printType' | 'printTypeNames' | 'orderSummary'>, language: Language): string {
  return draft.printTypeNames?.[language] ?? draft.printType ?? draft.orderSummary?.printType ?? '';
}
