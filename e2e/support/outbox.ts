import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Waits for the e2e server to write an email about a request into its outbox; answers it unfolded. */
export async function outboxMessageFor(requestUuid: string, subject: string, timeoutMs = 15_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const name of existsSync(outbox) ? readdirSync(outbox) : []) {
      const message = readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      if (message.includes(requestUuid) && message.includes(subject)) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email "${subject}" for ${requestUuid} in ${outbox}`);
}
