import {
  API_BASE_SLO,
  getVariant,
  ZCheckEmailRequest,
  ZCheckEmailResponse,
  ZErrorBody,
  ZLoginOtpRequest,
  ZLoginRequest,
  ZLoginResponse,
  ZRegistrationRequest,
  ZRegistrationResponse,
  ZRegistrationRetryEmailRequest,
  ZRegistrationValidateResponse,
  ZResetPasswordFinishRequest,
  ZResetPasswordRequest,
  ZTokenRequest,
  ZUidBody,
  ZUidResponse,
  ZUnsubscribeRequest,
  ZWhoAmIResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { deviceCookieName, deviceCookieOptions } from '../../infra/device-cookie/device-cookie';
import { requestLanguageOf } from '../../infra/request-language';
import { registerSecuritySpecCallRoutes } from './spec-call-routes';

const ZEmpty = z.object({});
const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 429: ZErrorBody };
const tags = ['security'];

type SecurityApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The security calls of spec 3 §7: sign-up, verification, sign-in, reset, unsubscribe; then
 * sign-up and sign-in at the old API's and the lookup front-end API's paths (decisions 183, 184).
 */
export const securityRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerRegistrationRoutes(app);
  registerSignInRoutes(app);
  registerPasswordResetRoutes(app);
  registerUnsubscribeRoutes(app);
  registerSecuritySpecCallRoutes(app);
  done();
};

