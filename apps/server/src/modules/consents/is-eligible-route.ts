import { ZEligibilityResponse, ZErrorBody, ZLanguage } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const ZIsEligibleRequest = z.object({ prospectId: z.string().max(64).optional() }).nullish();

type ConsentsApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The lookup front-end API's `isEligible/{language}` (decision 184), `{ prospectId? }`: the
 * account's only prospect when none is given.
 */
export function registerIsEligibleRoute(app: ConsentsApp): void {
  const { consents } = app.services;

  app.post(
    '/isEligible/:language',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['lookup-api'],
        summary: 'The eligibility decision (as POST onboarding/prospects/{id}/iseligible).',
        params: z.object({ language: ZLanguage }),
        body: ZIsEligibleRequest,
        response: { 200: ZEligibilityResponse, ...CALLER_ROUTE_ERRORS, 429: ZErrorBody },
      },
    },
    (request) => consents.isEligible(applicantOf(request).session, request.body?.prospectId),
  );
}
