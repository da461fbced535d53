import {
  ZConsentsRequest,
  ZConsentsResponse,
  ZConsentsResult,
  ZEligibilityResponse,
  ZErrorBody,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { registerIsEligibleRoute } from './is-eligible-route';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZProspectParams = z.object({ id: z.string().max(64) });

/**
 * `GET`/`POST prospects/{id}/consents` and `POST prospects/{id}/iseligible` (spec 3 §7, decision 110):
 * the legal questions and profiling consents, and the eligibility check of spec 1 §4 (also as the
 * lookup front-end API's `isEligible/{language}`, decision 184).
 */
export const consentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { consents } = app.services;

  app.get(
    '/onboarding/prospects/:id/consents',
    {
      schema: {
        tags: ['consents'],
        summary: 'The legal and profiling consents given, or null before the consents step.',
        params: ZProspectParams,
        response: { 200: ZConsentsResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return { answers: await consents.answersOfOwn(user, request.params.id) };
    },
  );

  app.post(
    '/onboarding/prospects/:id/consents',
    {
      schema: {
        tags: ['consents'],
        summary:
          'Stores the consents (from PROSPECT_INFO_UPLOADED): a yes to PEP, FATCA or CRS sends the applicant to a branch; eligibility is decided when the consent documents are accepted.',
        params: ZProspectParams,
        body: ZConsentsRequest,
        response: { 200: ZConsentsResult, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return consents.submit(user, request.params.id, request.body, requestContextOf(request));
    },
  );

  app.get(
    '/onboarding/prospects/:id/eligibility',
    {
      schema: {
        tags: ['consents'],
        summary: 'The latest eligibility decision (ACCEPTED or a reason), null before any.',
        params: ZProspectParams,
        response: { 200: z.object({ criteries: z.string().nullable() }), ...errors },
      },
    },
    async (request) =>
      consents.latestEligibilityOfOwn(await app.sessions.require(request), request.params.id),
  );

  app.post(
    '/onboarding/prospects/:id/iseligible',
    {
      schema: {
        tags: ['consents'],
        summary:
          'isEligible (spec 1 §4): the decision recorded when the consent documents were accepted (decision 131); changes nothing.',
        params: ZProspectParams,
        response: { 200: ZEligibilityResponse, ...errors },
      },
    },
    async (request) =>
      consents.checkEligibility(await app.sessions.require(request), request.params.id),
  );
  registerIsEligibleRoute(app);
  done();
};
