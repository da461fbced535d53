import { ZErrorBody } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { ZUploadSignedDocumentsResponse } from './archive-api';

/**
 * spec 3 §7 "Older document helpers" under /services/cib: `documents/uploadsigneddocuments`
 * (body empty) hands the session's signed contracts to the bank's document archive.
 */
export const documentArchiveRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { documentArchive } = app.services;

  // The body is empty (spec 3 §7); an empty one sent as JSON is empty too, not malformed JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, parsed) => {
    const text = String(body).trim();
    if (text === '') {
      parsed(null, undefined);
      return;
    }
    try {
      parsed(null, JSON.parse(text));
    } catch (error) {
      parsed(Object.assign(error as Error, { statusCode: 400 }), undefined);
    }
  });

  app.post(
    '/documents/uploadsigneddocuments',
    {
      schema: {
        tags: ['contracts'],
        summary:
          'Older helper: hands the signed contracts to the bank’s document archive (a job; idempotent).',
        response: {
          200: ZUploadSignedDocumentsResponse,
          401: ZErrorBody,
          409: ZErrorBody,
        },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return documentArchive.request(user, requestContextOf(request));
    },
  );
  done();
};
