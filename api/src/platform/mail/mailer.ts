import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { ObjectStore } from '../storage/objectStore.js';

/** The storage folder emails are written into when no SMTP server is configured. */
export const OUTBOX = 'outbox/';

/** A picture the HTML shows by its content id (`cid:`), carried in the message itself. */
export interface InlinePicture {
  cid: string;
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  pictures?: InlinePicture[];
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

const message = (from: string, { pictures = [], ...email }: OutgoingEmail) => ({ from, ...email, attachments: pictures });

/**
 * Sends through SMTP when an address is configured; otherwise writes each message, exactly as it
 * would be sent, as an .eml file into the outbox, so the shop works offline.
 */
export function createMailer({ smtpUrl, storage, from }: { smtpUrl: string | null; storage: ObjectStore; from: string }): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { send: async (email) => void (await transport.sendMail(message(from, email))) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail(message(from, email));
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await storage.put(`${OUTBOX}${name}`, info.message as Buffer);
    },
  };
}
