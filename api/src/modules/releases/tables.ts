/** The tables this module keeps, added to the database's map of tables (see platform/db/database.ts). */
import { Type } from '@sinclair/typebox';

/** The live release of one app and the ones before it (JSON: newest first), when instances share PostgreSQL. */
export interface LiveReleasesTable {
  app: string;
  current: string;
  previous: string;
  updated_at: string;
}

declare module '../../platform/db/database.js' {
  interface Database {
    live_releases: LiveReleasesTable;
  }
}

/** The shapes of this module's columns that hold JSON text, each read with `readJsonColumn`. */
export const RELEASES_JSON_COLUMNS = {
  /** An app's earlier live releases, newest first. */
  previousReleases: Type.Array(Type.String()),
};
