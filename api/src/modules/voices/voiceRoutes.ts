import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { BOOK_SHARE_HEADER, LISTEN_LINK_HEADER, RECORD_LINK_HEADER } from 'contracts/constants';
import {
  ListenedBookResponse,
  ListenLink,
  PageVoice,
  PageVoiceFields,
  PageVoicesResponse,
  RecordLink,
  RecordLinkRequest,
  RecordLinksResponse,
  RequestUuid,
  StoryPage,
} from 'contracts/schemas';
import type { Db } from '../../platform/db/database.js';
import { badRequest, DomainError, notFound } from '../../platform/errors/domainError.js';
import { formFields, readMultipartForm } from '../../platform/http/multipartForm.js';
import { visitorText } from '../../platform/i18n/visitorText.js';
import type { ObjectStore } from '../../platform/storage/objectStore.js';
import type { WorkBudget } from '../abuse/index.js';
import {
  EMAIL_LINK_DAYS,
  type RequestAccess,
  shareNonce,
  signShareLink,
  childFirstNameOf,
  chosenPagesOf,
  type RequestPayments,
} from '../personalization/index.js';
import { listenLinkOf, listenPath, openListenLink, stopListenLink } from './listenLinks.js';
import { deletePageVoice, keepPageVoice, pageVoiceAudio, pageVoicesOf } from './pageVoices.js';
import { MAX_RECORDING_BYTES, MAX_RECORDING_SECONDS, playableRecording } from './playableRecording.js';
import { makeRecordLink, openRecordLink, recordLinksOf, stopRecordLink, type RecordLinkGiven } from './recordLinks.js';

const book = Type.Object({ requestUuid: RequestUuid });
const bookPage = Type.Object({ requestUuid: RequestUuid, page: StoryPage });
const passHeaders = Type.Object({
  [BOOK_SHARE_HEADER]: Type.Optional(Type.String({ maxLength: 300 })),
  [RECORD_LINK_HEADER]: Type.Optional(Type.String({ maxLength: 300 })),
  [LISTEN_LINK_HEADER]: Type.Optional(Type.String({ maxLength: 300 })),
});

/** Who is calling about a book's recordings, by what they hold. */
type Caller = { role: 'owner' } | { role: 'recorder'; linkId: string; reader: string } | { role: 'family' } | { role: 'listener' };

const NOT_PAID = visitorText('voices.notPaid');
const RECORD_LINK_NOT_FOUND = visitorText('voices.recordLinkNotFound');
const NO_RECORDING = visitorText('voices.noRecording');
const TOO_LARGE = visitorText('voices.tooLarge', { seconds: MAX_RECORDING_SECONDS });

/**
 * A book read aloud by its family. The owner of a paid book records its pages and gives record links
 * (each for one reader, adding and replacing recordings only); the family's share link and the printed
 * book's listen link hear them. Each caller is told only what its link lets it know.
 */
