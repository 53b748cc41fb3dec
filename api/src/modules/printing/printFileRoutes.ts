import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { readToken, signToken } from '../../platform/security/signedToken.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { notFound } from '../../platform/errors/domainError.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import { bookPdfKey } from './printedBook.js';

const PURPOSE = 'print-file';
/** How long the partner may fetch a book's files: its validations and production start within days. */
const PRINT_FILE_DAYS = 7;
const PRINT_FILE = /^(\d{8}-[0-9a-f-]{36})-(interior|cover|book)$/;

/** A signed, expiring address of one print file, under the shop's public origin: its name, then its expiry and signature. */
export function printFileUrl(origin: string, key: string, fileName: string, now = Date.now()): string {
  const name = fileName.replace(/\.pdf$/, '');
  const signed = signToken(key, PURPOSE, name, now + PRINT_FILE_DAYS * 86_400_000).slice(name.length + 1);
  return `${origin}/api/print-files/${name}?signed=${signed}`;
}

/**
 * GET /api/print-files/{name}?signed=…: a book's print file for the print partner, only with the
 * signature the shop made for it (printFileUrl) and before it expires; no session, no cookie.
 */
export const printFileRoutes: FastifyPluginAsyncTypebox<{ storage: ObjectStore; key: string }> = async (app, { storage, key }) => {
  const schema = {
    params: Type.Object({ name: Type.String({ maxLength: 80 }) }),
    querystring: Type.Object({ signed: Type.String({ maxLength: 100 }) }),
  };
  app.get('/print-files/:name', { schema }, async (request, reply) => {
    const name = readToken(key, PURPOSE, `${request.params.name}.${request.query.signed}`);
    const file = name && PRINT_FILE.test(name) ? await storage.get(bookPdfKey(`${name}.pdf`)) : null;
    if (!file) throw notFound(visitorText('orders.printFile.notFound'));
    return reply.type('application/pdf').header('cache-control', 'private, no-store').send(file);
  });
};
