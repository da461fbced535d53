import { ZLongProcess, ZLongProcessParams, ZLongProcessRequest } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';

/**
 * The long processes of spec 3 §7 (old API, decisions 140 and 147): `POST processes/longprocesses`
 * finds the run of the applicant's prospect (with two kinds, a loan's risk run and dossier run, the
 * one going on, else the one started last), `GET processes/longprocesses/{id}` reads it (the screen's
 * fallback when the socket is gone), `POST processes/createdossier` starts a failed run again
 * (and, outside production, its twin `processes/createdossiertest`, decision 253).
 */
export const dossiersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { dossiers } = app.services;

  app.post(
    '/processes/longprocesses',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['long-processes'],
        summary:
          "The prospect's background run to follow on the long-wait screen: the one going on, else the one started last (a loan has a risk run, then a dossier run).",
        body: ZLongProcessRequest,
        response: { 200: ZLongProcess, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return dossiers.ofProspect(applicantOf(request), request.body.prospectId);
    },
  );

  app.get(
    '/processes/longprocesses/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['long-processes'],
        summary: 'One background run: its phase (state), token and content key.',
        params: ZLongProcessParams,
        response: { 200: ZLongProcess, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return dossiers.get(applicantOf(request), request.params.id);
    },
  );

  const createDossier = (path: string, summary: string) =>
    app.post(
      path,
      {
        config: APPLICANT_ONLY,
        schema: {
          tags: ['long-processes'],
          summary,
          body: ZLongProcessRequest,
          response: { 200: ZLongProcess, ...CALLER_ROUTE_ERRORS },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', NO_STORE);
        return dossiers.retry(
          applicantOf(request),
          request.body.prospectId,
          requestContextOf(request),
        );
      },
    );
  createDossier(
    '/processes/createdossier',
    'Starts the dossier run again after it failed; a run going on is answered as is.',
  );
  // Decision 253: spec 3 §7's test twin of createdossier, for testers outside production (it has
  // no internal address of its own here); in production the path does not exist (404).
  if (!app.config.isProduction) {
    createDossier(
      '/processes/createdossiertest',
      'Outside production only: createdossier for testers (the same checks and answer).',
    );
  }
  done();
};
