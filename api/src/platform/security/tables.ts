/** The tables kept here, added to the database's map of tables (see platform/db/database.ts). */

/** A secret generated once and shared by every instance (unless configured). */
export interface SecretsTable {
  name: string;
  value: string;
}

/** Hits of one rate-limit key in one fixed window (ending at `window_end`, in ms since the epoch). */
export interface RateWindowsTable {
  counter_key: string;
  window_end: number;
  hits: number;
}

declare module '../db/database.js' {
  interface Database {
    secrets: SecretsTable;
    rate_windows: RateWindowsTable;
  }
}
