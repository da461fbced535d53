import {
  ZErrorBody,
  ZHandoffCreateRequest,
  ZHandoffExchangeRequest,
  ZHandoffLink,
  ZHandoffPathParams,
  ZHandoffSession,
  ZHandoffSmsRequest,
  ZHandoffSmsResponse,
  ZHandoffStatus,
  ZIdPathParams,
  ZImageTransactionsResponse,
  ZReceivedSmsQuery,
  ZReceivedSmsResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import {
  APPLICANT_ONLY,
  CALLER_ROUTE_ERRORS,
  APPLICANT_OR_PHONE,
  applicantOf,
  callerOf,
} from '../../plugins/app/caller';
import { handoffCookieName, handoffCookieOptions } from './cookie';

type HandoffApp = Parameters<FastifyPluginCallbackZod>[0];

/** The hand-off of the document upload to the phone (spec 1 §2, decision 072). */
export const handoffRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerLinkRoutes(app);
  registerSmsRoute(app);
  registerProgressRoutes(app);
  registerPhoneLinkRoute(app);
  registerTransactionsRoute(app);
  done();
};

/** The desktop's link (QR code) and the phone's session from its token. */
function registerLinkRoutes(app: HandoffApp): void {
  const { handoff } = app.services;
  const { isProduction } = app.config;

  app.post(
    '/onboarding/documents/handoff',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['documents'],
        summary: 'A link (QR code) that continues the upload on the phone; call again to refresh.',
        body: ZHandoffCreateRequest,
        response: { 200: ZHandoffLink, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => handoff.create(applicantOf(request), request.body, requestContextOf(request)),
  );

  app.post(
    '/onboarding/documents/handoff/session',
    {
      schema: {
        tags: ['documents'],
        summary: 'The phone exchanges the link’s token for its hand-off session.',
        body: ZHandoffExchangeRequest,
        response: { 200: ZHandoffSession, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const { session, secret } = await handoff.exchange(request.body.token);
      reply.setCookie(handoffCookieName(isProduction), secret, handoffCookieOptions(isProduction));
      return session;
    },
  );
}

function registerSmsRoute(app: HandoffApp): void {
  const { handoff } = app.services;
  app.post(
    '/onboarding/documents/handoff/:tid/sms',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['documents'],
        summary: 'Send the hand-off link by SMS.',
        params: ZHandoffPathParams,
        body: ZHandoffSmsRequest,
        response: {
          200: ZHandoffSmsResponse,
          410: ZErrorBody,
          429: ZErrorBody,
          ...CALLER_ROUTE_ERRORS,
        },
      },
    },
    async (request) => ({
      sent: true as const,
      status: await handoff.sendSms(
        applicantOf(request),
        request.params.tid,
        request.body,
        requestContextOf(request),
      ),
    }),
  );
}

/** The status (polling fallback of the websocket) and the confirmation. */
function registerProgressRoutes(app: HandoffApp): void {
  const { handoff } = app.services;
  app.get(
    '/onboarding/documents/handoff/:tid',
    {
      config: APPLICANT_OR_PHONE,
      schema: {
        tags: ['documents'],
        summary: 'The hand-off status (polling fallback of the websocket).',
        params: ZHandoffPathParams,
        response: { 200: ZHandoffStatus, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request) => (await handoff.statusForRoom(callerOf(request), request.params.tid)).status,
  );

  app.post(
    '/onboarding/documents/handoff/:tid/finalize',
    {
      config: APPLICANT_OR_PHONE,
      schema: {
        tags: ['documents'],
        summary: 'The phone confirms the uploaded sides (as setIDDocument).',
        params: ZHandoffPathParams,
        response: { 200: ZHandoffStatus, 410: ZErrorBody, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => handoff.finalize(callerOf(request), request.params.tid, requestContextOf(request)),
  );
}

function registerPhoneLinkRoute(app: HandoffApp): void {
  const { handoff } = app.services;
  app.post(
    '/onboarding/prospects/:id/noauth/images/receivedsms',
    {
      schema: {
        tags: ['documents'],
        summary: 'The phone reports that the hand-off link arrived and was opened.',
        params: ZIdPathParams,
        querystring: ZReceivedSmsQuery,
        response: { 200: ZReceivedSmsResponse, 410: ZErrorBody, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request) => {
      await handoff.receivedSms(request.params.id, request.query.tid);
      return { tid: request.query.tid, received: true as const };
    },
  );
}

function registerTransactionsRoute(app: HandoffApp): void {
  const { handoff } = app.services;
  app.get(
    '/onboarding/prospects/:id/images/transactions',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['documents'],
        summary: 'The prospect’s hand-offs to the phone, newest first.',
        params: ZIdPathParams,
        response: { 200: ZImageTransactionsResponse, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request) => ({
      transactions: await handoff.transactions(applicantOf(request), request.params.id),
    }),
  );
}
