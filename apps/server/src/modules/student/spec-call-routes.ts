import {
  ZChangeProductResponse,
  ZErrorBody,
  ZLanguage,
  ZProductPart,
  ZProductPartParams,
  ZProductPatchRequest,
  ZSendUserDataRequest,
  ZSendUserDataResponse,
  ZSpecCallIdParams,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const errors = { ...CALLER_ROUTE_ERRORS, 429: ZErrorBody };
const ZLanguageParams = z.object({ language: ZLanguage });

type StudentApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The student package's steps at the spec's other paths: the product resource's PATCHes, which
 * switch the package as `changeProduct/{id}` does (decision 181), and the lookup front-end API's
 * `sendUserData/{language}` (decision 184). Another applicant's id answers the 404 of an unknown
 * one.
 */
export function registerStudentSpecCallRoutes(app: StudentApp): void {
  const { student } = app.services;

  app.patch(
    '/onboarding/products/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['spec-calls'],
        summary:
          'Changes the product’s package where the flow allows it (Diploma to its fallback, before the personal data).',
        params: ZSpecCallIdParams,
        body: ZProductPatchRequest,
        response: { 200: ZChangeProductResponse, ...errors },
      },
    },
    (request) =>
      student.changePackage(
        applicantOf(request),
        request.params.id,
        request.body.packageName,
        requestContextOf(request),
      ),
  );

  app.patch(
    '/onboarding/products/:id/:sub',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['spec-calls'],
        summary:
          'Changes one part of the product: only the package (the state moves with the steps, 409 otherwise).',
        params: ZProductPartParams,
        body: ZProductPatchRequest,
        response: { 200: ZProductPart, ...errors },
      },
    },
    (request) =>
      student.changeProductPart(
        applicantOf(request),
        request.params.id,
        request.params.sub,
        request.body.packageName,
        requestContextOf(request),
      ),
  );

  app.post(
    '/sendUserData/:language',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['lookup-api'],
        summary: 'The student data form (as POST onboarding/sendUserData).',
        params: ZLanguageParams,
        body: ZSendUserDataRequest,
        response: { 200: ZSendUserDataResponse, ...errors },
      },
    },
    (request) =>
      student.sendUserData(applicantOf(request), request.body.prospectId, request.body.userInfo),
  );
}
