import {
  ZDocumentWithContent,
  ZErrorBody,
  ZLanguage,
  ZSetIdDocumentRequest,
  ZSetIdDocumentResponse,
  ZSpecCallIdParams,
} from '@onboarding/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';
const errors = { ...CALLER_ROUTE_ERRORS, 429: ZErrorBody };
const ZLanguageParams = z.object({ language: ZLanguage });

type DocumentsApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The identity documents at the spec's other paths: `PATCH onboarding/prospects/{id}/ids`
 * (decision 181) and the lookup front-end API's `getIDDocument/{id}` and
 * `setIDDocument/{language}` (decision 184). Another applicant's id answers the 404 of an unknown
 * one.
 */
export function registerIdDocumentSpecCallRoutes(app: DocumentsApp): void {
  const { documents } = app.services;

  app.patch(
    '/onboarding/prospects/:id/ids',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['spec-calls'],
        summary:
          'The identity documents are uploaded: the sides are confirmed and the prospect moves to PROSPECT_IDS_UPLOADED (as setIDDocument).',
        params: ZSpecCallIdParams,
        response: { 200: ZSetIdDocumentResponse, ...errors },
      },
    },
    (request) => {
      const caller = applicantOf(request);
      return documents.confirmFromDesktop(
        caller,
        { uid: caller.uid, prospectId: request.params.id },
        requestContextOf(request),
      );
    },
  );

  app.get(
    '/getIDDocument/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['lookup-api'],
        summary: 'One of my documents with its content (as GET onboarding/documents/{id}).',
        params: ZSpecCallIdParams,
        response: { 200: ZDocumentWithContent, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return documents.get(applicantOf(request), request.params.id);
    },
  );

  app.post(
    '/setIDDocument/:language',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['lookup-api'],
        summary: 'Confirms the uploaded sides (as POST onboarding/setIDDocument).',
        params: ZLanguageParams,
        body: ZSetIdDocumentRequest,
        response: { 200: ZSetIdDocumentResponse, ...errors },
      },
    },
    (request) =>
      documents.confirmFromDesktop(applicantOf(request), request.body, requestContextOf(request)),
  );
}
