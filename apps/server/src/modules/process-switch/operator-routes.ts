import {
  ZCancelLongProcessRequest,
  ZLoanApplication,
  ZLongProcess,
  ZRunningLongProcess,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import {
  CALLER_ROUTE_ERRORS,
  STAFF_ONLY,
  SUPERVISOR_ONLY,
  staffOf,
} from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';
const ZIdParams = z.object({ id: z.uuid() });

/**
 * The console's background runs under /services/operator (decision 147): a supervisor lists
 * the runs that have not ended and cancels one with a reason; the in-call panel reads a loan
 * applicant's income and wish.
 */
export const longProcessOperatorRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { processSwitch } = app.services;

  app.get(
    '/longprocesses/running',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['long-processes'],
        summary: 'Background runs that have not ended: applicant, process, phase, times.',
        response: { 200: ZRunningLongProcess.array(), ...CALLER_ROUTE_ERRORS },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return processSwitch.running();
    },
  );

  app.post(
    '/longprocesses/:id/cancel',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['long-processes'],
        summary: 'Cancels a run: it stops at its next phase; 409 when it has already ended.',
        params: ZIdParams,
        body: ZCancelLongProcessRequest,
        response: { 200: ZLongProcess, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) =>
      processSwitch.cancel(
        staffOf(request),
        request.params.id,
        request.body.reason,
        requestContextOf(request),
      ),
  );

  app.get(
    '/prospects/:id/loanapplication',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['long-processes'],
        summary: "A loan applicant's confirmed income, obligations and wish (in-call panel).",
        params: ZIdParams,
        response: { 200: ZLoanApplication, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return processSwitch.loanApplication(
        staffOf(request),
        request.params.id,
        requestContextOf(request),
      );
    },
  );
  done();
};
