import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from 'contracts/languages';
import { readJsonColumn } from '../../platform/db/jsonColumns.js';
import { ORDERS_JSON_COLUMNS } from './tables.js';

interface StateRow {
  name: string;
  translated_names: string;
}

/** A state's name in a language: its translation, else the English name that addresses carry. */
export function stateName(state: StateRow, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return state.name;
  return readJsonColumn(ORDERS_JSON_COLUMNS.translatedNames, state.translated_names)[language] ?? state.name;
}

/** Whether a name sent for a state is its name in one of the shop's languages (the list the visitor chose from). */
export function namesState(state: StateRow, name: string): boolean {
  return LANGUAGES.some((language) => stateName(state, language) === name);
}
