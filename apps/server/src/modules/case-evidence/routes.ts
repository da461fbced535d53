import { ZErrorBody } from '@onboarding/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { fileAnswer } from '../../plugins/app/declared-errors';
import type { EvidenceRequester } from './evidence-requester';

const ZCaseParams = z.object({ prospectId: z.uuid() }).strict();

/**
 * The case evidence export (decision 151) for the console's supervisors. The route declares no
 * `config.caller`: it identifies the caller itself so that the service can audit a refused export
 * too (an operator, an applicant's session), which the caller hook would refuse before any service
 * is called.
 */
export const caseEvidenceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { caseEvidence } = app.services;

  const requesterOf = async (request: FastifyRequest): Promise<EvidenceRequester> => {
    const staff = await app.identifyStaff(request);
    if (staff !== null) return { kind: 'staff', staff };
    const user = await app.sessions.find(request);
    return user === null ? { kind: 'anonymous' } : { kind: 'applicant', userId: user.userId };
  };

  app.get(
    '/onboarding/staff/cases/:prospectId/evidence',
    {
      schema: {
        tags: ['case-evidence'],
        summary:
          'A supervisor downloads the case as one ZIP: timeline, records, stored files with their ' +
          'SHA-256, and a manifest sealed with the server key (manifest.json.p7s).',
        params: ZCaseParams,
        // Refused exports are the service's (no session, not a supervisor, no such case).
        response: {
          200: fileAnswer('application/zip', 'The case evidence as one ZIP.'),
          401: ZErrorBody,
          403: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const evidence = await caseEvidence.exportCase(
        await requesterOf(request),
        request.params.prospectId,
        requestContextOf(request),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${evidence.fileName}"`)
        .send(Buffer.from(evidence.bytes));
    },
  );
  done();
};
