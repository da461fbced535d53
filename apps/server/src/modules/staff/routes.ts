import {
  API_BASE_OPERATOR,
  ZCreateStaffRequest,
  ZErrorBody,
  ZStaffAccount,
  ZStaffLoginRequest,
  ZStaffLoginStep,
  ZStaffMember,
  ZTotpRequest,
  ZUpdateStaffRequest,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { deviceCookieName, deviceCookieOptions } from '../../infra/device-cookie/device-cookie';
import {
  CALLER_ROUTE_ERRORS,
  STAFF_ONLY,
  SUPERVISOR_ONLY,
  staffOf,
} from '../../plugins/app/caller';
import { staffCookieName, staffCookieOptions } from './cookie';

const tags = ['staff'];
const signInErrors = { 400: ZErrorBody, 401: ZErrorBody, 423: ZErrorBody, 429: ZErrorBody };
const ZStaffIdParams = z.object({ id: z.string().uuid() }).strict();

type StaffApp = Parameters<FastifyPluginCallbackZod>[0];

/** The password route: the one the device cookie goes to. */
const LOGIN_PATH = '/auth/login';

/**
 * The staff accounts' API under /services/operator (decision 130): sign-in with password then
 * TOTP, and the supervisors' account management. The routes only move the session id between the
 * service and the cookie.
 */
export const staffRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerSignInRoutes(app);
  registerAccountRoutes(app);
  done();
};

/** Password, TOTP code, the signed-in member and the end of the session. */
function registerSignInRoutes(app: StaffApp): void {
  const { staff } = app.services;
  const { isProduction } = app.config;
  const cookieName = staffCookieName(isProduction);
  const cookieOptions = staffCookieOptions(isProduction);
  // The device cookie (decision 277) goes to the password route only.
  const deviceCookie = deviceCookieName('staff', isProduction);
  const deviceOptions = deviceCookieOptions(isProduction, `${API_BASE_OPERATOR}${LOGIN_PATH}`);

  app.post(
    LOGIN_PATH,
    {
      schema: {
        tags,
        summary: 'Checks e-mail and password; the answer asks for the TOTP code (or enrols it).',
        body: ZStaffLoginRequest,
        response: { 200: ZStaffLoginStep, ...signInErrors },
      },
    },
    async (request, reply) => {
      const { step, sessionId } = await staff.login(
        request.body,
        request.cookies[cookieName],
        requestContextOf(request),
        request.cookies[deviceCookie],
      );
      reply.setCookie(cookieName, sessionId, cookieOptions);
      return step;
    },
  );

  app.post(
    '/auth/totp',
    {
      schema: {
        tags,
        summary: 'Checks the TOTP code of the pending sign-in and starts the staff session.',
        body: ZTotpRequest,
        response: { 200: ZStaffMember, ...signInErrors },
      },
    },
    async (request, reply) => {
      const {
        member,
        sessionId,
        deviceCookie: device,
      } = await staff.confirmTotp(
        request.cookies[cookieName],
        request.body.code,
        requestContextOf(request),
      );
      reply.setCookie(cookieName, sessionId, cookieOptions);
      reply.setCookie(deviceCookie, device, deviceOptions);
      return member;
    },
  );

  app.get(
    '/auth/whoami',
    {
      config: STAFF_ONLY,
      schema: {
        tags,
        summary: 'The signed-in staff member.',
        response: { 200: ZStaffMember, 401: ZErrorBody },
      },
    },
    (request) => {
      const { staffId, email, fullName, role, language } = staffOf(request);
      return { id: staffId, email, fullName, role, language };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags, summary: 'Ends the staff session.', response: { 200: z.object({}) } },
    },
    async (request, reply) => {
      await staff.logout(request.cookies[cookieName], requestContextOf(request));
      reply.clearCookie(cookieName, cookieOptions);
      return {};
    },
  );
}

/** The supervisors' management of the staff accounts. */
function registerAccountRoutes(app: StaffApp): void {
  const { staff } = app.services;

  app.get(
    '/staff',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags,
        summary: 'Every staff account (supervisors only).',
        response: { 200: z.array(ZStaffAccount), ...CALLER_ROUTE_ERRORS },
      },
    },
    () => staff.list(),
  );

  app.post(
    '/staff',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags,
        summary:
          'Creates an operator or supervisor account; TOTP is enrolled at its first sign-in.',
        body: ZCreateStaffRequest,
        response: { 201: ZStaffAccount, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const created = await staff.create(request.body, staffOf(request), requestContextOf(request));
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/staff/:id',
    {
      config: SUPERVISOR_ONLY,
      schema: {
        tags,
        summary:
          'Disables or enables a staff account, or resets its TOTP; disabling and a reset end its sessions.',
        params: ZStaffIdParams,
        body: ZUpdateStaffRequest,
        response: { 200: ZStaffAccount, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) =>
      staff.update(request.params.id, request.body, staffOf(request), requestContextOf(request)),
  );
}
