/**
 * The database's tables, as one map for the query builder. The platform declares none of the shop's: each
 * module adds the tables it keeps from its own `tables.ts` (TypeScript merges the declarations), so a table
 * is declared beside the only code that queries it (the rule `shop/table-owner`).
 *
 * Money is kept in paise (integers), times as ISO-8601 text and flags as 0/1 integers, so SQLite and
 * PostgreSQL store and return the same values.
 */
import type { Kysely } from 'kysely';

export type Flag = 0 | 1;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's tables.ts
export interface Database {}

export type Db = Kysely<Database>;
