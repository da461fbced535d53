import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CALLER_ROUTE_ERRORS, SUPERVISOR_ONLY } from '../../plugins/app/caller';

const ZAuditChainReport = z.object({
  checked: z.number().int().nonnegative(),
  chains: z.number().int().nonnegative(),
  firstBreak: z
    .object({ id: z.number().int().positive(), chainKey: z.string(), reason: z.string() })
    .nullable(),
});

/**
 * A supervisor checks the audit trail's hash chains (decision 150), as `npm run audit:verify`
 * does: the report of the walk, `firstBreak` null when every chain holds.
 */
export const auditVerificationRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/onboarding/staff/audit/verification',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['staff'],
        summary: 'Walks every hash chain of the audit trail and reports the first break.',
        response: { 200: ZAuditChainReport, ...CALLER_ROUTE_ERRORS },
      },
    },
    () => app.services.auditTrail.verify(),
  );
  done();
};
