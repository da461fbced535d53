import {
  ZBankConnection,
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
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';
const BANK_ERRORS = {
  ...CALLER_ROUTE_ERRORS,
  429: ZErrorBody,
  502: ZErrorBody,
  503: ZErrorBody,
  504: ZErrorBody,
} as const;
const BASE = '/externalservices/saltedge';

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

/** The login with the applicant's credentials and the bank's second step. */
function registerLoginRoutes(app: OpenBankingApp): void {
  const { openBanking } = app.services;

  app.post(
    `${BASE}/createlogin`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary:
          'Logs in to the bank with the applicant’s credentials (never stored): the second step it asks for, or the accounts.',
        body: ZCreateLoginRequest,
        response: { 200: ZBankConnection, ...BANK_ERRORS },
      },
    },
    (request) =>
      openBanking.createLogin(applicantOf(request), request.body, requestContextOf(request)),
  );

  app.post(
    `${BASE}/interactivelogin`,
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['open banking'],
        summary: 'The code of the bank’s second step (five wrong codes end the connection).',
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
  registerIncomeRoutes(app);
  done();
};
