import type { Migration } from 'kysely';
import * as initial from './001_initial.js';

/** Every migration, in order. Names never change once released. */
export const MIGRATIONS: Record<string, Migration> = {
  '001_initial': initial,
};
