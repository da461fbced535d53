import { ZErrorBody, ZRelationshipEnd, ZRelationshipEndBody } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import {
  APPLICANT_ONLY,
  CALLER_ROUTE_ERRORS,
  SUPERVISOR_ONLY,
  applicantOf,
  staffOf,
} from '../../plugins/app/caller';
import { registerWithdrawalRoutes } from './withdrawal-routes';

const NO_STORE = 'private, no-store';

// Any text up to 64: an unknown or malformed id is refused by the owner check (404, audited).
const ZProspectParams = z.object({ id: z.string().max(64) });
const ZCustomerParams = z.object({ prospectId: z.string().max(64) });

export const ZErasureRequestBody = z.object({}).strict();
export const ZErasureRequested = z.object({
  status: z.literal('CONFIRMATION_SENT'),
  /** The address the link went to, masked (a***@example.si). */
  email: z.string(),
});
export const ZErasureStatus = z.object({
  status: z.enum(['NONE', 'CONFIRMATION_SENT', 'SCHEDULED']),
  /** With CONFIRMATION_SENT: where the link went, masked (decision 157 shows it). */
  email: z.string().optional(),
});
export const ZErasureConfirmBody = z.object({ token: z.string().min(1).max(4096) });
export const ZErasureScheduled = z.object({ status: z.literal('SCHEDULED') });

/**
 * Erasure on request and the end of a customer's relationship (decision 152). The applicant asks
 * from "my application" and confirms by the e-mailed link; the bank reports the end of the
 * relationship, from which the AML evidence is kept 5 years. Then the withdrawal of one
 * application (decision 182).
 */
export const dataRetentionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { dataRetention } = app.services;

  app.post(
    '/onboarding/prospects/:id/erasure',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['data-retention'],
        summary: 'Asks to erase my data: e-mails a link, valid 24 h, that confirms it.',
        params: ZProspectParams,
        body: ZErasureRequestBody,
        response: { 202: ZErasureRequested, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const user = applicantOf(request);
      const answer = await dataRetention.requestErasure(
        user.session,
        request.params.id,
        requestContextOf(request),
      );
      return reply.code(202).header('cache-control', NO_STORE).send(answer);
    },
  );

  app.get(
    '/onboarding/prospects/:id/erasure',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['data-retention'],
        summary: 'Whether an erasure was asked for (link sent) or confirmed (scheduled).',
        params: ZProspectParams,
        response: { 200: ZErasureStatus, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return dataRetention.erasureStatus(applicantOf(request).session, request.params.id);
    },
  );

  app.post(
    '/processes/noauth/erasure/confirm',
    {
      schema: {
        tags: ['data-retention'],
        summary: 'The e-mailed link: ends every session and schedules the erasure.',
        body: ZErasureConfirmBody,
        response: { 202: ZErasureScheduled, 400: ZErrorBody, 410: ZErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await dataRetention.confirmErasure(
        request.body.token,
        requestContextOf(request),
      );
      return reply.code(202).header('cache-control', NO_STORE).send(answer);
    },
  );

  app.put(
    '/onboarding/staff/customers/:prospectId/relationship',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags: ['data-retention'],
        summary:
          "The end of a customer's business relationship (the core banking system in production); " +
          'one that makes the AML evidence deletable within 30 days waits for a second supervisor (202).',
        params: ZCustomerParams,
        body: ZRelationshipEndBody,
        response: {
          200: ZRelationshipEnd,
          202: ZRelationshipEnd,
          ...CALLER_ROUTE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const answer = await dataRetention.reportRelationshipEnd(
        staffOf(request),
        request.params.prospectId,
        request.body.endedOn,
        requestContextOf(request),
      );
      const status = answer.status === 'RECORDED' ? 200 : 202;
      return reply.code(status).header('cache-control', NO_STORE).send(answer);
    },
  );
  registerWithdrawalRoutes(app);
  done();
};
