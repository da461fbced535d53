import {
  ZConsentsRequest,
  ZConsentsResponse,
  ZConsentsResult,
  ZEligibilityResponse,
  ZErrorBody,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { requestContextOf } from '../../infra/audit/audit-log';
import { createIdentifierHmac, seedDevelopmentRegistries } from '../eligibility/registries';
import { buildConsentServices } from './wiring';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZProspectParams = z.object({ id: z.string().max(64) });

/**
 * `GET`/`POST prospects/{id}/consents` and `POST prospects/{id}/iseligible` (spec 3 §7, issue 7):
 * the legal questions and profiling consents, and the eligibility check of spec 1 §4.
 */
export const consentsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { consents, eligibility, prospects } = buildConsentServices(app);

  if (!app.config.isProduction) {
    // The local registers start with the fictional people of decision 112.
    app.addHook('onReady', async () => {
      try {
        await seedDevelopmentRegistries(
          app.database.db,
          createIdentifierHmac(app.config.appSecret),
        );
      } catch (error) {
        app.log.warn({ err: error }, 'could not seed the development registers');
      }
    });
  }

  app.get(
    '/onboarding/prospects/:id/consents',
    {
      schema: {
        tags: ['consents'],
        summary: 'The legal and profiling consents given, or null before the consents step.',
        params: ZProspectParams,
        response: { 200: ZConsentsResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return { answers: await consents.answersOfOwn(user, request.params.id) };
    },
  );

  app.post(
    '/onboarding/prospects/:id/consents',
    {
      schema: {
        tags: ['consents'],
        summary:
          'Stores the consents (from PROSPECT_INFO_UPLOADED): a yes to PEP, FATCA or CRS sends the applicant to a branch; eligibility is decided at once.',
        params: ZProspectParams,
        body: ZConsentsRequest,
        response: { 200: ZConsentsResult, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return consents.submit(user, request.params.id, request.body, requestContextOf(request));
    },
  );

  app.get(
    '/onboarding/prospects/:id/eligibility',
    {
      schema: {
        tags: ['consents'],
        summary: 'The latest eligibility decision (ACCEPTED or a reason), null before any.',
        params: ZProspectParams,
        response: { 200: z.object({ criteries: z.string().nullable() }), ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      const db = app.database.db;
      return db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, request.params.id);
        return { criteries: await eligibility.latest(tx, request.params.id) };
      });
    },
  );

  app.post(
    '/onboarding/prospects/:id/iseligible',
    {
      schema: {
        tags: ['consents'],
        summary:
          'isEligible (spec 1 §4): ACCEPTED moves the prospect to PROSPECT_VERIFIED, a reason to PROSPECT_REJECTED.',
        params: ZProspectParams,
        response: { 200: ZEligibilityResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      const prospectId = request.params.id;
      return app.database.db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, prospectId);
        const given = await consents.answers(tx, prospectId);
        if (given === null) {
          throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
            message: 'The consents have not been given yet.',
          });
        }
        const decision = await eligibility.isEligible(
          tx,
          user,
          prospectId,
          given.answers.questionResponses,
          requestContextOf(request),
        );
        return { criteries: decision.criteries };
      });
    },
  );
  done();
};
