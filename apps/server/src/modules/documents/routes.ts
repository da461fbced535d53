import { join } from 'node:path';
import fastifyWebsocket from '@fastify/websocket';
import {
  DOCUMENT_CONTENT_MAX_BYTES,
  DOCUMENT_UPLOAD_BODY_LIMIT_BYTES,
  HANDOFF_SESSION_VALIDITY_MS,
  ZDeletedResponse,
  ZDocument,
  ZDocumentsQuery,
  ZDocumentsResponse,
  ZDocumentUploadRequest,
  ZDocumentWithContent,
  ZErrorBody,
  ZHandoffCreateRequest,
  ZHandoffExchangeRequest,
  ZHandoffLink,
  ZHandoffPathParams,
  ZHandoffSession,
  ZHandoffSmsRequest,
  ZHandoffSmsResponse,
  ZHandoffStatus,
  ZIdDocumentStatus,
  ZIdPathParams,
  ZIdTypeQuery,
  ZImagesQuery,
  ZImageTransactionsResponse,
  ZReceivedSmsQuery,
  ZReceivedSmsResponse,
  ZSetIdDocumentRequest,
  ZSetIdDocumentResponse,
  type TNotificationServerMessage,
} from '@onboarding/domain';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { requestContextOf } from '../../infra/audit/audit-log';
import { createDataCipher } from '../../infra/crypto/data-cipher';
import { createInProcessHub } from '../../infra/realtime/realtime-hub';
import { createFilesystemStorage } from '../../infra/storage/filesystem-storage';
import { createUploadSpool, type SpoolFile } from '../../infra/storage/upload-spool';
import { documentReadingFor } from '../document-reading/service';
import { createProductsService } from '../products/service';
import { createProspectsService } from '../prospects/service';
import type { DocumentCaller } from './caller';
import { createDocumentsService } from './document-service';
import { createHandoffService } from './handoff-service';
import { createHandoffTokens } from './handoff-token';
import { registerNotifications } from './notifications';
import { decodeSpooledBase64, readUploadBody, type SpooledContentState } from './upload-body';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};

