import {
  getVariant,
  isLanguageOf,
  LOOKUPS,
  ZChangeProductResponse,
  ZContactCentreResponse,
  ZDefinedUserDataRequest,
  ZErrorBody,
  ZInfoSubmitResponse,
  ZLookupOptions,
  ZOcrScanSetup,
  ZOcrScanSetupRequest,
  ZOldApiSegParams,
  ZPartialSaveResponse,
  ZProductPart,
  ZProductPartParams,
  ZProductPatchRequest,
  ZProductView,
  ZProspectReplaceRequest,
  ZProspectUpdateRequest,
  ZProspectView,
  ZSetIdDocumentResponse,
  ZSpecCallIdParams,
  ZUidBody,
  ZUserNameRequest,
  ZUserNameResponse,
  ZVerifiedUserDataRequest,
  ZWithdrawalResponse,
  type Language,
} from '@onboarding/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';
const tags = ['spec-calls'];
const errors = { ...CALLER_ROUTE_ERRORS, 429: ZErrorBody };

/**
 * The rest of spec 3 §7's calls (issue 17 point 19; inventory in decision 180): the prospect and
 * product resources (decision 181), the withdrawal (decision 182) and the old API's calls as thin
 * routes onto the new API's services (decision 183). Every id in a path or body is checked against
 * the session's owner: another applicant's id answers the 404 of an unknown one.
 */
