import {
  ZActivateMultichannelRequest,
  ZActivationCodeView,
  ZErrorBody,
  ZWelcomeData,
  ZWelcomeUpdateRequest,
  ZWelcomeUpdateResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { ZActivationCodeVerifyRequest, ZActivationCodeVerifyResponse } from './activation-check';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZProductParams = z.object({ id: z.string().max(64) });

/**
 * The welcome page (spec 3 §7, decision 146): its data, `processes/activatemultichannel`
 * (a fresh mobile-app activation code) and `products/{id}/welcomeupdate` (the welcome was shown);
 * and the mobile app's one check of a code, `processes/noauth/activationcode/verify` (no session,
 * like `processes/noauth/sendsmsotp`).
 */
export const welcomeRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { welcome } = app.services;

  app.get(
    '/onboarding/products/:id/welcome',
    {
      schema: {
        tags: ['welcome'],
        summary:
          'The welcome page: account number, product summary, activation code and QR, what happens next.',
        params: ZProductParams,
        response: { 200: ZWelcomeData, ...errors },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      // The activation code is a credential: no cache keeps it.
      void reply.header('cache-control', 'private, no-store');
      return welcome.welcome(user, request.params.id);
    },
  );

  app.post(
    '/processes/activatemultichannel',
    {
      schema: {
        tags: ['welcome'],
        summary: 'Issues a fresh mobile-app activation code; the previous one stops working.',
        body: ZActivateMultichannelRequest,
        response: { 200: ZActivationCodeView, ...errors, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.require(request);
      void reply.header('cache-control', 'private, no-store');
      return welcome.renewCode(user, request.body.prospectId, requestContextOf(request));
    },
  );

  app.patch(
    '/onboarding/products/:id/welcomeupdate',
    {
      schema: {
        tags: ['welcome'],
        summary: 'Records that the welcome and the QR code were shown (idempotent).',
        params: ZProductParams,
        body: ZWelcomeUpdateRequest,
        response: { 200: ZWelcomeUpdateResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return welcome.welcomeShown(user, request.params.id, requestContextOf(request));
    },
  );
  app.post(
    '/processes/noauth/activationcode/verify',
    {
      schema: {
        tags: ['welcome'],
        summary:
          'The mobile app checks an activation code: the first name and masked IBAN, once (the code is consumed).',
        body: ZActivationCodeVerifyRequest,
        response: {
          200: ZActivationCodeVerifyResponse,
          400: ZErrorBody,
          404: ZErrorBody,
          410: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return welcome.verifyCode(request.body.code, requestContextOf(request));
    },
  );
  done();
};