/**
 * Identity documents and uploads (issue 5; the route overview is in
 * packages/domain/src/documents/index.ts). Desktop calls need the applicant's session; the phone's
 * hand-off session reaches only the routes marked `phone` below, and only for its prospect.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.database.db, clock: app.clock };
  const prospects = createProspectsService({ ...deps, products: createProductsService(deps) });
  const storage = createFilesystemStorage(
    join(app.config.dataDir, 'documents'),
    createDataCipher(app.config.appSecret),
  );
  const hub = createInProcessHub<TNotificationServerMessage>();
  let publishForProspect: (prospectId: string) => void = () => undefined;
  const documents = createDocumentsService({
    ...deps,
    storage,
    prospects,
    reading: documentReadingFor(app),
    onIdDocumentsChanged: (prospectId) => publishForProspect(prospectId),
  });
  const handoff = createHandoffService({
    ...deps,
    publicUrl: app.config.publicUrl,
    documents,
    tokens: createHandoffTokens(app.config.appSecret, app.clock),
    hub,
    sms: app.sms,
    rateLimiter: app.rateLimiter,
    log: app.log,
  });
  publishForProspect = (prospectId) => {
    handoff.publishForProspect(prospectId).catch((error: unknown) => {
      app.log.warn({ err: error }, 'hand-off status could not be pushed');
    });
  };

  const cookieName = app.config.isProduction ? '__Host-handoff' : 'handoff';
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.isProduction,
  } as const;

  /** The desktop session, or (where `phone` is allowed) the phone's hand-off session. */
  const callerOf = async (request: FastifyRequest, phone: boolean): Promise<DocumentCaller> => {
    const user = await app.sessions.find(request);
    if (user !== null) {
      return { kind: 'applicant', userId: user.userId, uid: user.uid, session: user };
    }
    if (phone) {
      const found = await handoff.callerOf(request.cookies[cookieName]);
      if (found !== null) return found.caller;
    }
    throw new AppError(401, 'UNAUTHORIZED', { message: 'Sign in to continue.' });
  };
  const applicantOf = async (request: FastifyRequest) => {
    const caller = await callerOf(request, false);
    if (caller.kind !== 'applicant') throw new AppError(401, 'UNAUTHORIZED');
    return caller;
  };

  await app.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  registerNotifications(app, { hub, handoff, callerOf: (request) => callerOf(request, true) });

  app.patch(
    '/onboarding/prospects/:id/idtype',
    {
      schema: {
        tags: ['documents'],
        summary: 'Choose the identity document: ID card or passport (desktop and phone).',
        params: ZIdPathParams,
        querystring: ZIdTypeQuery,
        response: { 200: ZIdDocumentStatus, ...errors },
      },
    },
    async (request) =>
      documents.setIdType(await callerOf(request, true), request.params.id, request.query.type),
  );

  // The upload route in its own scope: its JSON body is read as a stream (upload-body.ts), its
  // file spooled to disk, so parallel uploads do not hold their bodies in memory.
  const spool = createUploadSpool(join(app.config.dataDir, 'upload-spool'));
  const spooled = new WeakMap<
    FastifyRequest,
    { file: SpoolFile; state: SpooledContentState; decodedSize: number }
  >();
  await app.register((scope, _options, done) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      async (request: FastifyRequest, payload: Readable) => {
        const file = await spool.create();
        spooled.set(request, { file, state: 'MISSING', decodedSize: 0 });
        const { body, state, decodedSize } = await readUploadBody(payload, file, {
          bodyBytes: DOCUMENT_UPLOAD_BODY_LIMIT_BYTES,
          contentBytes: DOCUMENT_CONTENT_MAX_BYTES,
        });
        await file.finish();
        spooled.set(request, { file, state, decodedSize });
        return body;
      },
    );
    const discard = async (request: FastifyRequest) => {
      await spooled.get(request)?.file.discard();
      spooled.delete(request);
    };
    // Who is calling is settled before a byte of the body is read or spooled.
    const callers = new WeakMap<FastifyRequest, DocumentCaller>();
    scope.addHook('onRequest', async (request) => {
      callers.set(request, await callerOf(request, true));
    });
    scope.addHook('onResponse', discard);
    scope.addHook('onRequestAbort', discard);

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/onboarding/documents',
      {
        bodyLimit: DOCUMENT_UPLOAD_BODY_LIMIT_BYTES,
        schema: {
          tags: ['documents'],
          summary: 'Upload one document or side, base64 (desktop and phone).',
          body: ZDocumentUploadRequest,
          response: { 200: ZDocument, 413: ZErrorBody, 422: ZErrorBody, ...errors },
        },
      },
      async (request) => {
        const upload = spooled.get(request);
        return documents.upload(
          callers.get(request) ?? (await callerOf(request, true)),
          request.body,
          upload === undefined
            ? undefined
            : {
                state: upload.state,
                size: upload.decodedSize,
                read: async () => decodeSpooledBase64(await upload.file.read()),
              },
        );
      },
    );
    done();
  });

  app.get(
    '/onboarding/documents',
    {
      schema: {
        tags: ['documents'],
        summary: 'The prospect’s documents, optionally of one type.',
        querystring: ZDocumentsQuery,
        response: { 200: ZDocumentsResponse, ...errors },
      },
    },
    async (request) => ({
      documents: await documents.list(await callerOf(request, true), request.query),
    }),
  );

  app.get(
    '/onboarding/documents/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'One document with its content in base64.',
        params: ZIdPathParams,
        response: { 200: ZDocumentWithContent, ...errors },
      },
    },
    async (request) => documents.get(await callerOf(request, true), request.params.id),
  );

  for (const path of ['/onboarding/documents/:id', '/onboarding/images/:id']) {
    app.delete(
      path,
      {
        schema: {
          tags: ['documents'],
          summary: 'Delete a document or image that is not confirmed yet.',
          params: ZIdPathParams,
          response: { 200: ZDeletedResponse, ...errors },
        },
      },
      async (request) => {
        await documents.remove(await callerOf(request, true), request.params.id);
        return { id: request.params.id, deleted: true as const };
      },
    );
  }

  app.get(
    '/onboarding/images',
    {
      schema: {
        tags: ['documents'],
        summary: 'The identity document: chosen type and the state of each side.',
        querystring: ZImagesQuery,
        response: { 200: ZIdDocumentStatus, ...errors },
      },
    },
    async (request) => {
      const caller = await callerOf(request, true);
      const prospect = await documents.resolveProspect(
        app.database.db,
        caller,
        request.query.prospectId,
        request.query.uid,
      );
      return documents.idStatus(prospect.id);
    },
  );

  app.get(
    '/onboarding/images/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'The stored (re-encoded) bytes of an image or PDF, for previews.',
        params: ZIdPathParams,
      },
    },
    async (request, reply) => {
      const { row, bytes } = await documents.content(
        await callerOf(request, true),
        request.params.id,
      );
      return (
        reply
          .header('content-type', row.mediaType)
          .header('cache-control', 'private, no-store')
          // Photos are shown in the page; a PDF is downloaded, never rendered on our origin.
          .header(
            'content-disposition',
            row.mediaType === 'application/pdf' ? 'attachment; filename="document.pdf"' : 'inline',
          )
          .send(bytes)
      );
    },
  );

  app.post(
    '/onboarding/setIDDocument',
    {
      schema: {
        tags: ['documents'],
        summary: 'Confirm the uploaded sides: the prospect moves to PROSPECT_IDS_UPLOADED.',
        body: ZSetIdDocumentRequest,
        response: { 200: ZSetIdDocumentResponse, ...errors },
      },
    },
    async (request) => {
      const caller = await applicantOf(request);
      if (request.body.uid !== caller.uid) {
        throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
      }
      const prospect = await documents.resolveProspect(
        app.database.db,
        caller,
        request.body.prospectId,
      );
      const status = await app.database.db.transaction((tx) =>
        documents.confirm(tx, caller, prospect.id, requestContextOf(request)),
      );
      await handoff.closeForProspect(status.prospectId);
      return {
        prospectId: status.prospectId,
        prospectState: 'PROSPECT_IDS_UPLOADED' as const,
        documents: status,
      };
    },
  );

  app.post(
    '/onboarding/documents/handoff',
    {
      schema: {
        tags: ['documents'],
        summary: 'A link (QR code) that continues the upload on the phone; call again to refresh.',
        body: ZHandoffCreateRequest,
        response: { 200: ZHandoffLink, ...errors },
      },
    },
    async (request) =>
      handoff.create(await applicantOf(request), request.body, requestContextOf(request)),
  );

  app.post(
    '/onboarding/documents/handoff/session',
    {
      schema: {
        tags: ['documents'],
        summary: 'The phone exchanges the link’s token for its hand-off session.',
        body: ZHandoffExchangeRequest,
        response: { 200: ZHandoffSession, ...errors },
      },
    },
    async (request, reply) => {
      const { session, secret } = await handoff.exchange(request.body.token);
      reply.setCookie(cookieName, secret, {
        ...cookieOptions,
        maxAge: Math.floor(HANDOFF_SESSION_VALIDITY_MS / 1000),
      });
      return session;
    },
  );

  app.post(
    '/onboarding/documents/handoff/:tid/sms',
    {
      schema: {
        tags: ['documents'],
        summary: 'Send the hand-off link by SMS.',
        params: ZHandoffPathParams,
        body: ZHandoffSmsRequest,
        response: { 200: ZHandoffSmsResponse, 410: ZErrorBody, 429: ZErrorBody, ...errors },
      },
    },
    async (request) => ({
      sent: true as const,
      status: await handoff.sendSms(
        await applicantOf(request),
        request.params.tid,
        request.body,
        requestContextOf(request),
      ),
    }),
  );

  app.get(
    '/onboarding/documents/handoff/:tid',
    {
      schema: {
        tags: ['documents'],
        summary: 'The hand-off status (polling fallback of the websocket).',
        params: ZHandoffPathParams,
        response: { 200: ZHandoffStatus, ...errors },
      },
    },
    async (request) => {
      const row = await handoff.requireTransaction(
        await callerOf(request, true),
        request.params.tid,
      );
      return handoff.statusOf(row);
    },
  );

  app.post(
    '/onboarding/documents/handoff/:tid/finalize',
    {
      schema: {
        tags: ['documents'],
        summary: 'The phone confirms the uploaded sides (as setIDDocument).',
        params: ZHandoffPathParams,
        response: { 200: ZHandoffStatus, 410: ZErrorBody, ...errors },
      },
    },
    async (request) =>
      handoff.finalize(
        await callerOf(request, true),
        request.params.tid,
        requestContextOf(request),
      ),
  );

  app.post(
    '/onboarding/prospects/:id/noauth/images/receivedsms',
    {
      schema: {
        tags: ['documents'],
        summary: 'The phone reports that the hand-off link arrived and was opened.',
        params: ZIdPathParams,
        querystring: ZReceivedSmsQuery,
        response: { 200: ZReceivedSmsResponse, 410: ZErrorBody, ...errors },
      },
    },
    async (request) => {
      await handoff.receivedSms(request.params.id, request.query.tid);
      return { tid: request.query.tid, received: true as const };
    },
  );

  app.get(
    '/onboarding/prospects/:id/images/transactions',
    {
      schema: {
        tags: ['documents'],
        summary: 'The prospect’s hand-offs to the phone, newest first.',
        params: ZIdPathParams,
        response: { 200: ZImageTransactionsResponse, ...errors },
      },
    },
    async (request) => ({
      transactions: await handoff.transactions(await applicantOf(request), request.params.id),
    }),
  );
};
