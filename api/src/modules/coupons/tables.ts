/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
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
