import { ZErrorBody, ZSpecCallIdParams, ZWithdrawalResponse } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';
const tags = ['spec-calls'];
const errors = { ...CALLER_ROUTE_ERRORS, 429: ZErrorBody };

type DataRetentionApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The applicant's withdrawal (decision 182): `DELETE onboarding/prospects/{id}` and `DELETE
 * onboarding/products/{id}` (decision 181). Audited, every session of the account ends (the
 * route clears this one's cookie too), and the data is erased like on request.
 */
export function registerWithdrawalRoutes(app: DataRetentionApp): void {
  const { dataRetention } = app.services;

  app.delete(
    '/onboarding/prospects/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary:
          'Withdraws the application: audited, every session ends, its data is erased like on request.',
        params: ZSpecCallIdParams,
        response: { 202: ZWithdrawalResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await dataRetention.withdraw(
        applicantOf(request),
        request.params.id,
        requestContextOf(request),
      );
      await app.sessions.end(request, reply);
      return reply.code(202).header('cache-control', NO_STORE).send(answer);
    },
  );

  app.delete(
    '/onboarding/products/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'Withdraws the application the product belongs to (as DELETE prospects/{id}).',
        params: ZSpecCallIdParams,
        response: { 202: ZWithdrawalResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await dataRetention.withdrawProduct(
        applicantOf(request),
        request.params.id,
        requestContextOf(request),
      );
      await app.sessions.end(request, reply);
      return reply.code(202).header('cache-control', NO_STORE).send(answer);
    },
  );
}
