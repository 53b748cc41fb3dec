import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { RequestUuid } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import { notFound } from '../../platform/errors/domainError.js';
import { orderPersonalData } from '../orders/index.js';
import { paymentPersonalData } from '../payments/index.js';
import { REQUEST_NOT_FOUND, type RequestAccess, childPersonalData } from '../personalization/index.js';
import { voicePersonalData } from '../voices/index.js';

/**
 * GET /books/:requestUuid/personal-data: everything the shop keeps for a book, as one JSON file the
 * parent downloads (the DPDP Act's right of access): the child, the deposit and the order, the
 * payments, the family's recordings (playable, inside the file) and their links. Only for whom the
 * book belongs to; never for a share, record or listen link.
 */
export const personalDataExportRoutes: FastifyPluginAsyncTypebox<{ db: Db; storage: ObjectStore; access: RequestAccess }> = async (
  app,
  { db, storage, access },
) => {
  app.get(
    '/books/:requestUuid/personal-data',
    { schema: { params: Type.Object({ requestUuid: RequestUuid }) } },
    async (request, reply) => {
      const { requestUuid } = request.params;
      await access.require(request, requestUuid);
      const child = await childPersonalData(db, storage, requestUuid);
      if (!child) throw notFound(REQUEST_NOT_FOUND);
      const [orders, payments, voices] = await Promise.all([
        orderPersonalData(db, requestUuid),
        paymentPersonalData(db, requestUuid),
        voicePersonalData(db, storage, requestUuid),
      ]);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="hero-tales-${requestUuid}.json"`)
        .send({ exportedAt: new Date().toISOString(), requestUuid, child, ...orders, payments, ...voices });
    },
  );
};
