import {
  ZErrorBody,
  ZInfoSubmitResponse,
  ZPartialSave,
  ZPartialSaveResponse,
  ZProspectRequestBodyStructure,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { registerProspectViewRoutes } from './prospect-view-routes';
import { registerProspectDataRoutes, registerUserDataRoutes } from './spec-call-routes';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const ZProspectParams = z.object({ id: z.string().max(64) });

/**
 * The personal data step (spec 3 §7, decision 093): `PATCH prospects/{id}/info/partialsave` (and its
 * GET, beyond spec, to restore the screen), `PATCH prospects/{id}/info` and its GET; then the same
 * steps at the spec's other paths (decisions 181 and 183).
 */
export const personalDataRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { personalData } = app.services;

  app.get(
    '/onboarding/prospects/:id/info/partialsave',
    {
      schema: {
        tags: ['personal data'],
        summary: 'What the applicant has entered on /personaldata so far, by section.',
        params: ZProspectParams,
        response: { 200: ZPartialSaveResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return { sections: await personalData.draftOfOwn(user, request.params.id) };
    },
  );

  app.patch(
    '/onboarding/prospects/:id/info/partialsave',
    {
      schema: {
        tags: ['personal data'],
        summary:
          'Keeps the sections sent (incomplete values allowed), merged field by field into the saved ones; only on the personal data step.',
        params: ZProspectParams,
        body: ZPartialSave,
        response: { 200: ZPartialSaveResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return {
        sections: await personalData.partialSave(user, request.params.id, request.body),
      };
    },
  );

  app.patch(
    '/onboarding/prospects/:id/info',
    {
      schema: {
        tags: ['personal data'],
        summary:
          'Stores the prospect request body (spec 2 §3) after every rule of spec 2 §5 and moves to PROSPECT_INFO_UPLOADED / PRODUCT_EMPLOYMENT_UPLOADED.',
        params: ZProspectParams,
        body: ZProspectRequestBodyStructure,
        response: { 200: ZInfoSubmitResponse, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return personalData.submit(user, request.params.id, request.body, requestContextOf(request));
    },
  );

  app.get(
    '/onboarding/prospects/:id/info',
    {
      schema: {
        tags: ['personal data'],
        summary: 'The stored prospect request body (404 before it is stored).',
        params: ZProspectParams,
        response: { 200: ZProspectRequestBodyStructure, ...errors },
      },
    },
    async (request) => {
      const user = await app.sessions.require(request);
      return personalData.infoOfOwn(user, request.params.id);
    },
  );
  registerProspectViewRoutes(app);
  registerProspectDataRoutes(app);
  registerUserDataRoutes(app);
  done();
};
