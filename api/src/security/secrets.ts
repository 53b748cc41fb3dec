import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The secret that signs session cookies and anti-forgery tokens: SESSION_SECRET when set, else one
 * generated once and kept in the data folder so sessions survive a restart.
 */
export function loadSessionSecret(configured: string | null, dataDir: string): string {
  if (configured) {
    if (configured.length < 32) throw new Error('SESSION_SECRET must be at least 32 characters');
    return configured;
  }
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return secret;
  }
}
