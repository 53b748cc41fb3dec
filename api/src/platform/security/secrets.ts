import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database.js';

function keptInFile(dataDir: string, name: string): string | null {
  try {
    return readFileSync(path.join(dataDir, name), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * A secret from configuration, else one generated once and kept in the database, so that what it
 * signs (sessions, sandbox payments) stays valid across restarts and on every instance. A secret
 * kept in the data folder by an earlier version is taken over, so nothing it signed is lost.
 */
export async function loadSecret(db: Db, configured: string | null, name: string, dataDir: string): Promise<string> {
  if (configured) {
    if (configured.length < 32) throw new Error(`${name.toUpperCase().replace(/-/g, '_')} must be at least 32 characters`);
    return configured;
  }
  const kept = () => db.selectFrom('secrets').select('value').where('name', '=', name).executeTakeFirst();
  const found = await kept();
  if (found) return found.value;
  const value = keptInFile(dataDir, name) ?? randomBytes(48).toString('base64url');
  // Instances starting together race here: the first one's secret is everyone's.
  await db
    .insertInto('secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await kept())!.value;
}
