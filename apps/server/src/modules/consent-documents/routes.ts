import type { FastifyRequest } from 'fastify';
import {
  ZAcceptConsentDocumentsRequest,
  ZAcceptSummaryPdfRequest,
  ZConsentDocumentsAccepted,
  ZConsentDocumentsResponse,
  ZCreateLegalPdfRequest,
  ZErrorBody,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { fileAnswer } from '../../plugins/app/declared-errors';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZProspectParams = z.object({ id: z.string().max(64) });
const ZDocumentParams = ZProspectParams.extend({ documentId: z.string().max(64) });

/** The web sends the page's language with every call (spec 3 §7 `language` header). */
function languageHeaderOf(request: FastifyRequest): string | undefined {
  const header = request.headers.language;
  return typeof header === 'string' ? header : undefined;
}

type ConsentDocumentsApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The consent documents (decision 113, spec 3 §7): `prospects/{id}/consentsdocuments` to list,
 * download and accept them, the old API's `user/acceptsummarypdf` and `documents/createlegalpdf`.
 */
export const consentDocumentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerDocumentRoutes(app);
  registerAcceptRoutes(app);
  registerRecreateRoute(app);
  done();
};

/** `prospects/{id}/consentsdocuments`: the list (made on first request) and one document. */
function registerDocumentRoutes(app: ConsentDocumentsApp): void {
  const { consentDocuments: documents } = app.services;

  app.get(
    '/onboarding/prospects/:id/consentsdocuments',
    {
      schema: {
        tags: ['consent-documents'],
        summary:
          'The consent documents (general terms, consents, data summary) as PDFs in the applicant’s language; made on first request.',
        params: ZProspectParams,
        response: { 200: ZConsentDocumentsResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return {
        documents: await documents.list(
          user,
          request.params.id,
          requestContextOf(request),
          languageHeaderOf(request),
        ),
      };
    },
  );

  app.get(
    '/onboarding/prospects/:id/consentsdocuments/:documentId',
    {
      schema: {
        tags: ['consent-documents'],
        summary: 'One consent document: the exact PDF bytes whose SHA-256 is recorded.',
        params: ZDocumentParams,
        response: { 200: fileAnswer('application/pdf', 'The consent document.'), ...errors },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      const { document, bytes } = await documents.download(
        user,
        request.params.id,
        request.params.documentId,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${document.fileName}"`)
        .send(bytes);
    },
  );
}

/** The acceptance, under its path and under the old API's name. */
function registerAcceptRoutes(app: ConsentDocumentsApp): void {
  const { consentDocuments: documents } = app.services;

  app.post(
    '/onboarding/prospects/:id/consentsdocuments',
    {
      schema: {
        tags: ['consent-documents'],
        summary:
          'Accepts all consent documents (the confirm checkbox): PROSPECT_CONSENT_DOCUMENTS_ACCEPTED, each SHA-256 audited.',
        params: ZProspectParams,
        body: ZAcceptConsentDocumentsRequest,
        response: { 200: ZConsentDocumentsAccepted, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return documents.accept(user, request.params.id, request.body, requestContextOf(request));
    },
  );

  app.post(
    '/user/acceptsummarypdf',
    {
      schema: {
        tags: ['consent-documents'],
        summary: 'Old API name of the acceptance, with the prospect in the body.',
        body: ZAcceptSummaryPdfRequest,
        response: { 200: ZConsentDocumentsAccepted, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      const { prospectId, ...accept } = request.body;
      return documents.accept(user, prospectId, accept, requestContextOf(request));
    },
  );
}

/** `documents/createlegalpdf`: the documents made again before they are accepted. */
function registerRecreateRoute(app: ConsentDocumentsApp): void {
  const { consentDocuments: documents } = app.services;

  app.post(
    '/documents/createlegalpdf',
    {
      schema: {
        tags: ['consent-documents'],
        summary:
          'Makes the consent documents again in the session’s language (before they are accepted).',
        body: ZCreateLegalPdfRequest,
        response: { 200: ZConsentDocumentsResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return {
        documents: await documents.recreate(
          user,
          request.body.prospectId,
          requestContextOf(request),
          languageHeaderOf(request),
        ),
      };
    },
  );
}
