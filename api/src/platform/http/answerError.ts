import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, invalidRequest, type VisitorText } from '../errors/domainError.js';
import { visitorText } from '../i18n/visitorText.js';
import { HTTP_STATUS } from './httpStatus.js';
import { requestLanguage } from './requestLanguage.js';

const OUR_FAULT: VisitorText = visitorText('http.ourFault');

/**
 * The server's error handler: every refusal in the language the call asked for (requestLanguage). A
 * refusal the shop chose (a busy queue, a provider down) keeps its own words, and at 500 or over is
 * logged as a warning; anything else at 500 or over is a fault, logged with its stack, and the visitor
 * hears only that something went wrong on our side.
 */
export function answerError(error: FastifyError & { errors?: unknown }, request: FastifyRequest, reply: FastifyReply) {
  const language = requestLanguage(request);
  // A route may word its own schema's refusal (its schemaErrorFormatter answers a DomainError).
  if (error.validation && !(error instanceof DomainError)) {
    const errors = error.validation.map((issue) => ({
      field: (issue.instancePath || `/${(issue.params as { missingProperty?: string }).missingProperty ?? ''}`).slice(1),
      message: issue.message ?? 'is invalid',
    }));
    const refusal = invalidRequest(errors.map((e) => `${e.field} ${e.message}`).join('; '));
    return reply.code(400).send({ detail: refusal.text[language], errors });
  }
  if (error instanceof DomainError) {
    const status = HTTP_STATUS[error.kind];
    if (status >= 500) request.log.warn({ kind: error.kind }, error.text.en);
    return reply.code(status).send({ detail: error.text[language] });
  }
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error(error);
  const detail = status >= 500 ? OUR_FAULT[language] : error.message;
  return reply.code(status).send({ detail, ...(error.errors ? { errors: error.errors } : {}) });
}