export const voiceRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  storage: ObjectStore;
  access: RequestAccess;
  payments: RequestPayments;
  budget: WorkBudget;
  linkKey: string;
}> = async (app, { db, storage, access, payments, budget, linkKey }) => {
  async function callerOf(request: FastifyRequest, requestUuid: string): Promise<Caller> {
    const record = request.headers[RECORD_LINK_HEADER];
    if (typeof record === 'string') {
      const link = await openRecordLink(db, linkKey, requestUuid, record);
      if (!link) throw notFound(RECORD_LINK_NOT_FOUND);
      return { role: 'recorder', ...link };
    }
    const share = request.headers[BOOK_SHARE_HEADER];
    if (typeof share === 'string') {
      const shared = await access.openShare(share);
      if (shared.requestUuid !== requestUuid) throw notFound(visitorText('security.shareNotFound'));
      return { role: 'family' };
    }
    const listen = request.headers[LISTEN_LINK_HEADER];
    if (typeof listen === 'string') {
      if ((await openListenLink(db, linkKey, listen)) !== requestUuid) throw notFound(visitorText('voices.listenNotFound'));
      return { role: 'listener' };
    }
    await access.require(request, requestUuid);
    return { role: 'owner' };
  }

  const isPaid = async (requestUuid: string) => (await payments.paidBookReview(db, requestUuid)).paid;

  /** Recording starts once the book's order is paid. */
  async function requirePaid(requestUuid: string): Promise<void> {
    if (!(await isPaid(requestUuid))) throw new DomainError('conflict', NOT_PAID);
  }

  const recordLinkShown = (link: RecordLinkGiven, share: string) => ({
    linkId: link.linkId,
    reader: link.reader,
    // The recorder reads the book by a share link, and records by the record link: both in the fragment.
    recordPath: `/flipbook#share=${share}&record=${link.value}`,
    expiresAt: link.expiresAt,
  });

  const shareFor = async (requestUuid: string, expiresAt: string) =>
    signShareLink(linkKey, requestUuid, await shareNonce(db, requestUuid), new Date(expiresAt));

  app.get(
    '/books/:requestUuid/voices',
    { schema: { params: book, headers: passHeaders, response: { 200: PageVoicesResponse } } },
    async (request, reply) => {
      const { requestUuid } = request.params;
      const caller = await callerOf(request, requestUuid);
      reply.header('cache-control', 'no-store');
      const canRecord = caller.role === 'recorder' || (caller.role === 'owner' && (await isPaid(requestUuid)));
      return { voices: await pageVoicesOf(db, requestUuid), canRecord, reader: caller.role === 'recorder' ? caller.reader : null };
    },
  );

  app.get('/books/:requestUuid/voices/:page/audio', { schema: { params: bookPage, headers: passHeaders } }, async (request, reply) => {
    const { requestUuid, page } = request.params;
    await callerOf(request, requestUuid);
    const audio = await pageVoiceAudio(db, storage, requestUuid, page);
    if (!audio) throw notFound(NO_RECORDING);
    return reply.header('cache-control', 'private, no-store').type('audio/mp4').send(audio);
  });

  app.put(
    '/books/:requestUuid/voices/:page',
    { schema: { params: bookPage, headers: passHeaders, response: { 200: PageVoice } } },
    async (request) => {
      const { requestUuid, page } = request.params;
      const caller = await callerOf(request, requestUuid);
      if (caller.role === 'owner') await requirePaid(requestUuid);
      else if (caller.role !== 'recorder') throw notFound(RECORD_LINK_NOT_FOUND);
      const form = await readMultipartForm(request, { maxBytes: MAX_RECORDING_BYTES + 1, tooLarge: TOO_LARGE });
      const fields = formFields(PageVoiceFields, form.fields);
      if (!form.file || form.file.fieldName !== 'recording') throw badRequest(visitorText('voices.recordingMissing'));
      const reader = caller.role === 'recorder' ? caller.reader : fields.reader;
      if (!reader) throw badRequest(visitorText('voices.readerMissing'));
      const chosen = await chosenPagesOf(db, requestUuid);
      if (!chosen?.pages[String(page)]) throw notFound(visitorText('voices.noSuchPage', { page }));
      const { bytes } = form.file;
      // A recording costs the shop work and storage like a photo: it counts against the address's uploads.
      const { audio, seconds } = await budget.within({ address: request.ip, upload: true }, () => playableRecording(bytes));
      return keepPageVoice(db, storage, requestUuid, {
        page,
        reader,
        language: fields.language,
        seconds,
        recordedBy: caller.role === 'recorder' ? caller.linkId : 'owner',
        audio,
      });
    },
  );

  app.delete('/books/:requestUuid/voices/:page', { schema: { params: bookPage } }, async (request, reply) => {
    const { requestUuid, page } = request.params;
    await access.require(request, requestUuid);
    if (!(await deletePageVoice(db, storage, requestUuid, page))) throw notFound(NO_RECORDING);
    return reply.code(204).send();
  });

  app.post(
    '/books/:requestUuid/record-links',
    { schema: { params: book, body: RecordLinkRequest, response: { 200: RecordLink } } },
    async (request) => {
      const { requestUuid } = request.params;
      await access.require(request, requestUuid);
      await requirePaid(requestUuid);
      // It ends with the order's other links.
      const expiresAt = new Date(Date.now() + EMAIL_LINK_DAYS * 24 * 60 * 60 * 1000);
      const link = await makeRecordLink(db, linkKey, requestUuid, request.body.reader.trim(), expiresAt);
      return recordLinkShown(link, await shareFor(requestUuid, link.expiresAt));
    },
  );

  app.get('/books/:requestUuid/record-links', { schema: { params: book, response: { 200: RecordLinksResponse } } }, async (request) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    const links = await recordLinksOf(db, linkKey, requestUuid);
    return { links: await Promise.all(links.map(async (link) => recordLinkShown(link, await shareFor(requestUuid, link.expiresAt)))) };
  });

  app.delete(
    '/books/:requestUuid/record-links/:linkId',
    { schema: { params: Type.Object({ requestUuid: RequestUuid, linkId: Type.String({ maxLength: 40 }) }) } },
    async (request, reply) => {
      const { requestUuid, linkId } = request.params;
      await access.require(request, requestUuid);
      if (!(await stopRecordLink(db, requestUuid, linkId))) throw notFound(RECORD_LINK_NOT_FOUND);
      return reply.code(204).send();
    },
  );

  app.post('/books/:requestUuid/listen-link', { schema: { params: book, response: { 200: ListenLink } } }, async (request) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    await requirePaid(requestUuid);
    const link = await listenLinkOf(db, linkKey, requestUuid);
    return { listenPath: listenPath(link.value), expiresAt: link.expiresAt, stopped: link.stopped };
  });

  app.delete('/books/:requestUuid/listen-link', { schema: { params: book } }, async (request, reply) => {
    const { requestUuid } = request.params;
    await access.require(request, requestUuid);
    await stopListenLink(db, requestUuid);
    return reply.code(204).send();
  });

  // The listen link comes in a header, like a share: addresses are logged.
  app.get(
    '/listened-books',
    {
      schema: { headers: Type.Object({ [LISTEN_LINK_HEADER]: Type.String({ maxLength: 300 }) }), response: { 200: ListenedBookResponse } },
    },
    async (request, reply) => {
      const requestUuid = await openListenLink(db, linkKey, request.headers[LISTEN_LINK_HEADER]);
      reply.header('cache-control', 'no-store');
      return { childFirstName: (await childFirstNameOf(db, requestUuid)) ?? '', voices: await pageVoicesOf(db, requestUuid) };
    },
  );
};
