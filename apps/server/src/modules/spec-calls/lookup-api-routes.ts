import {
  ZBranch,
  ZBranchesQuery,
  ZCheckEmailRequest,
  ZCheckEmailResponse,
  ZDocumentWithContent,
  ZEligibilityResponse,
  ZErrorBody,
  ZLanguage,
  ZProspectView,
  ZRegistrationRequest,
  ZRegistrationResponse,
  ZSendUserDataRequest,
  ZSendUserDataResponse,
  ZSetIdDocumentRequest,
  ZSetIdDocumentResponse,
  ZSpecCallIdParams,
  ZStaticTextResponse,
  ZUidBody,
  ZUidResponse,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';
import { UID_COOKIE } from '../cms/service';

const NO_STORE = 'private, no-store';
const tags = ['lookup-api'];
const errors = { ...CALLER_ROUTE_ERRORS, 429: ZErrorBody };
const ZLanguageParams = z.object({ language: ZLanguage });
const ZIsEligibleRequest = z.object({ prospectId: z.string().max(64).optional() }).nullish();
export const ZCleanCacheResponse = z.object({ redirectTo: z.string() });

/**
 * spec 3 §7 "Lookup front-end API" (bank-hosted, `getX/{language}`), decision 184: the calls of it
 * that the lookups module does not serve, each a thin route onto the service the new API's path
 * uses (the language of the path stands in for the `language` header). The ids in the paths are
 * checked against the session's owner like every `prospects/{id}` route.
 */
export const lookupApiRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const {
    specCalls,
    cms,
    cmsContent,
    branches,
    documents,
    student,
    consents,
    registration,
    login,
  } = app.services;

  app.get(
    '/getStaticData/:language',
    {
      schema: {
        tags,
        summary: 'The static texts (key/text pairs) in the language (as external/cms/ltsccontent).',
        params: ZLanguageParams,
        response: { 200: ZStaticTextResponse, 400: ZErrorBody },
      },
    },
    (request) => cmsContent.staticTexts(cmsContent.languageFor(request.params.language)),
  );

  app.get(
    '/getUID/:language',
    {
      schema: {
        tags,
        summary: 'A new visitor uid, also set as the uid cookie (as external/cms/noauth/uid).',
        params: ZLanguageParams,
        response: { 200: ZUidResponse, 400: ZErrorBody },
      },
    },
    async (_request, reply) => {
      const uid = await cms.issueUid();
      // An identifier the web reads (spec 1 §9), never a credential: not HttpOnly on purpose.
      reply.setCookie(UID_COOKIE.name, uid, {
        path: '/',
        maxAge: UID_COOKIE.maxAgeSeconds,
        sameSite: 'lax',
        secure: app.config.isProduction,
        httpOnly: false,
      });
      return { uid };
    },
  );

  app.get(
    '/getProspect/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'My application (as GET onboarding/prospects/{id}).',
        params: ZSpecCallIdParams,
        response: { 200: ZProspectView, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return specCalls.prospect(applicantOf(request), request.params.id);
    },
  );

  app.get(
    '/getIDDocument/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'One of my documents with its content (as GET onboarding/documents/{id}).',
        params: ZSpecCallIdParams,
        response: { 200: ZDocumentWithContent, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return documents.get(applicantOf(request), request.params.id);
    },
  );

  app.post(
    '/setIDDocument/:language',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'Confirms the uploaded sides (as POST onboarding/setIDDocument).',
        params: ZLanguageParams,
        body: ZSetIdDocumentRequest,
        response: { 200: ZSetIdDocumentResponse, ...errors },
      },
    },
    (request) =>
      documents.confirmFromDesktop(applicantOf(request), request.body, requestContextOf(request)),
  );

  app.post(
    '/sendUserData/:language',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'The student data form (as POST onboarding/sendUserData).',
        params: ZLanguageParams,
        body: ZSendUserDataRequest,
        response: { 200: ZSendUserDataResponse, ...errors },
      },
    },
    (request) =>
      student.sendUserData(applicantOf(request), request.body.prospectId, request.body.userInfo),
  );

  app.post(
    '/isEligible/:language',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'The eligibility decision (as POST onboarding/prospects/{id}/iseligible).',
        params: ZLanguageParams,
        body: ZIsEligibleRequest,
        response: { 200: ZEligibilityResponse, ...errors },
      },
    },
    async (request) => {
      const user = applicantOf(request).session;
      const prospectId = await specCalls.prospectOf(user, request.body?.prospectId);
      return consents.checkEligibility(user, prospectId);
    },
  );

  app.post(
    '/cleanCacheUserData/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary:
          'Ends the session and clears the session and uid cookies; answers the external page to go to.',
        params: ZSpecCallIdParams,
        response: { 200: ZCleanCacheResponse, ...errors },
      },
    },
    async (request, reply) => {
      // Only for my own application: another's id is 404 and ends nothing.
      await specCalls.prospect(applicantOf(request), request.params.id);
      await app.sessions.end(request, reply);
      reply.clearCookie(UID_COOKIE.name, { path: '/' });
      return reply.header('cache-control', NO_STORE).send({ redirectTo: app.config.bankSiteUrl });
    },
  );

  app.get(
    '/fetchBranchList/:language',
    {
      schema: {
        tags,
        summary: 'The branches, nearest first with lat and lon (as external/info/branches).',
        params: ZLanguageParams,
        querystring: ZBranchesQuery,
        response: { 200: z.array(ZBranch), 400: ZErrorBody },
      },
    },
    (request) => {
      const { lat, lon } = request.query;
      return branches.list(lat === undefined || lon === undefined ? undefined : { lat, lon });
    },
  );

  app.post(
    '/setRegistration/:language',
    {
      schema: {
        tags,
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
        tags,
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
        tags,
        summary: 'A new sign-in code by SMS (as security/action/noauth/loginretryotp).',
        params: ZLanguageParams,
        body: ZUidBody,
        response: { 200: z.object({}), 400: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody },
      },
    },
    (request) => login.resendCode(request.body.uid, requestContextOf(request)),
  );

  done();
};
