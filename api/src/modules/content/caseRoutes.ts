import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ContactCaseRequest } from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { sessionIdOf } from '../../platform/security/sessions.js';

/** Messages from the contact form, kept for the support team. */
export const caseRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/cases',
    { schema: { body: ContactCaseRequest, response: { 201: Type.Object({ caseId: Type.String({ maxLength: 36 }) }) } } },
    async (request, reply) => {
      const { body } = request;
      const caseId = randomUUID();
      await db
        .insertInto('cases')
        .values({
          case_id: caseId,
          name: body.name.trim(),
          email: body.email.trim(),
          subject: body.subject.trim(),
          message: body.message.trim(),
          request_uuid: body.requestUuid ?? null,
          session_id: sessionIdOf(request),
          created_at: new Date().toISOString(),
        })
        .execute();
      return reply.code(201).send({ caseId });
    },
  );
};
