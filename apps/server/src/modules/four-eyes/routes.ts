import { ZPendingApprovalList } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { CALLER_ROUTE_ERRORS, STAFF_ONLY } from '../../plugins/app/caller';

/**
 * The approvals waiting for a second pair of eyes (decision 267), under /services/operator: any
 * staff member sees them; the second decision is the identification's
 * (`POST identifications/{id}/second-decision`).
 */
export const fourEyesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { fourEyes } = app.services;
  app.get(
    '/four-eyes',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['four-eyes'],
        summary: 'Approvals waiting for a second staff member, with the rule’s reasons.',
        response: { 200: ZPendingApprovalList, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return fourEyes.pending();
    },
  );
  done();
};
