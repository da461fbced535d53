import {
  ZDefinedUserDataRequest,
  ZErrorBody,
  ZInfoSubmitResponse,
  ZOldApiSegParams,
  ZPartialSaveResponse,
  ZProspectReplaceRequest,
  ZProspectUpdateRequest,
  ZSpecCallIdParams,
  ZUserNameRequest,
  ZUserNameResponse,
  ZVerifiedUserDataRequest,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';
const tags = ['spec-calls'];
const errors = { ...CALLER_ROUTE_ERRORS, 429: ZErrorBody };

type PersonalDataApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * `PUT` and `POST onboarding/prospects/{id}` (decision 181): the personal data replaced or
 * merged, exactly as `PATCH …/info` and `…/info/partialsave`. Another applicant's id answers the
 * 404 of an unknown one.
 */
export function registerProspectDataRoutes(app: PersonalDataApp): void {
  const { personalData } = app.services;

  app.put(
    '/onboarding/prospects/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary:
          'Replaces the personal data with the whole prospect request body (as PATCH …/info: every rule of spec 2 §5).',
        params: ZSpecCallIdParams,
        body: ZProspectReplaceRequest,
        response: { 200: ZInfoSubmitResponse, ...errors },
      },
    },
    (request) =>
      personalData.submit(
        applicantOf(request).session,
        request.params.id,
        request.body,
        requestContextOf(request),
      ),
  );

  app.post(
    '/onboarding/prospects/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary:
          'Updates the personal data: merges the sections sent (as PATCH …/info/partialsave).',
        params: ZSpecCallIdParams,
        body: ZProspectUpdateRequest,
        response: { 200: ZPartialSaveResponse, ...errors },
      },
    },
    async (request) => ({
      sections: await personalData.partialSave(
        applicantOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
}

/**
 * The old API's user-data calls (decision 183), which may name no prospect: the account's only
 * one is meant then (400 PROSPECT_ID_REQUIRED when it has several).
 */
export function registerUserDataRoutes(app: PersonalDataApp): void {
  const { personalData } = app.services;

  app.post(
    '/user/senddefineduserdata',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'Old API: the personal data entered so far (as PATCH …/info/partialsave).',
        body: ZDefinedUserDataRequest,
        response: { 200: ZPartialSaveResponse, ...errors },
      },
    },
    async (request) => ({
      sections: await personalData.saveDefinedUserData(
        applicantOf(request).session,
        request.body.prospectId,
        request.body.userInfo,
      ),
    }),
  );

  app.post(
    '/user/:seg/sendverifieduserdata',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'Old API: the whole personal data, checked and stored (as PATCH …/info).',
        params: ZOldApiSegParams,
        body: ZVerifiedUserDataRequest,
        response: { 200: ZInfoSubmitResponse, ...errors },
      },
    },
    (request) =>
      personalData.submitVerifiedUserData(
        applicantOf(request).session,
        request.body.prospectId,
        request.body.userInfo,
        requestContextOf(request),
      ),
  );

  app.post(
    '/user/:seg/name',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary:
          'Old API: the applicant’s name (the personal data’s once stored, else the sign-up’s).',
        params: ZOldApiSegParams,
        body: ZUserNameRequest,
        response: { 200: ZUserNameResponse, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return personalData.applicantName(applicantOf(request).session, request.body?.prospectId);
    },
  );
}
