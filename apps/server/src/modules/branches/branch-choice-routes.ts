import {
  ZBranchListingList,
  ZChosenBranch,
  ZNearestBranchRequest,
  ZUserBranchRequest,
  ZUserBranchResult,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const ZProspectParams = z.object({ id: z.string().max(64) });
const NO_STORE = 'private, no-store';

/**
 * The branch choice of /choosebranch (spec 3 §7, decision 144), old-API paths as thin
 * routes onto one service (DESIGN "API"): `branchinfolist`, `nearestbranch`, `userbranch`, and
 * the chosen branch for the welcome page. Every route is the signed-in applicant's; the public
 * branch data stays at `external/info/branches`.
 */
export const branchChoiceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { branchChoice } = app.services;

  app.post(
    '/processes/branchinfolist',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['branches'],
        summary:
          'Every branch with its hours today and where it stands now (open, closed…), those of the applicant’s place and region first.',
        response: { 200: ZBranchListingList, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const applicant = applicantOf(request);
      // "Open now" changes by the minute.
      void reply.header('cache-control', NO_STORE);
      return branchChoice.list(applicant);
    },
  );

  app.post(
    '/processes/nearestbranch',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['branches'],
        summary: 'Every branch nearest first from lat, lon (WGS 84 degrees), with its distance.',
        body: ZNearestBranchRequest,
        response: { 200: ZBranchListingList, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      applicantOf(request);
      void reply.header('cache-control', NO_STORE);
      return branchChoice.nearest(request.body);
    },
  );

  app.post(
    '/processes/userbranch',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['branches'],
        summary:
          'Stores the branch chosen (PROSPECT_VERIFIED, PRODUCT_DOCUMENTS_SIGNED) and moves the product on: penny transfer or active.',
        body: ZUserBranchRequest,
        response: { 200: ZUserBranchResult, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request) =>
      branchChoice.choose(applicantOf(request), request.body, requestContextOf(request)),
  );

  app.get(
    '/onboarding/prospects/:id/branch',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['branches'],
        summary: 'The branch chosen for the prospect, or null before the choice.',
        params: ZProspectParams,
        response: { 200: ZChosenBranch, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return branchChoice.chosenOf(applicantOf(request), request.params.id);
    },
  );
  done();
};
