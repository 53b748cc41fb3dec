import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from configuration, else one generated once and kept in the data folder so that what it
 * signs (sessions, sandbox payments) stays valid across restarts.
 */
export function loadSecret(configured: string | null, dataDir: string, name: string): string {
  if (configured) {
    if (configured.length < 32) throw new Error(`${name.toUpperCase().replace(/-/g, '_')} must be at least 32 characters`);
    return configured;
  }
  const file = path.join(dataDir, name);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
