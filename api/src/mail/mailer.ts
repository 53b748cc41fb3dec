import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** Where emails are written when no SMTP server is configured. */
export function outboxFolder(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/**
 * Sends through SMTP when an address is configured; otherwise writes each message, exactly as it
 * would be sent, as an .eml file into the outbox folder, so the shop works offline.
 */
export function createMailer({ smtpUrl, outboxDir, from }: { smtpUrl: string | null; outboxDir: string; from: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { send: async (email) => void (await transport.sendMail({ from, ...email })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail({ from, ...email });
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}
