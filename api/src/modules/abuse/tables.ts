/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */

/** Server-side usage counters per session and per address, in weekly windows. */
export interface UsageCountersTable {
  subject: string;
  kind: string;
  window_start: string;
  count: number;
}

declare module '../../platform/db/database.js' {
  interface Database {
    usage_counters: UsageCountersTable;
  }
}
