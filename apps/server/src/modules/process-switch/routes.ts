import {
  ZLongProcess,
  ZLongProcessParams,
  ZSwitchOffer,
  ZSwitchProcessRequest,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';

/**
 * spec 3 §7 process switch (decision 147): a loan the bank cannot grant continues as an
 * account. `switchprocess` and its older name `setprocess` take the same body.
 */
export const processSwitchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { processSwitch } = app.services;

  for (const path of ['/processes/switchprocess', '/processes/setprocess'] as const) {
    app.post(
      path,
      {
        config: APPLICANT_ONLY,
        schema: {
          tags: ['long-processes'],
          summary:
            path === '/processes/switchprocess'
              ? 'Continues a loan that cannot be granted as an account (ACCOUNTOPENINGFROMLOAN).'
              : 'The older name of switchprocess: the same switch, the same answer.',
          body: ZSwitchProcessRequest,
          response: { 200: ZLongProcess, ...CALLER_ROUTE_ERRORS },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', NO_STORE);
        return processSwitch.switchProcess(
          applicantOf(request),
          request.body,
          requestContextOf(request),
        );
      },
    );
  }

  app.get(
    '/processes/longprocesses/:id/switch',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['long-processes'],
        summary: 'Whether the loan of this risk run may continue as an account, and as which.',
        params: ZLongProcessParams,
        response: { 200: ZSwitchOffer, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return processSwitch.switchOffer(applicantOf(request), request.params.id);
    },
  );
  done();
};
