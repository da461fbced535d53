import {
  ZCheckEmailRequest,
  ZCheckEmailResponse,
  ZErrorBody,
  ZLanguage,
  ZRegistrationRequest,
  ZRegistrationResponse,
  ZUidBody,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';

const ZLanguageParams = z.object({ language: ZLanguage });

type SecurityApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The sign-up and sign-in calls at the spec's other paths: the old API's
 * `processes/noauth/sendsmsotp` (decision 183) and the lookup front-end API's
 * `setRegistration`, `checkEmail` and `sendSms` `/{language}` (decision 184), where the path's
 * language stands in for the `language` header. Each has the limits of its new-API call.
 */
export function registerSecuritySpecCallRoutes(app: SecurityApp): void {
  const { registration, login } = app.services;

  app.post(
    '/processes/noauth/sendsmsotp',
    {
      schema: {
        tags: ['spec-calls'],
        summary:
          'Old API: a new sign-in code by SMS (as security/action/noauth/loginretryotp, its limits too).',
        body: ZUidBody,
        response: { 200: z.object({}), 400: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody },
      },
    },
    (request) => login.resendCode(request.body.uid, requestContextOf(request)),
  );

  app.post(
    '/setRegistration/:language',
    {
      schema: {
        tags: ['lookup-api'],
        summary: 'Stores the sign-up (as security/action/setRegistration), in the path’s language.',
        params: ZLanguageParams,
        body: ZRegistrationRequest,
        response: { 200: ZRegistrationResponse, 400: ZErrorBody, 409: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request) =>
      registration.register(
        { ...request.body, language: request.body.language ?? request.params.language },
        requestContextOf(request),
      ),
  );

  app.post(
    '/checkEmail/:language',
    {
      schema: {
        tags: ['lookup-api'],
        summary: 'Sends the verification e-mail (as security/action/noauth/checkemail).',
        params: ZLanguageParams,
        body: ZCheckEmailRequest.partial({ language: true }),
        response: { 200: ZCheckEmailResponse, 400: ZErrorBody, 429: ZErrorBody },
      },
    },
    (request) =>
      registration.checkEmail(
        { ...request.body, language: request.body.language ?? request.params.language },
        requestContextOf(request),
      ),
  );

  app.post(
    '/sendSms/:language',
    {
      schema: {
        tags: ['lookup-api'],
        summary: 'A new sign-in code by SMS (as security/action/noauth/loginretryotp).',
        params: ZLanguageParams,
        body: ZUidBody,
        response: { 200: z.object({}), 400: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody },
      },
    },
    (request) => login.resendCode(request.body.uid, requestContextOf(request)),
  );
}
