import { ZFunnel, ZFunnelQuery, ZOperationsQueue, ZOperationsToday } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { CALLER_ROUTE_ERRORS, STAFF_ONLY, SUPERVISOR_ONLY } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';

/**
 * Operations live under /services/operator (decisions 270, 271): every member of staff reads the
 * queue now; a supervisor reads the day's figures and the funnel.
 */
export const operationsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { operations } = app.services;

  app.get(
    '/operations/queue',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['operations'],
        summary: 'The queue now: applicants waiting, calls in progress, the longest wait.',
        response: { 200: ZOperationsQueue, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return operations.queueNow();
    },
  );

  app.get(
    '/operations/today',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['operations'],
        summary: "The bank's day so far: waits (p50, p90), calls per operator, decisions.",
        response: { 200: ZOperationsToday, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return operations.today();
    },
  );

  app.get(
    '/operations/funnel',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['operations'],
        summary: 'Applications started in the period by the furthest step reached, per product.',
        querystring: ZFunnelQuery,
        response: { 200: ZFunnel, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return operations.funnel(request.query.period);
    },
  );

  done();
};
