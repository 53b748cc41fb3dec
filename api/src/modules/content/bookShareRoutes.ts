import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BOOK_SHARE_HEADER } from 'contracts/constants';
import { BookResponse, BookShareResponse, RequestUuid } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { notFound } from '../../platform/errors/domainError.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import {
  shareNonce,
  signShareLink,
  stopSharing,
  EMAIL_LINK_DAYS,
  type RequestAccess,
  hasChosenPictures,
} from '../personalization/index.js';
import { visitorBook } from './visitorBook.js';

const params = Type.Object({ requestUuid: RequestUuid });

/**
 * A book shown to the family: its owner makes a link (which works as long as the order's email links,
 * and until the owner stops sharing), and whoever opens it reads the book, with the child's first name
 * only: no contact, no address, and nothing it can change.
 */
export const bookShareRoutes: FastifyPluginAsyncTypebox<{ db: Db; access: RequestAccess; storage: ObjectStore; linkKey: string }> = async (
  app,
  { db, access, storage, linkKey },
) => {
  app.post('/books/:requestUuid/share', { schema: { params, response: { 200: BookShareResponse } } }, async (request) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    if (!(await hasChosenPictures(db, requestUuid))) throw notFound(visitorText('content.sampleBookNotFound'));
    const expiresAt = new Date(Date.now() + EMAIL_LINK_DAYS * 24 * 60 * 60 * 1000);
    const value = signShareLink(linkKey, requestUuid, await shareNonce(db, requestUuid), expiresAt);
    return { sharePath: `/flipbook#share=${value}`, expiresAt: expiresAt.toISOString() };
  });

  app.delete('/books/:requestUuid/share', { schema: { params } }, async (request, reply) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    await stopSharing(db, requestUuid);
    return reply.code(204).send();
  });

  // The share comes in a header, not the address: addresses are logged, and the link is a secret.
  app.get(
    '/shared-books',
    { schema: { headers: Type.Object({ [BOOK_SHARE_HEADER]: Type.String({ maxLength: 300 }) }), response: { 200: BookResponse } } },
    async (request, reply) => {
      const { requestUuid, grant } = await access.openShare(request.headers[BOOK_SHARE_HEADER]);
      reply.header('cache-control', 'no-store');
      // The book's pictures load as <img>: this browser gets their cookie, bound to the share, so it ends with it.
      access.sharePictures(request, reply, requestUuid, grant);
      const { dedication: _dedication, ...book } = await visitorBook(db, storage, requestUuid);
      return { book: { ...book, dedication: null } };
    },
  );
};