export const specCallsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { specCalls, personalData, student, dataRetention, documents, login } = app.services;
  const variant = getVariant(app.config.variant);

  /** spec 3 §7 `language` header; the variant's default without one (issue 17 point 10). */
  const languageOf = (request: FastifyRequest): Language => {
    const header = request.headers.language;
    return typeof header === 'string' && isLanguageOf(variant, header)
      ? header
      : variant.defaultLanguage;
  };

  // --- Prospects (decision 181, 182) ---

  app.get(
    '/onboarding/prospects/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'The application: its process and state, its product, whether the data is stored.',
        params: ZSpecCallIdParams,
        response: { 200: ZProspectView, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return specCalls.prospect(applicantOf(request), request.params.id);
    },
  );

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

  app.delete(
    '/onboarding/prospects/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary:
          'Withdraws the application: audited, every session ends, its data is erased like on request.',
        params: ZSpecCallIdParams,
        response: { 202: ZWithdrawalResponse, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await dataRetention.withdraw(
        applicantOf(request),
        request.params.id,
        requestContextOf(request),
      );
      await app.sessions.end(request, reply);
      return reply.code(202).header('cache-control', NO_STORE).send(answer);
    },
  );

  app.patch(
    '/onboarding/prospects/:id/ids',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary:
          'The identity documents are uploaded: the sides are confirmed and the prospect moves to PROSPECT_IDS_UPLOADED (as setIDDocument).',
        params: ZSpecCallIdParams,
        response: { 200: ZSetIdDocumentResponse, ...errors },
      },
    },
    (request) => {
      const caller = applicantOf(request);
      return documents.confirmFromDesktop(
        caller,
        { uid: caller.uid, prospectId: request.params.id },
        requestContextOf(request),
      );
    },
  );

  // --- Products (decision 181) ---

  app.get(
    '/onboarding/products/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'The product of one of my applications.',
        params: ZSpecCallIdParams,
        response: { 200: ZProductView, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return specCalls.product(applicantOf(request), request.params.id);
    },
  );

  app.patch(
    '/onboarding/products/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
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

  app.delete(
    '/onboarding/products/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'Withdraws the application the product belongs to (as DELETE prospects/{id}).',
        params: ZSpecCallIdParams,
        response: { 202: ZWithdrawalResponse, ...errors },
      },
    },
    async (request, reply) => {
      const caller = applicantOf(request);
      const product = await specCalls.product(caller, request.params.id);
      const answer = await dataRetention.withdraw(
        caller,
        product.prospectId,
        requestContextOf(request),
      );
      await app.sessions.end(request, reply);
      return reply.code(202).header('cache-control', NO_STORE).send(answer);
    },
  );

  app.get(
    '/onboarding/products/:id/:sub',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'One part of the product: its state, package or type.',
        params: ZProductPartParams,
        response: { 200: ZProductPart, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return specCalls.productPart(applicantOf(request), request.params.id, request.params.sub);
    },
  );

  app.patch(
    '/onboarding/products/:id/:sub',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary:
          'Changes one part of the product: only the package (the state moves with the steps, 409 otherwise).',
        params: ZProductPartParams,
        body: ZProductPatchRequest,
        response: { 200: ZProductPart, ...errors },
      },
    },
    async (request) => {
      const caller = applicantOf(request);
      const { id, sub } = request.params;
      // Owner first: another applicant's product is 404 whatever the part.
      await specCalls.product(caller, id);
      if (sub !== 'package') {
        throw new AppError(409, 'PRODUCT_PART_READ_ONLY', {
          message: `The product's ${sub} changes only through the steps of the flow.`,
        });
      }
      const changed = await student.changePackage(
        caller,
        id,
        request.body.packageName,
        requestContextOf(request),
      );
      return { productId: id, part: sub, value: changed.packageName };
    },
  );

  // --- Contact centre and reference data (decision 183) ---

  app.get(
    '/external/info/contactcenter',
    {
      schema: {
        tags,
        summary:
          'The contact centre: phone numbers, e-mail, weekly hours and whether it is closed now.',
        response: { 200: ZContactCentreResponse },
      },
    },
    (_request, reply) => {
      // The answer changes with the clock (closedStatus).
      void reply.header('cache-control', 'no-store');
      return specCalls.contactCentre();
    },
  );

  app.post(
    '/externalservices/:seg/contactcenter',
    {
      schema: {
        tags,
        summary: 'Old API: the contact centre (as GET external/info/contactcenter).',
        params: ZOldApiSegParams,
        response: { 200: ZContactCentreResponse, 400: ZErrorBody },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return specCalls.contactCentre();
    },
  );

  app.post(
    '/externalservices/:seg/statelist',
    {
      schema: {
        tags,
        summary: 'Old API: the states (countries) in the language header’s language.',
        params: ZOldApiSegParams,
        response: { 200: ZLookupOptions, 400: ZErrorBody },
      },
    },
    (request) => LOOKUPS.Country(languageOf(request)),
  );

  app.post(
    '/externalservices/setupocrscan',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'Old API: what the document scan accepts and where its reading is fetched.',
        body: ZOcrScanSetupRequest,
        response: { 200: ZOcrScanSetup, ...errors },
      },
    },
    async (request) => {
      const user = applicantOf(request).session;
      const prospectId = await specCalls.prospectOf(user, request.body?.prospectId);
      return specCalls.ocrScanSetup(user, prospectId);
    },
  );

  // --- Old API onto the new API's services (decision 183) ---

  app.post(
    '/processes/noauth/sendsmsotp',
    {
      schema: {
        tags,
        summary:
          'Old API: a new sign-in code by SMS (as security/action/noauth/loginretryotp, its limits too).',
        body: ZUidBody,
        response: { 200: z.object({}), 400: ZErrorBody, 429: ZErrorBody, 503: ZErrorBody },
      },
    },
    (request) => login.resendCode(request.body.uid, requestContextOf(request)),
  );

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
    async (request) => {
      const user = applicantOf(request).session;
      const prospectId = await specCalls.prospectOf(user, request.body.prospectId);
      return { sections: await personalData.partialSave(user, prospectId, request.body.userInfo) };
    },
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
    async (request) => {
      const user = applicantOf(request).session;
      const prospectId = await specCalls.prospectOf(user, request.body.prospectId);
      return personalData.submit(
        user,
        prospectId,
        request.body.userInfo,
        requestContextOf(request),
      );
    },
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
      const user = applicantOf(request).session;
      const prospectId = await specCalls.prospectOf(user, request.body?.prospectId);
      return specCalls.nameOf(user, prospectId);
    },
  );

  done();
};
