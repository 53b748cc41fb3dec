/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import { Type } from '@sinclair/typebox';
import type { Generated } from 'kysely';

export interface CouponsTable {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent for 'percent', paise for 'fixed'. */
  value: number;
  description: string;
  valid_from: string;
  valid_until: string;
  max_uses: number | null;
  /** Uses held by unpaid orders and uses paid for. */
  used_count: number;
  min_subtotal_paise: number;
  /** JSON: the description by language, beside the English `description`. */
  translated_descriptions: Generated<string>;
}

declare module '../../platform/db/database.js' {
  interface Database {
    coupons: CouponsTable;
  }
}

/** The shapes of this module's columns that hold JSON text, each read with `readJsonColumn`. */
export const COUPONS_JSON_COLUMNS = {
  /** A coupon's description by language code, beside the English `description`. */
  translatedDescriptions: Type.Record(Type.String(), Type.String()),
};
