import {
  ZStaffStatementList,
  ZStaffStatementParams,
  ZStaffStatementsParams,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { CALLER_ROUTE_ERRORS, STAFF_ONLY, staffOf } from '../../plugins/app/caller';

/**
 * The console's view of a loan applicant's salary statements under /services/operator (decision
 * 149): any signed-in staff member; every read is in the audit trail.
 */
export const riskDocumentsOperatorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { riskDocuments } = app.services;

  app.get(
    '/prospects/:prospectId/riskdocuments',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['risk-documents'],
        summary: 'The salary statements a loan applicant uploaded, with their SHA-256.',
        params: ZStaffStatementsParams,
        response: { 200: ZStaffStatementList, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return riskDocuments.staffList(
        staffOf(request),
        request.params.prospectId,
        requestContextOf(request),
      );
    },
  );

  app.get(
    '/prospects/:prospectId/riskdocuments/:documentId',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['risk-documents'],
        summary: 'One salary statement as uploaded (PDF, TIFF or JPEG).',
        params: ZStaffStatementParams,
      },
    },
    async (request, reply) => {
      const file = await riskDocuments.staffFile(
        staffOf(request),
        request.params.prospectId,
        request.params.documentId,
        requestContextOf(request),
      );
      return (
        reply
          .header('content-type', file.mediaType)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          // Never rendered on our origin: the console downloads or opens it in a viewer.
          .header('content-disposition', `attachment; filename="${asciiName(file.name)}"`)
          .send(file.bytes)
      );
    },
  );
  done();
};

/** A header-safe file name (the applicant chose it): ASCII letters, digits, dot, dash, underscore. */
function asciiName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 100);
  return safe === '' ? 'statement' : safe;
}
