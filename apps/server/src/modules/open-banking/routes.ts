import {
  bankReturnParameters,
  ZBankConnection,
  ZBankReturnQuery,
  ZConnectionQuery,
  ZCreateLoginRequest,
  ZErrorBody,
  ZFinishSelectionRequest,
  ZIncomeFound,
  ZIncomeFoundQuery,
  ZInteractiveLoginRequest,
  ZOpenBankingCheck,
  ZProvidersQuery,
  ZProvidersResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';
import { BANK_RETURN_PATH, salaryStatementUrl } from './return-address';

const NO_STORE = 'private, no-store';
const BANK_ERRORS = {
  ...CALLER_ROUTE_ERRORS,
  429: ZErrorBody,
  502: ZErrorBody,
  503: ZErrorBody,
  504: ZErrorBody,
} as const;
const BASE = '/externalservices/saltedge';

/**
 * The state of a bank login, bound to the browser that started it (decision 250): only the
 * return route reads it; SameSite=Lax, so the bank's top-level redirect back carries it.
 */
const STATE_COOKIE = 'bank_connect';
const STATE_COOKIE_MAX_AGE_SECONDS = 15 * 60;

type OpenBankingApp = Parameters<FastifyPluginCallbackZod>[0];

/** Whether connections are offered, and the banks to log in to. */
function registerBankRoutes(app: OpenBankingApp): void {
  const { openBanking } = app.services;

  app.get(
    `${BASE}/check`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary: 'Whether bank connections are offered now, and by which provider.',
        response: { 200: ZOpenBankingCheck, ...BANK_ERRORS },
      },
    },
    (request) => {
      applicantOf(request);
      return openBanking.check();
    },
  );

  app.get(
    `${BASE}/providers`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary: 'The banks of a country (countrycode=SL is Slovenia, as the spec writes it).',
        querystring: ZProvidersQuery,
        response: { 200: ZProvidersResponse, ...BANK_ERRORS },
      },
    },
    async (request, reply) => {
      applicantOf(request);
      void reply.header('cache-control', NO_STORE);
      return { providers: await openBanking.providers(request.query.countrycode) };
    },
  );

  app.get(
    `${BASE}/providers/xf`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary:
          'The provider’s fake banks (country XF: Salt Edge’s fake providers, or the sandbox’s).',
        response: { 200: ZProvidersResponse, ...BANK_ERRORS },
      },
    },
    async (request, reply) => {
      applicantOf(request);
      void reply.header('cache-control', NO_STORE);
      return { providers: await openBanking.providers('XF') };
    },
  );
}

/** The state cookie's options: only the return route gets it back. */
const stateCookieOf = (app: OpenBankingApp) => ({
  path: BANK_RETURN_PATH,
  httpOnly: true,
  secure: app.config.isProduction,
  sameSite: 'lax' as const,
});

/**
 * The bank's redirect back (decision 250): a browser navigation, so every outcome is a redirect
 * to the portal's salary statement page, never a JSON error; the state cookie is cleared.
 */
function registerReturnRoute(app: OpenBankingApp): void {
  const { openBanking } = app.services;
  const stateCookie = stateCookieOf(app);

  app.get(
    `${BASE}/return`,
    {
      schema: {
        tags: ['open banking'],
        summary:
          'The bank’s redirect back (beyond spec, decision 250): checks the state, exchanges the code, and sends the applicant to the salary statement page.',
        querystring: ZBankReturnQuery,
        response: {
          303: z.null().describe('A redirect (Location) to the salary statement page; no body.'),
        },
      },
    },
    async (request, reply) => {
      const user = await app.sessions.find(request);
      let query: Record<string, string>;
      try {
        const outcome = await openBanking.finishReturn(
          user,
          {
            cookieState: request.cookies[STATE_COOKIE],
            returned: bankReturnParameters(request.query),
          },
          requestContextOf(request),
        );
        query = outcome.ok ? { bankConnection: outcome.connectionId } : { bankError: outcome.code };
      } catch (error) {
        // A browser navigation: never a JSON error page, the portal's page says what happened.
        request.log.error({ err: error }, 'bank return failed');
        query = { bankError: 'UNKNOWN' };
      }
      // The security headers' no-store holds for the redirect (decision 170).
      return reply
        .clearCookie(STATE_COOKIE, stateCookie)
        .redirect(salaryStatementUrl(app.config.publicUrl, query), 303);
    },
  );
}

/** The redirect to the bank's own login page, the connection it made, the bank's second step. */
function registerLoginRoutes(app: OpenBankingApp): void {
  const { openBanking } = app.services;
  const stateCookie = stateCookieOf(app);

  app.post(
    `${BASE}/createlogin`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary:
          'Starts the bank login (decision 250): the answer is the bank’s own login page to send the applicant to; no credentials ever come here.',
        body: ZCreateLoginRequest,
        response: { 200: ZBankConnection, ...BANK_ERRORS },
      },
    },
    async (request, reply) => {
      const started = await openBanking.createLogin(
        applicantOf(request),
        request.body,
        requestContextOf(request),
      );
      void reply.setCookie(STATE_COOKIE, started.state, {
        ...stateCookie,
        maxAge: STATE_COOKIE_MAX_AGE_SECONDS,
      });
      return started.answer;
    },
  );

  app.get(
    `${BASE}/connection`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary:
          'The connection the bank made (beyond spec, decision 250): its accounts to choose from.',
        querystring: ZConnectionQuery,
        response: { 200: ZBankConnection, ...BANK_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return openBanking.connection(applicantOf(request), request.query);
    },
  );

  app.post(
    `${BASE}/interactivelogin`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary:
          'The code of a second step the provider asks for in the portal (five wrong codes end the connection); the banks of decision 250 ask it on their own page.',
        body: ZInteractiveLoginRequest,
        response: { 200: ZBankConnection, ...BANK_ERRORS },
      },
    },
    (request) =>
      openBanking.interactiveLogin(applicantOf(request), request.body, requestContextOf(request)),
  );
}

/** The income found: read again after a reload, and read from the chosen account. */
function registerIncomeRoutes(app: OpenBankingApp): void {
  const { openBanking } = app.services;

  app.get(
    `${BASE}/income`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary:
          'The income the last bank connection found, or null (beyond spec): the page resumes at the confirmation after a reload.',
        querystring: ZIncomeFoundQuery,
        response: { 200: ZIncomeFound.nullable(), ...BANK_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return openBanking.foundIncomeOfOwn(applicantOf(request), request.query.prospectId);
    },
  );

  app.post(
    `${BASE}/finishselection`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary:
          'The salary account: its last three full months are read and the income found is kept and returned.',
        body: ZFinishSelectionRequest,
        response: { 200: ZIncomeFound, ...BANK_ERRORS },
      },
    },
    (request) =>
      openBanking.finishSelection(applicantOf(request), request.body, requestContextOf(request)),
  );
}

/**
 * The salary statement by open banking under /services/slo (spec 3 §7 `externalservices/saltedge`,
 * decision 148): the signed-in applicant only; every prospectId is checked against the session's
 * owner (404) and must be a PERSONALLOAN on the salary statement step (409).
 */
export const openBankingRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  registerBankRoutes(app);
  registerLoginRoutes(app);
  registerReturnRoute(app);
  registerIncomeRoutes(app);
  done();
};
