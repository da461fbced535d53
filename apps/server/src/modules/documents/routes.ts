import {
  DOCUMENT_CONTENT_MAX_BYTES,
  DOCUMENT_UPLOAD_BODY_LIMIT_BYTES,
  ZDeletedResponse,
  ZDocument,
  ZDocumentsQuery,
  ZDocumentsResponse,
  ZDocumentUploadRequest,
  ZDocumentWithContent,
  ZErrorBody,
  ZIdDocumentStatus,
  ZIdPathParams,
  ZIdTypeQuery,
  ZImagesQuery,
  ZSetIdDocumentRequest,
  ZSetIdDocumentResponse,
} from '@onboarding/domain';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import {
  APPLICANT_ONLY,
  CALLER_ROUTE_ERRORS,
  APPLICANT_OR_PHONE,
  applicantOf,
  callerOf,
} from '../../plugins/app/caller';
import { uploadBodyPlugin } from '../uploads/upload-body-plugin';
import { registerIdDocumentSpecCallRoutes } from './spec-call-routes';

type DocumentsApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The identity-document step and the prospect's documents (spec 3 §7, decision 070; the route
 * overview is in packages/domain/src/documents/index.ts), then the same calls at the spec's other
 * paths (decisions 181 and 184).
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerIdTypeRoute(app);
  await registerUploadRoute(app);
  registerDocumentRoutes(app);
  registerImageRoutes(app);
  registerConfirmRoute(app);
  registerIdDocumentSpecCallRoutes(app);
};

function registerIdTypeRoute(app: DocumentsApp): void {
  const { documents } = app.services;
  app.patch(
    '/onboarding/prospects/:id/idtype',
    {
      config: APPLICANT_OR_PHONE,
      schema: {
        tags: ['documents'],
        summary: 'Choose the identity document: ID card or passport (desktop and phone).',
        params: ZIdPathParams,
        querystring: ZIdTypeQuery,
        response: { 200: ZIdDocumentStatus, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => documents.setIdType(callerOf(request), request.params.id, request.query.type),
  );
}

async function registerUploadRoute(app: DocumentsApp): Promise<void> {
  const { documents } = app.services;
  // The upload route in its own scope: its JSON body is read as a stream, its file spooled to disk.
  await app.register(async (scope) => {
    await scope.register(uploadBodyPlugin, {
      spool: app.uploadSpool,
      bodyBytes: DOCUMENT_UPLOAD_BODY_LIMIT_BYTES,
      contentBytes: DOCUMENT_CONTENT_MAX_BYTES,
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/onboarding/documents',
      {
        config: APPLICANT_OR_PHONE,
        bodyLimit: DOCUMENT_UPLOAD_BODY_LIMIT_BYTES,
        schema: {
          tags: ['documents'],
          summary: 'Upload one document or side, base64 (desktop and phone).',
          body: ZDocumentUploadRequest,
          response: { 200: ZDocument, 413: ZErrorBody, 422: ZErrorBody, ...CALLER_ROUTE_ERRORS },
        },
      },
      (request) => documents.upload(callerOf(request), request.body, request.uploadContent),
    );
  });
}

function registerDocumentRoutes(app: DocumentsApp): void {
  const { documents } = app.services;
  app.get(
    '/onboarding/documents',
    {
      config: APPLICANT_OR_PHONE,
      schema: {
        tags: ['documents'],
        summary: 'The prospect’s documents, optionally of one type.',
        querystring: ZDocumentsQuery,
        response: { 200: ZDocumentsResponse, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request) => ({ documents: await documents.list(callerOf(request), request.query) }),
  );

  app.get(
    '/onboarding/documents/:id',
    {
      config: APPLICANT_OR_PHONE,
      schema: {
        tags: ['documents'],
        summary: 'One document with its content in base64.',
        params: ZIdPathParams,
        response: { 200: ZDocumentWithContent, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => documents.get(callerOf(request), request.params.id),
  );

  for (const path of ['/onboarding/documents/:id', '/onboarding/images/:id']) {
    app.delete(
      path,
      {
        config: APPLICANT_OR_PHONE,
        schema: {
          tags: ['documents'],
          summary: 'Delete a document or image that is not confirmed yet.',
          params: ZIdPathParams,
          response: { 200: ZDeletedResponse, ...CALLER_ROUTE_ERRORS },
        },
      },
      async (request) => {
        await documents.remove(callerOf(request), request.params.id);
        return { id: request.params.id, deleted: true as const };
      },
    );
  }
}

function registerImageRoutes(app: DocumentsApp): void {
  const { documents } = app.services;
  app.get(
    '/onboarding/images',
    {
      config: APPLICANT_OR_PHONE,
      schema: {
        tags: ['documents'],
        summary: 'The identity document: chosen type and the state of each side.',
        querystring: ZImagesQuery,
        response: { 200: ZIdDocumentStatus, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => documents.idStatusFor(callerOf(request), request.query),
  );

  app.get(
    '/onboarding/images/:id',
    {
      config: APPLICANT_OR_PHONE,
      schema: {
        tags: ['documents'],
        summary: 'The stored (re-encoded) bytes of an image or PDF, for previews.',
        params: ZIdPathParams,
      },
    },
    async (request, reply) => {
      const { row, bytes } = await documents.content(callerOf(request), request.params.id);
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
}

function registerConfirmRoute(app: DocumentsApp): void {
  const { documents } = app.services;
  app.post(
    '/onboarding/setIDDocument',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['documents'],
        summary: 'Confirm the uploaded sides: the prospect moves to PROSPECT_IDS_UPLOADED.',
        body: ZSetIdDocumentRequest,
        response: { 200: ZSetIdDocumentResponse, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) =>
      documents.confirmFromDesktop(applicantOf(request), request.body, requestContextOf(request)),
  );
}
