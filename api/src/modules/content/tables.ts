/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import { Type } from '@sinclair/typebox';
import type { Generated } from 'kysely';
import type { Language } from 'contracts/languages';

export interface FaqsTable {
  faq_type: string;
  language: Language;
  position: number;
  question: string;
  answer: string;
}

export interface PoliciesTable {
  name: string;
  language: Language;
  markdown: string;
}

export interface SampleFlipbooksTable {
  sample_flipbook_id: number;
  product_id: number;
  request_uuid: string;
  display_image: string;
  priority: number;
  gender: 'Boy' | 'Girl';
  /** JSON: the sample's pages in other languages (see CONTENT_JSON_COLUMNS.pagesByLanguage). */
  translated_pages: Generated<string>;
}

export interface CasesTable {
  case_id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  request_uuid: string | null;
  session_id: string | null;
  created_at: string;
}

declare module '../../platform/db/database.js' {
  interface Database {
    faqs: FaqsTable;
    policies: PoliciesTable;
    sample_flipbooks: SampleFlipbooksTable;
    cases: CasesTable;
  }
}

/** The shapes of this module's columns that hold JSON text, each read with `readJsonColumn`. */
export const CONTENT_JSON_COLUMNS = {
  /** A sample book's pictures per page number, by language code. */
  pagesByLanguage: Type.Record(Type.String(), Type.Record(Type.String(), Type.String())),
};