/** Sign-up and the verification of its e-mail address (decision 044). */
function registerRegistrationRoutes(app: SecurityApp): void {
  const { registration } = app.services;
  const variant = getVariant(app.config.variant);

  app.post(
    '/security/action/setRegistration',
    {
      schema: {
        tags,
        summary: 'Stores the sign-up of a visitor uid until its e-mail is verified.',
        body: ZRegistrationRequest,
        response: { 200: ZRegistrationResponse, ...errors },
      },
    },
    // spec 2 §3 payload: uid and userData; the language from the header (decision 165).
    (request) =>
      registration.register(
        { ...request.body, language: requestLanguageOf(request, variant, request.body.language) },
        requestContextOf(request),
      ),
  );

  app.post(
    '/security/action/noauth/checkemail',
    {
      schema: {
        tags,
        summary: 'Sends the verification e-mail (or, to an owner, "already registered").',
        body: ZCheckEmailRequest,
        response: { 200: ZCheckEmailResponse, ...errors },
      },
    },
    (request) => registration.checkEmail(request.body, requestContextOf(request)),
  );

  app.post(
    '/security/action/noauth/registrationretryemail',
    {
      schema: {
        tags,
        summary: 'Sends the verification e-mail again, by uid or by address.',
        body: ZRegistrationRetryEmailRequest,
        response: { 200: ZCheckEmailResponse, ...errors },
      },
    },
    (request) => registration.retryEmail(request.body, requestContextOf(request)),
  );

  app.post(
    '/security/action/registrationvalidate',
    {
      schema: {
        tags,
        summary: 'Verifies the e-mail with the signed link, creates the account and signs in.',
        body: ZTokenRequest,
        response: { 200: ZRegistrationValidateResponse, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { userId, ...answer } = await registration.validate(
        request.body.token,
        requestContextOf(request),
      );
      await app.sessions.start(request, reply, userId);
      return answer;
    },
  );
}

/** The password route: the one the device cookie goes to (decision 277). */
const LOGIN_PATH = '/security/action/auth/login';

/** Password and SMS code, the signed-in applicant, and the end of the session. */
function registerSignInRoutes(app: SecurityApp): void {
  const { login, accounts } = app.services;
  const { isProduction } = app.config;
  const deviceCookie = deviceCookieName('applicant', isProduction);
  const deviceOptions = deviceCookieOptions(isProduction, `${API_BASE_SLO}${LOGIN_PATH}`);

  app.post(
    LOGIN_PATH,
    {
      schema: {
        tags,
        summary: 'Checks e-mail and password and sends the one-time code by SMS.',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errors, 423: ZErrorBody, 503: ZErrorBody },
      },
    },
    (request) =>
      login.login(request.body, requestContextOf(request), request.cookies[deviceCookie]),
  );

  app.post(
    '/security/action/loginotp',
    {
      schema: {
        tags,
        summary: 'Checks the one-time code and starts the session.',
        body: ZLoginOtpRequest,
        response: { 200: ZUidResponse, ...errors },
      },
    },
    async (request, reply) => {
      const {
        uid,
        userId,
        deviceCookie: device,
      } = await login.verifyCode(request.body.uid, request.body.otp, requestContextOf(request));
      await app.sessions.start(request, reply, userId);
      reply.setCookie(deviceCookie, device, deviceOptions);
      return { uid };
    },
  );

  app.post(
    '/security/action/noauth/loginretryotp',
    {
      schema: {
        tags,
        summary: 'A new sign-in code, at the earliest 5 minutes after the previous one.',
        body: ZUidBody,
        response: { 200: ZEmpty, ...errors, 503: ZErrorBody },
      },
    },
    (request) => login.resendCode(request.body.uid, requestContextOf(request)),
  );

  app.get(
    '/security/action/whoami',
    {
      schema: {
        tags,
        summary: 'The signed-in applicant.',
        response: { 200: ZWhoAmIResponse, 401: ZErrorBody },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      const mobilePhone = await accounts.mobilePhoneOf(user.userId);
      return { uid: user.uid, username: user.email, fullName: user.fullName, mobilePhone };
    },
  );

  app.post(
    '/security/action/logout',
    {
      // spec 3 §7: success is HTTP 200 only (decision 173), so no 204.
      schema: { tags, summary: 'Ends the session.', response: { 200: ZEmpty } },
    },
    async (request, reply) => {
      const user = await app.sessions.find(request);
      await app.sessions.end(request, reply);
      if (user !== null) await login.recordLogout(user.userId, requestContextOf(request));
      return {};
    },
  );
}

/** Forgot and reset password (decisions 164 and 167). */
function registerPasswordResetRoutes(app: SecurityApp): void {
  const { passwordReset } = app.services;
  const variant = getVariant(app.config.variant);

  app.post(
    '/security/action/noauth/resetpsw',
    {
      schema: {
        tags,
        summary: 'E-mails a single-use link to set a new password (same answer for any address).',
        body: ZResetPasswordRequest,
        response: { 200: ZEmpty, ...errors },
      },
    },
    (request) =>
      passwordReset.start(
        { ...request.body, language: requestLanguageOf(request, variant, request.body.language) },
        requestContextOf(request),
      ),
  );

  app.post(
    '/security/action/noauth/resetpswfinish',
    {
      schema: {
        tags,
        summary: 'Sets the new password and ends every session of the account.',
        body: ZResetPasswordFinishRequest,
        response: { 200: ZEmpty, ...errors },
      },
    },
    (request) => passwordReset.finish(request.body, requestContextOf(request)),
  );
}

/** Leaving the marketing e-mails, confirmed by a signed link. */
function registerUnsubscribeRoutes(app: SecurityApp): void {
  const { unsubscribe } = app.services;

  app.post(
    '/security/action/noauth/unsubscribe',
    {
      schema: {
        tags,
        summary: 'E-mails a link that confirms leaving the marketing e-mails.',
        body: ZUnsubscribeRequest,
        response: { 200: ZEmpty, ...errors },
      },
    },
    (request) => unsubscribe.start(request.body, requestContextOf(request)),
  );

  app.post(
    '/security/action/noauth/unsubscribefinish',
    {
      schema: {
        tags,
        summary: 'Confirms the unsubscription; effective at once.',
        body: ZTokenRequest,
        response: { 200: ZEmpty, ...errors },
      },
    },
    (request) => unsubscribe.finish(request.body.token, requestContextOf(request)),
  );
}
