import {
  ZDepositChoice,
  ZDepositParams,
  ZDepositStep,
  ZDepositTermsStructure,
  ZErrorBody,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const NO_STORE = 'private, no-store';

/**
 * The day deposit's own step (decision 231), under the new API's prospect resource: the offer and
 * the stored choice, and the choice itself. `{id}` is the session's own prospect (else 404).
 */
export const depositsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { deposits } = app.services;

  app.get(
    '/onboarding/prospects/:id/deposit',
    {
      schema: {
        tags: ['deposit'],
        summary:
          'The day deposit offer valid today (terms, amount bands, rates) and the applicant’s stored choice with its quote.',
        params: ZDepositParams,
        response: { 200: ZDepositStep, ...errors },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      void reply.header('cache-control', NO_STORE);
      return deposits.readStep(user, request.params.id);
    },
  );

  app.put(
    '/onboarding/prospects/:id/deposit',
    {
      schema: {
        tags: ['deposit'],
        summary:
          'Stores the amount, term, maturity choice and own account of the day deposit after the rate table’s limits; the consents come next.',
        params: ZDepositParams,
        body: ZDepositTermsStructure,
        response: { 200: ZDepositChoice, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return deposits.choose(user, request.params.id, request.body, requestContextOf(request));
    },
  );
  done();
};
